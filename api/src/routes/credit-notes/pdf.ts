import { CREDIT_NOTE_NOT_FOUND } from "../../contract";
import { creditNotePdfJob } from "../../domain/documents/pdfs";
import type { AppContext } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";

/** GET /api/credit-notes/:id/pdf: the note as 'NC-2026-0001.pdf', its CAFE once issued. */
export async function creditNotePdf(c: AppContext) {
  const { job, fileName } = await creditNotePdfJob(c.var.deps.db, idParam(c, CREDIT_NOTE_NOT_FOUND));
  return pdfResponse(c, fileName, await c.var.deps.pdf.render(job));
}
