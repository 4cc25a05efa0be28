import { useState } from "react";
import { AddButton } from "shared-ui";
import { payableRow } from "./debt-kinds";
import { DebtsPage } from "./debts-page";
import { PayableFormDialog } from "./payable-form-dialog";

/** /finance/payables: what is owed to suppliers; 'Nueva cuenta por pagar' and 'Pagar'. */
export function PayablesPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <DebtsPage
        kind="payable"
        title="Cuentas por Pagar"
        subtitle="Obligaciones con proveedores y sus pagos."
        searchPlaceholder="Buscar por factura, proveedor o descripción..."
        toRow={payableRow}
        actions={<AddButton onClick={() => setCreating(true)}>Nueva cuenta por pagar</AddButton>}
      />
      <PayableFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
