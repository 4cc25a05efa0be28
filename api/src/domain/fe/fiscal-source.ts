import { eq } from "drizzle-orm";
import type { ActivityEntity } from "../../contract";
import type { Db } from "../../db/client";
import { type CompanySettings, creditNotes, type FeDocumentRow, invoices } from "../../db/schema";
import type { FeDocument } from "../../fe/document";
import { feDocumentOfCreditNote } from "./credit-note-document";
import { type FeHeader, feDocumentOfInvoice } from "./invoice-document";

// What a fiscal document is issued from: an invoice (01, 03) or a credit note of one (04). The
// issuing, sending and contingency path (issue.ts, send.ts) is one for both; only building the
// document and naming it in the activity log depend on the source.

export type FeSource =
  | { kind: "invoice"; invoiceId: number }
  | { kind: "credit_note"; invoiceId: number; creditNoteId: number };

/** The source of a stored fiscal document. */
export const sourceOfRow = (row: Pick<FeDocumentRow, "invoiceId" | "creditNoteId">): FeSource =>
  row.creditNoteId !== null
    ? { kind: "credit_note", invoiceId: row.invoiceId, creditNoteId: row.creditNoteId }
    : { kind: "invoice", invoiceId: row.invoiceId };

/** The source's fiscal document, numbered and dated by `header`. */
export async function feDocumentOfSource(
  tx: Db,
  source: FeSource,
  company: CompanySettings,
  header: FeHeader,
): Promise<FeDocument> {
  if (source.kind === "credit_note") return feDocumentOfCreditNote(tx, source.creditNoteId, company, header);
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, source.invoiceId));
  if (!invoice) throw new Error(`No existe la factura ${source.invoiceId}`);
  return feDocumentOfInvoice(tx, invoice, company, header);
}

/** How the activity log names the source: 'Factura FAC-2026-0010', 'Nota de crédito NC-2026-0001'. */
export async function sourceSubject(
  tx: Db,
  source: FeSource,
): Promise<{ entity: ActivityEntity; entityId: number; name: string }> {
  if (source.kind === "credit_note") {
    const [note] = await tx
      .select({ number: creditNotes.creditNoteNumber })
      .from(creditNotes)
      .where(eq(creditNotes.id, source.creditNoteId));
    return { entity: "credit_note", entityId: source.creditNoteId, name: `Nota de crédito ${note?.number ?? ""}` };
  }
  const [invoice] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.id, source.invoiceId));
  return { entity: "invoice", entityId: source.invoiceId, name: `Factura ${invoice?.number ?? ""}` };
}
