import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { feDocumentStatuses } from "../../contract/fe/fe";
import { users } from "./auth";
import { oneOf, timestamps } from "./columns";
import { creditNotes } from "./credit-notes";
import { invoices } from "./crm";

// Electronic fiscal documents (api/docs/electronic-invoicing.md): what was built, signed and sent
// to the PAC for each invoice, and the PAC's answer. A row is never deleted: its number belongs to
// its invoice for good, and a signed or authorised document is the fiscal record.

/**
 * The last fiscal number (dNroDF) handed out per billing point and document type. Taken with an
 * upsert inside the issuing transaction, so a rollback gives the number back and two issuers never
 * share one: the series has no gaps and no repeats.
 */
export const feNumberSeries = pgTable(
  "fe_number_series",
  {
    environment: integer("environment").notNull(),
    branchCode: text("branch_code").notNull(),
    billingPoint: text("billing_point").notNull(),
    documentType: text("document_type").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [uniqueIndex("fe_number_series_key").on(t.environment, t.branchCode, t.billingPoint, t.documentType)],
);

export const feDocuments = pgTable(
  "fe_documents",
  {
    id: serial("id").primaryKey(),
    // The invoice issued; for a credit note, the invoice it corrects.
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    // A credit note's own document (iDoc 04); null for an invoice's.
    creditNoteId: integer("credit_note_id").references(() => creditNotes.id, { onDelete: "restrict" }),
    // iDoc: 01 invoice, 03 export invoice, 04 credit note.
    documentType: text("document_type").notNull(),
    environment: integer("environment").notNull(),
    branchCode: text("branch_code").notNull(),
    billingPoint: text("billing_point").notNull(),
    // dNroDF, 10 digits.
    number: text("number").notNull(),
    // dSeg, 9 digits.
    securityCode: text("security_code").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    // iTpEmis: 01 normal, 02 contingency (the PAC did not answer).
    emissionType: text("emission_type").notNull(),
    contingencyReason: text("contingency_reason"),
    contingencyStartedAt: timestamp("contingency_started_at", { withTimezone: true }),
    cufe: text("cufe").notNull(),
    digestValue: text("digest_value").notNull(),
    signedXml: text("signed_xml").notNull(),
    status: text("status", { enum: feDocumentStatuses }).notNull(),
    pacProvider: text("pac_provider"),
    // What the PAC answered on authorisation: dProAut, its date, the QR's content, its XML.
    protocol: text("protocol"),
    authorisedAt: timestamp("authorised_at", { withTimezone: true }),
    qrContent: text("qr_content"),
    pacXml: text("pac_xml"),
    rejectionCode: text("rejection_code"),
    rejectionMessage: text("rejection_message"),
    annulledAt: timestamp("annulled_at", { withTimezone: true }),
    annulmentReason: text("annulment_reason"),
    sendAttempts: integer("send_attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    // While an attempt is under way, until when it owns the document (domain/fe/send.ts); null otherwise.
    sendingUntil: timestamp("sending_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("fe_documents_status_check", oneOf(t.status, feDocumentStatuses)),
    check("fe_documents_document_type_check", oneOf(t.documentType, ["01", "03", "04"])),
    check("fe_documents_emission_type_check", oneOf(t.emissionType, ["01", "02"])),
    check(
      "fe_documents_contingency_check",
      sql`(${t.emissionType} = '02') = (${t.contingencyReason} is not null and ${t.contingencyStartedAt} is not null)`,
    ),
    check(
      "fe_documents_authorised_check",
      sql`${t.status} not in ('authorised', 'annulled') or (${t.protocol} is not null and ${t.authorisedAt} is not null)`,
    ),
    // A fiscal number is used once per billing point and document type.
    uniqueIndex("fe_documents_number_key").on(t.environment, t.branchCode, t.billingPoint, t.documentType, t.number),
    // An invoice has one fiscal document of its own (credit notes are their own rows).
    uniqueIndex("fe_documents_invoice_key").on(t.invoiceId).where(sql`${t.documentType} in ('01', '03')`),
    // A credit note has one fiscal document, and only a credit note's document names one.
    uniqueIndex("fe_documents_credit_note_key").on(t.creditNoteId),
    check("fe_documents_credit_note_check", sql`(${t.documentType} = '04') = (${t.creditNoteId} is not null)`),
    // The contingency job's queue: documents signed and not yet authorised.
    index("fe_documents_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'signed' and ${t.pacProvider} is not null`),
  ],
);

export type FeDocumentRow = typeof feDocuments.$inferSelect;
