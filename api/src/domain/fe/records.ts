import { and, eq, inArray } from "drizzle-orm";
import { CREDIT_NOTE_FE_NOT_ISSUED, FE_NOT_ISSUED, type FeDocumentRecord } from "../../contract";
import type { Db } from "../../db/client";
import { companySettings, type FeDocumentRow, feDocuments } from "../../db/schema";
import { DomainFailure } from "../failures";

// Reading an invoice's or a credit note's fiscal document and answering it (contract/fe/fe-records.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invoice's own fiscal document (01 or 03), locked when `forUpdate`; null before it is issued. */
export async function invoiceFeDocument(db: Db, invoiceId: number, forUpdate = false): Promise<FeDocumentRow | null> {
  const query = db
    .select()
    .from(feDocuments)
    .where(and(eq(feDocuments.invoiceId, invoiceId), inArray(feDocuments.documentType, ["01", "03"])));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** A credit note's fiscal document (04), locked when `forUpdate`; null before it is signed. */
export async function creditNoteFeDocument(
  db: Db,
  creditNoteId: number,
  forUpdate = false,
): Promise<FeDocumentRow | null> {
  const query = db.select().from(feDocuments).where(eq(feDocuments.creditNoteId, creditNoteId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The days after authorisation the company allows annulment (its PAC's window). */
export async function annulmentDays(db: Db): Promise<number> {
  const [row] = await db.select({ days: companySettings.feAnnulmentDays }).from(companySettings);
  return row?.days ?? 7;
}

/** Until when an authorised document may be annulled; null when it is not authorised. */
export const annulableUntil = (row: Pick<FeDocumentRow, "status" | "authorisedAt">, days: number): Date | null =>
  row.status === "authorised" && row.authorisedAt ? new Date(row.authorisedAt.getTime() + days * DAY_MS) : null;

export function toFeDocumentRecord(row: FeDocumentRow, days: number): FeDocumentRecord {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    documentType: row.documentType as FeDocumentRecord["documentType"],
    status: row.status,
    environment: row.environment === 1 ? 1 : 2,
    branchCode: row.branchCode,
    billingPoint: row.billingPoint,
    number: row.number,
    cufe: row.cufe,
    issuedAt: row.issuedAt.toISOString(),
    emissionType: row.emissionType === "02" ? "02" : "01",
    contingency:
      row.contingencyReason && row.contingencyStartedAt
        ? { reason: row.contingencyReason, startedAt: row.contingencyStartedAt.toISOString() }
        : null,
    pacProvider: row.pacProvider,
    protocol: row.protocol,
    authorisedAt: iso(row.authorisedAt),
    qrContent: row.qrContent,
    rejection: row.rejectionCode !== null ? { code: row.rejectionCode, message: row.rejectionMessage ?? "" } : null,
    annulledAt: iso(row.annulledAt),
    annulmentReason: row.annulmentReason,
    annulableUntil: iso(annulableUntil(row, days)),
    sendAttempts: row.sendAttempts,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastError: row.lastError,
  };
}

/** GET /api/invoices/{id}/fe. */
export async function findInvoiceFe(db: Db, invoiceId: number): Promise<FeDocumentRecord> {
  const row = await invoiceFeDocument(db, invoiceId);
  if (!row) throw new DomainFailure("not_found", FE_NOT_ISSUED);
  return toFeDocumentRecord(row, await annulmentDays(db));
}

/** The PAC's XML once authorised, else the one the company signed. */
const xmlOf = (row: FeDocumentRow) => ({
  xml: row.pacXml ?? row.signedXml,
  fileName: `FE-${row.billingPoint}-${row.number}.xml`,
});

/** GET /api/invoices/{id}/fe/xml. */
export async function invoiceFeXml(db: Db, invoiceId: number): Promise<{ xml: string; fileName: string }> {
  const row = await invoiceFeDocument(db, invoiceId);
  if (!row) throw new DomainFailure("not_found", FE_NOT_ISSUED);
  return xmlOf(row);
}

/** GET /api/credit-notes/{id}/fe. A credit note is never annulled: it answers no window. */
export async function findCreditNoteFe(db: Db, creditNoteId: number): Promise<FeDocumentRecord> {
  const row = await creditNoteFeDocument(db, creditNoteId);
  if (!row) throw new DomainFailure("not_found", CREDIT_NOTE_FE_NOT_ISSUED);
  return { ...toFeDocumentRecord(row, 0), annulableUntil: null };
}

/** GET /api/credit-notes/{id}/fe/xml. */
export async function creditNoteFeXml(db: Db, creditNoteId: number): Promise<{ xml: string; fileName: string }> {
  const row = await creditNoteFeDocument(db, creditNoteId);
  if (!row) throw new DomainFailure("not_found", CREDIT_NOTE_FE_NOT_ISSUED);
  return xmlOf(row);
}
