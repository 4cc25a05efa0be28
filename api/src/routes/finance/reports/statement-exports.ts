import { Hono } from "hono";
import { endpoints } from "../../../contract";
import type { ExportColumn, ExportTable } from "../../../domain/exports";
import { financialReports } from "../../../domain/finance/reports";
import type { AppEnv } from "../../../http/context";
import { exportResponse } from "../../../http/exports";
import { validate } from "../../../http/validate";
import { statementFileStem, statementKinds, statementReport } from "../../../pdf/financial-statements";
import type { SectionsReport } from "../../../pdf/sections-report";

// GET /api/financial/reports/{balance-sheet|income-statement|cash-flow}/export?period=…&format=…:
// one statement as CSV or Excel, row for row what its PDF prints (api/docs/finance-reports.md),
// so the accountant's spreadsheet and the printed statement never disagree.

type StatementRow = { section: string; code: string | null; label: string; amount: string };

const columns: ReadonlyArray<ExportColumn<StatementRow>> = [
  { header: "Sección", type: "text", value: (row) => row.section, width: 28 },
  { header: "Código", type: "text", value: (row) => row.code, width: 10 },
  { header: "Concepto", type: "text", value: (row) => row.label, width: 40 },
  { header: "Monto", type: "money", value: (row) => row.amount },
];

function statementTable(report: SectionsReport, fileName: string): ExportTable<StatementRow> {
  const rows = report.sections.flatMap((section) =>
    section.rows.map((row) => ({
      section: section.title,
      code: row.code ?? null,
      label: row.label,
      amount: row.amount,
    })),
  );
  return {
    fileName,
    dated: false,
    sheetName: report.documentTitle.slice(0, 31),
    columns,
    pages: (async function* () {
      yield rows;
    })(),
  };
}

export const statementExportRoutes = new Hono<AppEnv>();

for (const kind of statementKinds) {
  statementExportRoutes.get(`/${kind}/export`, validate("query", endpoints.exportBalanceSheet.query), async (c) => {
    const { period, format } = c.req.valid("query");
    const report = await financialReports(c.var.deps.db, period);
    return exportResponse(c, format, statementTable(statementReport(kind, report), statementFileStem(kind, report)));
  });
}
