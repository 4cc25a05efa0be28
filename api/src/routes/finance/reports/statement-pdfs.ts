import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { readCompanySettings } from "../../../domain/company-settings";
import { financialReports } from "../../../domain/finance/reports";
import type { AppEnv } from "../../../http/context";
import { pdfResponse } from "../../../http/pdf";
import { validate } from "../../../http/validate";
import {
  type StatementKind,
  statementFileName,
  statementKinds,
  statementReport,
} from "../../../pdf/financial-statements";
import { issuerOf } from "../../../pdf/issuer";

// GET /api/financial/reports/{balance-sheet|income-statement|cash-flow}.pdf?period=…: one
// statement of the JSON report, for the same period, as a PDF (api/docs/pdf-documents.md).

export const statementPdfRoutes = new Hono<AppEnv>();

for (const kind of statementKinds) {
  statementPdfRoutes.get(`/${kind}.pdf`, validate("query", endpoints.balanceSheetPdf.query), async (c) => {
    const { db, pdf } = c.var.deps;
    const now = new Date();
    const report = await financialReports(db, c.req.valid("query").period, now);
    const settings = await readCompanySettings(db);
    const bytes = await pdf.render(
      {
        kind: "sections-report",
        issuer: await issuerOf(settings),
        report: statementReport(kind satisfies StatementKind, report),
      },
      now,
    );
    return pdfResponse(c, statementFileName(kind, report), bytes);
  });
}
