import { quotePdfSource } from "../../domain/documents/pdfs";
import { QUOTE_NOT_FOUND } from "../../domain/documents/quotes";
import type { AppContext } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";
import { issuerOf } from "../../pdf/issuer";
import { documentFileName } from "../../pdf/sales-document";

/** GET /api/quotes/:id/pdf: the quote as 'COT-2026-0003.pdf' (api/docs/pdf-documents.md). */
export async function quotePdf(c: AppContext) {
  const { record, client, company } = await quotePdfSource(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND));
  const bytes = await c.var.deps.pdf.render({ kind: "quote", issuer: await issuerOf(company), quote: record, client });
  return pdfResponse(c, documentFileName(record.quoteNumber), bytes);
}
