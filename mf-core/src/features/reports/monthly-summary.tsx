import { Skeleton, Stack } from "@mui/material";
import type { ReportsSummary } from "api/contract";
import { DetailList, formatDollarPlain } from "shared-ui";
import { formatMonth } from "./report-format";
import { ReportSection } from "./report-section";

/** What happened in the current month (Panama time). */
export function MonthlySummary({ summary }: { summary: ReportsSummary["monthlySummary"] | undefined }) {
  return (
    <ReportSection title="Resumen Mensual" subtitle={summary ? formatMonth(summary.month) : undefined}>
      {!summary ? (
        <Stack spacing={1.5} sx={{ mt: 2 }} aria-busy="true" aria-label="Cargando">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} variant="text" />
          ))}
        </Stack>
      ) : (
        <Stack sx={{ mt: 2 }}>
          <DetailList
            items={[
              ["Nuevos clientes", String(summary.newClients)],
              ["Cotizaciones creadas", `${summary.quotesCreated} (${formatDollarPlain(summary.quotesAmount)})`],
              ["Facturas emitidas", `${summary.invoicesIssued} (${formatDollarPlain(summary.invoicedAmount)})`],
              ["Ingresos cobrados", formatDollarPlain(summary.revenue)],
              ["Proyectos completados", String(summary.projectsCompleted)],
            ]}
          />
        </Stack>
      )}
    </ReportSection>
  );
}
