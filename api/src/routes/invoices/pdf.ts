import { INVOICE_NOT_FOUND } from "../../domain/documents/invoices";
import { invoicePdfSource } from "../../domain/documents/pdfs";
import { invoicePdfFiscal } from "../../domain/fe/pdf-fiscal";
import type { AppContext } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";
import { issuerOf } from "../../pdf/issuer";
import { documentFileName } from "../../pdf/sales-document";

/** GET /api/invoices/:id/pdf: the invoice as 'FAC-2026-0010.pdf' (api/docs/pdf-documents.md). */
export async function invoicePdf(c: AppContext) {
  const { record, client, company } = await invoicePdfSource(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND));
  const bytes = await c.var.deps.pdf.render({
    kind: "invoice",
    issuer: await issuerOf(company),
    invoice: record,
    client,
    fiscal: await invoicePdfFiscal(c.var.deps.db, record.id),
  });
  return pdfResponse(c, documentFileName(record.invoiceNumber), bytes);
}
