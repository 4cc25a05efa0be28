import { and, eq, inArray } from "drizzle-orm";
import { CREDIT_NOTE_NOT_FOUND } from "../../contract";
import { feDocuments, invoices } from "../../db/schema";
import { creditNotePdfSource } from "../../domain/documents/pdfs";
import { creditNotePdfFiscal } from "../../domain/fe/pdf-fiscal";
import type { AppContext } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";
import { issuerOf } from "../../pdf/issuer";
import { documentFileName } from "../../pdf/sales-document";

/** GET /api/credit-notes/:id/pdf: the note as 'NC-2026-0001.pdf', its CAFE once issued. */
export async function creditNotePdf(c: AppContext) {
  const { db } = c.var.deps;
  const { record, client, company } = await creditNotePdfSource(db, idParam(c, CREDIT_NOTE_NOT_FOUND));
  const [invoice] = await db
    .select({ issueDate: invoices.issueDate, cufe: feDocuments.cufe })
    .from(invoices)
    .leftJoin(feDocuments, and(eq(feDocuments.invoiceId, invoices.id), inArray(feDocuments.documentType, ["01", "03"])))
    .where(eq(invoices.id, record.invoiceId));
  const bytes = await c.var.deps.pdf.render({
    kind: "credit-note",
    issuer: await issuerOf(company),
    note: record,
    invoice: {
      invoiceNumber: record.invoiceNumber,
      issueDate: invoice?.issueDate ?? record.issueDate,
      cufe: invoice?.cufe ?? null,
    },
    client,
    fiscal: await creditNotePdfFiscal(db, record.id),
  });
  return pdfResponse(c, documentFileName(record.creditNoteNumber), bytes);
}
