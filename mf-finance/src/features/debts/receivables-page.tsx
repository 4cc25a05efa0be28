import { DebtsPage } from "./debts-page";

/** /finance/receivables: what clients owe, from their invoices; 'Pagar' registers a collection. */
export function ReceivablesPage() {
  return (
    <DebtsPage
      kind="receivable"
      title="Cuentas por Cobrar"
      subtitle="Facturas pendientes de cobro y sus pagos."
      searchPlaceholder="Buscar por factura, cliente o descripción..."
    />
  );
}
