import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { PERIOD_MONTH_INVALID, PERIOD_MONTH_PATTERN } from "../../../contract/finance/accounting";
import { readCompanySettings } from "../../../domain/company-settings";
import { FieldFailure } from "../../../domain/failures";
import { form430 } from "../../../domain/finance/dgi/form-430";
import { form430Documents } from "../../../domain/finance/dgi/form-430-documents";
import { fileForm430 } from "../../../domain/finance/dgi/form-430-filing";
import { informe43 } from "../../../domain/finance/dgi/informe-43";
import {
  informe43FileName,
  informe43Sheet,
  informe43Text,
  toWindows1252,
} from "../../../domain/finance/dgi/informe-43-file";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { exportResponse } from "../../../http/exports";
import { pdfResponse } from "../../../http/pdf";
import { validate } from "../../../http/validate";
import { form430FileName, form430Report } from "../../../pdf/form-430";
import { issuerOf } from "../../../pdf/issuer";

// The DGI's monthly reports for ?month=YYYY-MM (api/docs/dgi-reports.md): Formulario 430 (also as
// a PDF) and Informe 43 (also as the e-Tax 2.0 import file and as Excel).

// The four share their query: ?month=YYYY-MM.
const month = validate("query", endpoints.form430.query);

/** The month of a path, as the closed months' paths take it. */
const monthParam = (c: AppContext) => {
  const value = c.req.param("month") ?? "";
  if (!PERIOD_MONTH_PATTERN.test(value)) throw new FieldFailure("month", PERIOD_MONTH_INVALID);
  return value;
};

export const dgiRoutes = new Hono<AppEnv>()
  .get("/form-430", month, async (c) => c.json(await form430(c.var.deps.db, c.req.valid("query").month)))
  .post("/form-430/:month/filing", async (c) =>
    c.json(await fileForm430(c.var.deps.db, monthParam(c), actorOf(c)), 201),
  )
  .get("/form-430/:month/documents", async (c) => c.json(await form430Documents(c.var.deps.db, monthParam(c))))
  .get("/form-430.pdf", month, async (c) => {
    const { db, pdf } = c.var.deps;
    const form = await form430(db, c.req.valid("query").month);
    const issuer = await issuerOf(await readCompanySettings(db));
    const bytes = await pdf.render({ kind: "sections-report", issuer, report: form430Report(form) });
    return pdfResponse(c, form430FileName(form.month), bytes);
  })
  .get("/informe-43", month, async (c) => c.json(await informe43(c.var.deps.db, c.req.valid("query").month)))
  .get("/informe-43.txt", month, async (c) => {
    const record = await informe43(c.var.deps.db, c.req.valid("query").month);
    return c.body(toWindows1252(informe43Text(record.lines)), 200, {
      "Content-Type": "text/plain; charset=windows-1252",
      "Content-Disposition": `attachment; filename="${informe43FileName(record.month)}.txt"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/informe-43.xlsx", month, async (c) => {
    const record = await informe43(c.var.deps.db, c.req.valid("query").month);
    return exportResponse(c, "xlsx", informe43Sheet(record));
  });
