import { and, asc, eq, inArray } from "drizzle-orm";
import { canonicalDecimal, itbmsRateOf } from "../../contract";
import type { Db } from "../../db/client";
import { type CompanySettings, clients, creditNoteLines, creditNotes, feDocuments, invoices } from "../../db/schema";
import type { FeDocument } from "../../fe/document";
import type { FeHeader } from "./invoice-document";
import { feRuc, issuerOf, receiverOf } from "./invoice-document";

// From a credit note, its lines, its invoice's client and the invoice's fiscal document to the
// product's fiscal document model: iDoc 04 with gDFRef naming the invoice's CUFE
// (api/docs/electronic-invoicing.md, "Credit notes").

/** The fiscal document of credit note `creditNoteId`, numbered and dated by `header`. */
export async function feDocumentOfCreditNote(
  tx: Db,
  creditNoteId: number,
  company: CompanySettings,
  header: FeHeader,
): Promise<FeDocument> {
  const [note] = await tx.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  if (!note) throw new Error(`No existe la nota de crédito ${creditNoteId}`);
  const [client] = await tx.select().from(clients).where(eq(clients.id, note.clientId));
  if (!client) throw new Error(`La nota de crédito ${note.creditNoteNumber} no tiene cliente`);
  const [invoice] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, note.invoiceId));
  // The invoice's own document (01 or 03): its CUFE as the DGI registered it, and its date.
  const [referenced] = await tx
    .select({ cufe: feDocuments.cufe, issuedAt: feDocuments.issuedAt })
    .from(feDocuments)
    .where(and(eq(feDocuments.invoiceId, note.invoiceId), inArray(feDocuments.documentType, ["01", "03"])));
  if (!referenced) throw new Error(`La factura de la nota ${note.creditNoteNumber} no tiene documento fiscal`);
  const lines = await tx
    .select()
    .from(creditNoteLines)
    .where(eq(creditNoteLines.creditNoteId, creditNoteId))
    .orderBy(asc(creditNoteLines.position));
  return {
    ...header,
    documentType: "04",
    issuer: issuerOf(company),
    receiver: receiverOf(client),
    items: lines.map((line) => ({
      description: line.description,
      quantity: canonicalDecimal(line.quantity),
      unitPrice: canonicalDecimal(line.unitPrice, 2),
      discountPercent: canonicalDecimal(line.discountPercent),
      itbmsRate: itbmsRateOf(line.itbmsRate),
    })),
    // What is given back is settled at once: by transfer when the invoice was paid, else against what is owed.
    paymentMethod: invoice?.status === "paid" ? "08" : "01",
    dueDate: null,
    reference: {
      issuerRuc: feRuc(company.ruc ?? "", company.dv),
      issuerName: company.legalName.slice(0, 100),
      issuedAt: referenced.issuedAt,
      cufe: referenced.cufe,
    },
    notes: note.reason.slice(0, 5000),
  };
}
