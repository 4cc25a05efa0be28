import { Card, CardContent, Grid, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { type FinancialReportsRecord, MONTH_SHORT_NAMES, type StatementLine } from "api/contract";
import { formatPAB } from "shared-ui";

// Loaded only when the 'Análisis' tab opens (reports-page.tsx), so no other screen downloads the charts.

const monthLabel = (month: string) =>
  `${MONTH_SHORT_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
// Chart heights and bar lengths only: every figure shown in text is formatted from the decimal string.
const toNumber = (amount: string) => Number(amount);
const money = (value: number | null) => (value === null ? "" : formatPAB(value));

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The income statement's accounts as bars, largest first (each account is a category of the chart). */
function CategoryChart({ rows, label, color }: { rows: readonly StatementLine[]; label: string; color: string }) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        No hay movimientos en este período
      </Typography>
    );
  }
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, rows.length * 44 + 60)}
      yAxis={[{ scaleType: "band", data: rows.map((row) => row.accountName), width: 160 }]}
      series={[{ data: rows.map((row) => toNumber(row.amount)), label, color, valueFormatter: money }]}
      hideLegend
    />
  );
}

/** 'Análisis': income and expenses by month, and by account of the chart, for the period (from the ledger). */
export default function AnalysisCharts({ report }: { report: FinancialReportsRecord }) {
  const { byMonth, incomeByAccount, expensesByAccount } = report.analysis;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard title="Ingresos y Gastos por Mes">
          <BarChart
            height={300}
            xAxis={[{ scaleType: "band", data: byMonth.map((row) => monthLabel(row.month)) }]}
            series={[
              {
                data: byMonth.map((row) => toNumber(row.income)),
                label: "Ingresos",
                color: "#2e7d32",
                valueFormatter: money,
              },
              {
                data: byMonth.map((row) => toNumber(row.expenses)),
                label: "Gastos",
                color: "#c62828",
                valueFormatter: money,
              },
            ]}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Ingresos por Categoría">
          <CategoryChart rows={incomeByAccount} label="Ingresos" color="#2e7d32" />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Gastos por Categoría">
          <CategoryChart rows={expensesByAccount} label="Gastos" color="#c62828" />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
