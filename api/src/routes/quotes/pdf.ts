import { quotePdfJob } from "../../domain/documents/pdfs";
import { QUOTE_NOT_FOUND } from "../../domain/documents/quotes";
import type { AppContext } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";

/** GET /api/quotes/:id/pdf: the quote as 'COT-2026-0003.pdf' (api/docs/pdf-documents.md). */
export async function quotePdf(c: AppContext) {
  const { job, fileName } = await quotePdfJob(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND));
  return pdfResponse(c, fileName, await c.var.deps.pdf.render(job));
}
