import type { FinancialReportsRecord, StatementLine } from "../contract/finance/financial-reports";
import { ACCOUNT_OPENINGS, reportPeriodLabels, UNCLOSED_RESULT } from "../contract/finance/financial-reports";
import { pdfDate } from "./format";
import type { ReportRow, SectionsReport } from "./sections-report";

// The three statements of /finance/reports as PDF reports, with the screen's labels. Their
// figures are GET /api/financial/reports' (api/docs/finance-reports.md); nothing is recomputed.
// Every account line prints its code in the code column.

export const statementKinds = ["balance-sheet", "income-statement", "cash-flow"] as const;
export type StatementKind = (typeof statementKinds)[number];

const titles: Record<StatementKind, string> = {
  "balance-sheet": "Balance General",
  "income-statement": "Estado de Resultados",
  "cash-flow": "Flujo de Efectivo",
};

/** The file names' stems: 'balance-general', 'estado-de-resultados', 'flujo-de-efectivo'. */
const fileStems: Record<StatementKind, string> = {
  "balance-sheet": "balance-general",
  "income-statement": "estado-de-resultados",
  "cash-flow": "flujo-de-efectivo",
};

/** 'YYYY-MM' for a month, 'YYYY-T4' for a quarter, 'YYYY' for a year: what the period covers. */
export function periodTag(report: Pick<FinancialReportsRecord, "period" | "from">): string {
  const year = report.from.slice(0, 4);
  switch (report.period) {
    case "current_month":
    case "last_month":
      return report.from.slice(0, 7);
    case "current_quarter":
      return `${year}-T${Math.floor((Number(report.from.slice(5, 7)) - 1) / 3) + 1}`;
    default:
      return year;
  }
}

/**
 * 'estado-de-resultados-2026-11.pdf'. The balance sheet is a picture of one day, the period's
 * last, so it is named by that day: 'balance-general-2026-11-30.pdf'.
 */
export function statementFileName(kind: StatementKind, report: FinancialReportsRecord): string {
  return `${statementFileStem(kind, report)}.pdf`;
}

/** The name without its extension, which the statement's CSV and Excel files share. */
export function statementFileStem(kind: StatementKind, report: FinancialReportsRecord): string {
  return `${fileStems[kind]}-${kind === "balance-sheet" ? report.balanceSheet.asOf : periodTag(report)}`;
}

/** Each account of a statement as a row with its code in the code column. */
const accountRows = (lines: readonly StatementLine[]): ReportRow[] =>
  lines.map((line) => ({ code: line.accountCode, label: line.accountName, amount: line.amount, indent: true }));

function periodMeta(report: FinancialReportsRecord) {
  return [
    ["Período:", reportPeriodLabels[report.period]],
    ["Del", `${pdfDate(report.from)} al ${pdfDate(report.to)}`],
  ] as const;
}

const AT_PAR = "Montos en balboas; las cuentas en dólares se suman a la par (1 USD = 1 PAB).";

function balanceSheetReport(report: FinancialReportsRecord, title: string): SectionsReport {
  const sheet = report.balanceSheet;
  return {
    title: title.toUpperCase(),
    documentTitle: `${title} ${sheet.asOf}`,
    meta: [["Al", pdfDate(sheet.asOf)]],
    sections: [
      {
        title: "Activos",
        rows: [...accountRows(sheet.assets), { label: "Total Activos", amount: sheet.totalAssets, emphasis: "total" }],
      },
      {
        title: "Pasivos",
        rows: [
          ...accountRows(sheet.liabilities),
          { label: "Total Pasivos", amount: sheet.totalLiabilities, emphasis: "total" },
        ],
      },
      {
        title: "Patrimonio",
        rows: [
          ...accountRows(sheet.equityAccounts),
          { label: UNCLOSED_RESULT, amount: sheet.unclosedResult, indent: true },
          { label: "Total Patrimonio", amount: sheet.equity, emphasis: "total" },
          { label: "Total Pasivos y Patrimonio", amount: sheet.totalLiabilitiesAndEquity, emphasis: "grand" },
        ],
      },
    ],
    notes: [
      "Saldos del libro mayor al último día del período: cada cuenta con saldo, del lado de su naturaleza.",
      "Resultado no cerrado: ingresos menos gastos registrados hasta esa fecha que ningún asiento de cierre llevó al patrimonio.",
      AT_PAR,
    ],
  };
}

function incomeStatementReport(report: FinancialReportsRecord, title: string): SectionsReport {
  const statement = report.incomeStatement;
  return {
    title: title.toUpperCase(),
    documentTitle: `${title} ${periodTag(report)}`,
    meta: periodMeta(report),
    sections: [
      {
        title: "Ingresos",
        rows: [
          ...accountRows(statement.income),
          { label: "Total Ingresos", amount: statement.totalIncome, emphasis: "total" },
        ],
      },
      {
        title: "Gastos",
        rows: [
          ...accountRows(statement.expenses),
          { label: "Total Gastos", amount: statement.totalExpenses, emphasis: "total" },
        ],
      },
      { title: "Resultado", rows: [{ label: "Utilidad Neta", amount: statement.netIncome, emphasis: "grand" }] },
    ],
    notes: [
      "Movimientos del período en las cuentas de ingresos (créditos − débitos) y de costos y gastos (débitos − créditos) del libro diario.",
      "Sin ITBMS: el cobrado está en ITBMS por pagar (2.1.02) y el pagado en ITBMS por cobrar (1.1.04).",
      AT_PAR,
    ],
  };
}

function cashFlowReport(report: FinancialReportsRecord, title: string): SectionsReport {
  const flow = report.cashFlow;
  return {
    title: title.toUpperCase(),
    documentTitle: `${title} ${periodTag(report)}`,
    meta: periodMeta(report),
    sections: [
      {
        title: "Movimientos del período",
        rows: [
          { label: "Efectivo al inicio", amount: flow.openingCash },
          { label: "Entradas de efectivo", amount: flow.inflows },
          { label: "Salidas de efectivo", amount: flow.outflows },
          { label: "Flujo Neto", amount: flow.netCashFlow, emphasis: "total" },
          { label: ACCOUNT_OPENINGS, amount: flow.accountOpenings },
          { label: "Efectivo al final", amount: flow.closingCash, emphasis: "grand" },
        ],
      },
    ],
    notes: [
      "Efectivo: Caja (1.1.01) y Bancos (1.1.02) según el libro diario.",
      "Las transferencias entre cuentas propias no son entradas ni salidas; su comisión es una salida.",
      AT_PAR,
    ],
  };
}

/** One statement of the report as a sections report (printed as a "sections-report" PDF job). */
export function statementReport(kind: StatementKind, report: FinancialReportsRecord): SectionsReport {
  const title = titles[kind];
  if (kind === "balance-sheet") return balanceSheetReport(report, title);
  if (kind === "income-statement") return incomeStatementReport(report, title);
  return cashFlowReport(report, title);
}
