import { Box, Chip, LinearProgress, List, ListItem, Skeleton, Stack, Typography } from "@mui/material";
import { invoiceStatusLabels, projectStatusLabels, quoteStatusLabels, type ReportsSummary } from "api/contract";
import { formatPercentage } from "./report-format";
import { ReportSection } from "./report-section";

function LoadingRows({ rows }: { rows: number }) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} aria-busy="true" aria-label="Cargando">
      {Array.from({ length: rows }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <Skeleton key={n} variant="text" />
      ))}
    </Stack>
  );
}

/** Projects by status: count, share of all projects and a bar for the share. */
export function ProjectsByStatus({ rows }: { rows: ReportsSummary["projectsByStatus"] | undefined }) {
  return (
    <ReportSection title="Proyectos por Estado">
      {!rows ? (
        <LoadingRows rows={6} />
      ) : (
        <List aria-label="Proyectos por estado" disablePadding sx={{ mt: 1 }}>
          {rows.map((row) => {
            const label = projectStatusLabels[row.status];
            return (
              <ListItem key={row.status} disableGutters sx={{ display: "block", py: 0.75 }}>
                <Stack direction="row" sx={{ justifyContent: "space-between", mb: 0.5 }}>
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {`${row.count} (${formatPercentage(row.percentage)})`}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, Math.max(0, row.percentage))}
                  aria-label={`${label}: ${formatPercentage(row.percentage)}`}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </ReportSection>
  );
}

function StatusCounts<S extends string>({
  title,
  rows,
  labels,
}: {
  title: string;
  rows: Array<{ status: S; count: number }> | undefined;
  labels: Record<S, string>;
}) {
  return (
    <ReportSection title={title}>
      {!rows ? (
        <LoadingRows rows={5} />
      ) : (
        <List aria-label={title} disablePadding sx={{ mt: 1 }}>
          {rows.map((row) => (
            <ListItem key={row.status} disableGutters divider sx={{ py: 1 }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2">{labels[row.status]}</Typography>
              </Box>
              <Chip size="small" label={row.count} color={row.count > 0 ? "primary" : "default"} />
            </ListItem>
          ))}
        </List>
      )}
    </ReportSection>
  );
}

export function QuotesByStatus({ rows }: { rows: ReportsSummary["quotesByStatus"] | undefined }) {
  return <StatusCounts title="Estado de Cotizaciones" rows={rows} labels={quoteStatusLabels} />;
}

export function InvoicesByStatus({ rows }: { rows: ReportsSummary["invoicesByStatus"] | undefined }) {
  return <StatusCounts title="Estado de Facturas" rows={rows} labels={invoiceStatusLabels} />;
}
