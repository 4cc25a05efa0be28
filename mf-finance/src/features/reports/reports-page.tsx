import { Box, MenuItem, Skeleton, Tab, Tabs, TextField } from "@mui/material";
import { DEFAULT_REPORT_PERIOD, type ReportPeriod, reportPeriodLabels, reportPeriods } from "api/contract";
import { lazy, Suspense, useState } from "react";
import { ErrorState, PageHeader, useEndpoint } from "shared-ui";
import { FinancialStatements } from "./financial-statements";
import { FiscalReports } from "./fiscal-reports";

const AnalysisCharts = lazy(() => import("./analysis-charts"));

const tabs = ["Estados Financieros", "Reportes Fiscales", "Análisis"] as const;

const loading = <Skeleton variant="rounded" height={320} aria-label="Cargando" />;

export function ReportsPage() {
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const [tab, setTab] = useState(0);
  const { data, error, isLoading, mutate } = useEndpoint("financialReports", { query: { period } });

  return (
    <>
      <PageHeader
        title="Reportes Financieros"
        subtitle="Estados financieros y reportes fiscales DGI."
        actions={
          <TextField
            select
            size="small"
            label="Período"
            value={period}
            onChange={(event) => setPeriod(event.target.value as ReportPeriod)}
            sx={{ minWidth: 200 }}
          >
            {reportPeriods.map((option) => (
              <MenuItem key={option} value={option}>
                {reportPeriodLabels[option]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
      >
        {tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={tabs[tab]}>
        {error ? (
          <ErrorState onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          loading
        ) : tab === 0 ? (
          <FinancialStatements report={data} />
        ) : tab === 1 ? (
          <FiscalReports report={data} />
        ) : (
          <Suspense fallback={loading}>
            <AnalysisCharts report={data} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
