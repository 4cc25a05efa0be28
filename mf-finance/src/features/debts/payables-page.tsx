import { AddButton } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import { useCreateDialog } from "../../common/finance-links";
import type { DebtRow } from "./debt-kinds";
import { DebtsPage } from "./debts-page";
import { PayableFormDialog } from "./payable-form-dialog";

/** /finance/payables: what is owed to suppliers; 'Nueva cuenta por pagar', 'Pagar' and delete. */
export function PayablesPage() {
  // Open on arrival from the home's 'Nueva cuenta por pagar' quick action.
  const [creating, setCreating] = useCreateDialog();
  // The API refuses a payable with payments (409) and its reason is shown.
  const remove = useConfirmedDelete<DebtRow>({
    endpoint: "deletePayable",
    question: "¿Estás seguro de que quieres eliminar esta cuenta por pagar?",
    deleted: "Cuenta por pagar eliminada",
    failed: "No se pudo eliminar la cuenta por pagar.",
  });
  return (
    <>
      <DebtsPage
        kind="payable"
        title="Cuentas por Pagar"
        subtitle="Obligaciones con proveedores y sus pagos."
        searchPlaceholder="Buscar por factura, proveedor o descripción..."
        onDelete={remove}
        actions={<AddButton onClick={() => setCreating(true)}>Nueva cuenta por pagar</AddButton>}
      />
      <PayableFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
