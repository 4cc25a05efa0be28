import { Grid, Skeleton } from "@mui/material";
import { seesEveryonesTime } from "api/contract";
import { lazy, Suspense } from "react";
import { ErrorState, PageHeader, useCurrentUser, useEndpoint } from "shared-ui";
import { HeadlineCards } from "./headline-cards";
import { MonthlySummary } from "./monthly-summary";
import { ReportSection } from "./report-section";
import { InvoicesByStatus, ProjectsByStatus, QuotesByStatus } from "./status-breakdown";
import { TimeReports } from "./time-reports";

// The charts library is loaded with the chart, not with the rest of the back office.
// Made once at module level: a lazy() made during render reloads in a loop.
const RevenueChart = lazy(() => import("./revenue-chart").then((module) => ({ default: module.RevenueChart })));

const chartSkeleton = <Skeleton variant="rounded" height={300} sx={{ mt: 2 }} aria-label="Cargando" />;

export function ReportsPage() {
  const { data, error, isLoading, mutate } = useEndpoint("reportsSummary");
  // The time reports read everyone's hours and rates: admin and finance (api/docs/time.md).
  const { user } = useCurrentUser();

  return (
    <>
      <PageHeader title="Reportes y Análisis" subtitle="Indicadores de ventas, proyectos y facturación." />
      {error ? (
        <ErrorState message="No se pudieron cargar los reportes." onRetry={() => mutate()} />
      ) : (
        <>
          <HeadlineCards headline={data?.headline} loading={isLoading} />
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <ReportSection title="Ingresos Mensuales" subtitle="Facturas pagadas, últimos seis meses">
                {data ? (
                  <Suspense fallback={chartSkeleton}>
                    <RevenueChart months={data.monthlyRevenue} />
                  </Suspense>
                ) : (
                  chartSkeleton
                )}
              </ReportSection>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <ProjectsByStatus rows={data?.projectsByStatus} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <QuotesByStatus rows={data?.quotesByStatus} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <InvoicesByStatus rows={data?.invoicesByStatus} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <MonthlySummary summary={data?.monthlySummary} />
            </Grid>
          </Grid>
        </>
      )}
      {user && seesEveryonesTime(user.role) && <TimeReports />}
    </>
  );
}
