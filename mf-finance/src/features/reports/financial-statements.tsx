import { Grid } from "@mui/material";
import type { CategoryAmount, FinancialReportsRecord } from "api/contract";
import { ReportCard, ReportLine, ReportSubheading, type StatementPdf, UNCATEGORIZED } from "./report-card";

/** GET /api/financial/reports/<statement>.pdf for the report's period: the statement as a PDF. */
const statementPdf = (statement: string, report: FinancialReportsRecord): StatementPdf => ({
  path: `/api/financial/reports/${statement}.pdf?period=${report.period}`,
  fallbackName: `${statement}.pdf`,
});

function categoryLines(rows: readonly CategoryAmount[]) {
  return rows.map((row) => (
    <ReportLine key={row.categoryId ?? "none"} label={row.categoryName ?? UNCATEGORIZED} amount={row.amount} />
  ));
}

/** 'Estados Financieros': the balance sheet, the income statement and the cash flow. */
export function FinancialStatements({ report }: { report: FinancialReportsRecord }) {
  const { balanceSheet, incomeStatement, cashFlow } = report;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ReportCard title="Balance General" pdf={statementPdf("balance-sheet", report)}>
          <ReportSubheading>Activos</ReportSubheading>
          <ReportLine label="Efectivo en bancos" amount={balanceSheet.bankBalance} />
          <ReportLine label="Cuentas por cobrar" amount={balanceSheet.receivables} />
          <ReportLine label="Total Activos" amount={balanceSheet.totalAssets} total />
          <ReportSubheading>Pasivos</ReportSubheading>
          <ReportLine label="Cuentas por pagar" amount={balanceSheet.payables} />
          <ReportLine label="Total Pasivos" amount={balanceSheet.totalLiabilities} total />
          <ReportLine label="Patrimonio" amount={balanceSheet.equity} total />
        </ReportCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ReportCard title="Estado de Resultados" pdf={statementPdf("income-statement", report)}>
          <ReportSubheading>Ingresos</ReportSubheading>
          {categoryLines(incomeStatement.income)}
          <ReportLine label="Total Ingresos" amount={incomeStatement.totalIncome} total />
          <ReportSubheading>Gastos</ReportSubheading>
          {categoryLines(incomeStatement.expenses)}
          <ReportLine label="Total Gastos" amount={incomeStatement.totalExpenses} total />
          <ReportLine label="Utilidad Neta" amount={incomeStatement.netIncome} total />
        </ReportCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ReportCard title="Flujo de Efectivo" pdf={statementPdf("cash-flow", report)}>
          <ReportLine label="Entradas de efectivo" amount={cashFlow.inflows} />
          <ReportLine label="Salidas de efectivo" amount={cashFlow.outflows} />
          <ReportLine label="Flujo Neto" amount={cashFlow.netCashFlow} total />
        </ReportCard>
      </Grid>
    </Grid>
  );
}
