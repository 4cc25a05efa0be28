import { PageHeader } from "shared-ui";
import { AchBatchesTable } from "./ach-batches-table";
import { NewAchBatchCard } from "./new-ach-batch-card";

/** /finance/ach 'Pagos ACH': payables due paid together through the bank's ACH file (api/docs/banking.md). */
export function AchPaymentsPage() {
  return (
    <>
      <PageHeader
        title="Pagos ACH"
        subtitle="Pague cuentas por pagar en lote: descargue el archivo ACH para el banco y márquelo como enviado."
      />
      <NewAchBatchCard />
      <AchBatchesTable />
    </>
  );
}
