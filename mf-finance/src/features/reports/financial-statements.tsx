import { Grid } from "@mui/material";
import type { CategoryAmount, FinancialReportsRecord } from "api/contract";
import { endpointPath } from "shared-ui";
import { ReportCard, ReportLine, ReportSubheading, type StatementPdf, UNCATEGORIZED } from "./report-card";

/** Each statement's PDF operation, and the name its file is saved under if the server gives none. */
const statementPdfs = {
  balanceSheetPdf: "balance-sheet.pdf",
  incomeStatementPdf: "income-statement.pdf",
  cashFlowPdf: "cash-flow.pdf",
} as const;

/** The statement as a PDF, for the report's period. */
const statementPdf = (endpoint: keyof typeof statementPdfs, report: FinancialReportsRecord): StatementPdf => ({
  path: endpointPath(endpoint, { query: { period: report.period } }),
  fallbackName: statementPdfs[endpoint],
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
        <ReportCard title="Balance General" pdf={statementPdf("balanceSheetPdf", report)}>
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
        <ReportCard title="Estado de Resultados" pdf={statementPdf("incomeStatementPdf", report)}>
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
        <ReportCard title="Flujo de Efectivo" pdf={statementPdf("cashFlowPdf", report)}>
          <ReportLine label="Entradas de efectivo" amount={cashFlow.inflows} />
          <ReportLine label="Salidas de efectivo" amount={cashFlow.outflows} />
          <ReportLine label="Flujo Neto" amount={cashFlow.netCashFlow} total />
        </ReportCard>
      </Grid>
    </Grid>
  );
}
