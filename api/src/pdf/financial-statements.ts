import type { CategoryAmount, FinancialReportsRecord } from "../contract/financial-reports";
import { reportPeriodLabels } from "../contract/financial-reports";
import { pdfDate } from "./format";
import type { ReportRow, SectionsReport } from "./sections-report";

// The three statements of /finance/reports as PDF reports, with the screen's labels. Their
// figures are GET /api/financial/reports' (api/docs/finance-reports.md); nothing is recomputed.

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

export const UNCATEGORIZED = "Sin categoría";

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
 * 'estado-de-resultados-2026-11.pdf'. The balance sheet is a picture of today whatever the
 * period, so it is named by that day: 'balance-general-2026-11-23.pdf'.
 */
export function statementFileName(kind: StatementKind, report: FinancialReportsRecord, today: string): string {
  return `${fileStems[kind]}-${kind === "balance-sheet" ? today : periodTag(report)}.pdf`;
}

const categoryRows = (rows: readonly CategoryAmount[]): ReportRow[] =>
  rows.map((row) => ({ label: row.categoryName ?? UNCATEGORIZED, amount: row.amount, indent: true }));

function periodMeta(report: FinancialReportsRecord) {
  return [
    ["Período:", reportPeriodLabels[report.period]],
    ["Del", `${pdfDate(report.from)} al ${pdfDate(report.to)}`],
  ] as const;
}

/** One statement of the report as a sections report (printed as a "sections-report" PDF job). */
export function statementReport(kind: StatementKind, report: FinancialReportsRecord, today: string): SectionsReport {
  const title = titles[kind];
  const documentTitle = `${title} ${kind === "balance-sheet" ? today : periodTag(report)}`;
  if (kind === "balance-sheet") {
    const sheet = report.balanceSheet;
    return {
      title: title.toUpperCase(),
      documentTitle,
      meta: [["Al", pdfDate(today)]],
      sections: [
        {
          title: "Activos",
          rows: [
            { label: "Efectivo en bancos", amount: sheet.bankBalance },
            { label: "Cuentas por cobrar", amount: sheet.receivables },
            { label: "Total Activos", amount: sheet.totalAssets, emphasis: "total" },
          ],
        },
        {
          title: "Pasivos",
          rows: [
            { label: "Cuentas por pagar", amount: sheet.payables },
            { label: "Total Pasivos", amount: sheet.totalLiabilities, emphasis: "total" },
          ],
        },
        { title: "Patrimonio", rows: [{ label: "Total Patrimonio", amount: sheet.equity, emphasis: "grand" }] },
      ],
      notes: [
        "Saldos a la fecha: los saldos bancarios de las cuentas activas y los saldos pendientes de las cuentas por cobrar y por pagar.",
        "Montos en balboas; las cuentas en dólares se suman a la par (1 USD = 1 PAB).",
      ],
    };
  }
  if (kind === "income-statement") {
    const statement = report.incomeStatement;
    return {
      title: title.toUpperCase(),
      documentTitle,
      meta: periodMeta(report),
      sections: [
        {
          title: "Ingresos",
          rows: [
            ...categoryRows(statement.income),
            { label: "Total Ingresos", amount: statement.totalIncome, emphasis: "total" },
          ],
        },
        {
          title: "Gastos",
          rows: [
            ...categoryRows(statement.expenses),
            { label: "Total Gastos", amount: statement.totalExpenses, emphasis: "total" },
          ],
        },
        { title: "Resultado", rows: [{ label: "Utilidad Neta", amount: statement.netIncome, emphasis: "grand" }] },
      ],
      notes: [
        "Transacciones de ingreso y gasto completadas con fecha en el período, por categoría.",
        "Montos en balboas; las transacciones en dólares se suman a la par (1 USD = 1 PAB).",
      ],
    };
  }
  const flow = report.cashFlow;
  return {
    title: title.toUpperCase(),
    documentTitle,
    meta: periodMeta(report),
    sections: [
      {
        title: "Movimientos del período",
        rows: [
          { label: "Entradas de efectivo", amount: flow.inflows },
          { label: "Salidas de efectivo", amount: flow.outflows },
          { label: "Flujo Neto", amount: flow.netCashFlow, emphasis: "grand" },
        ],
      },
    ],
    notes: [
      "Entradas: transacciones de ingreso completadas en el período; salidas: transacciones de gasto completadas.",
      "Montos en balboas; las transacciones en dólares se suman a la par (1 USD = 1 PAB).",
    ],
  };
}
