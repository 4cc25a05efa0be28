import { Grid, Typography } from "@mui/material";
import { ACCOUNT_OPENINGS, type FinancialReportsRecord, type StatementLine, UNCLOSED_RESULT } from "api/contract";
import { ExportMenu, endpointPath, formatDate } from "shared-ui";
import { ReportCard, ReportLine, ReportSubheading, type StatementPdf } from "./report-card";

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

/** The accounts of a statement, each with its code. */
function accountLines(lines: readonly StatementLine[]) {
  return lines.map((line) => (
    <ReportLine key={line.accountCode} code={line.accountCode} label={line.accountName} amount={line.amount} />
  ));
}

function NoMovements({ lines, text }: { lines: readonly StatementLine[]; text: string }) {
  if (lines.length > 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

/** 'Estados Financieros': the balance sheet, the income statement and the cash flow, from the ledger. */
export function FinancialStatements({ report }: { report: FinancialReportsRecord }) {
  const { balanceSheet, incomeStatement, cashFlow } = report;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ReportCard
          title="Balance General"
          subtitle={`Al ${formatDate(balanceSheet.asOf)}`}
          pdf={statementPdf("balanceSheetPdf", report)}
          exportMenu={<ExportMenu endpoint="exportBalanceSheet" filters={{ period: report.period }} />}
        >
          <ReportSubheading>Activos</ReportSubheading>
          {accountLines(balanceSheet.assets)}
          <ReportLine label="Total Activos" amount={balanceSheet.totalAssets} total />
          <ReportSubheading>Pasivos</ReportSubheading>
          {accountLines(balanceSheet.liabilities)}
          <ReportLine label="Total Pasivos" amount={balanceSheet.totalLiabilities} total />
          <ReportSubheading>Patrimonio</ReportSubheading>
          {accountLines(balanceSheet.equityAccounts)}
          <ReportLine label={UNCLOSED_RESULT} amount={balanceSheet.unclosedResult} />
          <ReportLine label="Patrimonio" amount={balanceSheet.equity} total />
          <ReportLine label="Total Pasivos y Patrimonio" amount={balanceSheet.totalLiabilitiesAndEquity} total />
        </ReportCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ReportCard
          title="Estado de Resultados"
          subtitle="Sin ITBMS"
          pdf={statementPdf("incomeStatementPdf", report)}
          exportMenu={<ExportMenu endpoint="exportIncomeStatement" filters={{ period: report.period }} />}
        >
          <ReportSubheading>Ingresos</ReportSubheading>
          {accountLines(incomeStatement.income)}
          <NoMovements lines={incomeStatement.income} text="Sin ingresos en el período" />
          <ReportLine label="Total Ingresos" amount={incomeStatement.totalIncome} total />
          <ReportSubheading>Gastos</ReportSubheading>
          {accountLines(incomeStatement.expenses)}
          <NoMovements lines={incomeStatement.expenses} text="Sin gastos en el período" />
          <ReportLine label="Total Gastos" amount={incomeStatement.totalExpenses} total />
          <ReportLine label="Utilidad Neta" amount={incomeStatement.netIncome} total />
        </ReportCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ReportCard
          title="Flujo de Efectivo"
          subtitle="Caja y bancos"
          pdf={statementPdf("cashFlowPdf", report)}
          exportMenu={<ExportMenu endpoint="exportCashFlow" filters={{ period: report.period }} />}
        >
          <ReportLine label="Efectivo al inicio" amount={cashFlow.openingCash} />
          <ReportLine label="Entradas de efectivo" amount={cashFlow.inflows} />
          <ReportLine label="Salidas de efectivo" amount={cashFlow.outflows} />
          <ReportLine label="Flujo Neto" amount={cashFlow.netCashFlow} total />
          <ReportLine label={ACCOUNT_OPENINGS} amount={cashFlow.accountOpenings} />
          <ReportLine label="Efectivo al final" amount={cashFlow.closingCash} total />
        </ReportCard>
      </Grid>
    </Grid>
  );
}
