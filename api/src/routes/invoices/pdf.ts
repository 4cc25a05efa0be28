import { INVOICE_NOT_FOUND } from "../../domain/documents/invoices";
import { invoicePdfJob } from "../../domain/documents/pdfs";
import type { AppContext } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";

/** GET /api/invoices/:id/pdf: the invoice as 'FAC-2026-0010.pdf' (api/docs/pdf-documents.md). */
export async function invoicePdf(c: AppContext) {
  const { job, fileName } = await invoicePdfJob(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND));
  return pdfResponse(c, fileName, await c.var.deps.pdf.render(job));
}
