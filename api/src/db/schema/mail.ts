import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { emailDocumentKinds, emailStatuses, mailTemplateKinds } from "../../contract/documents/mail";
import { users } from "./auth";
import { createdAt, newestFirstIndex, oneOf, searchIndex, timestamps } from "./columns";

// Documents by e-mail (api/docs/mail.md).

/**
 * The templates the admin changed. A kind without a row is written from its default, in code
 * (domain/mail/default-templates.ts): 'Restablecer' deletes the row.
 */
export const mailTemplates = pgTable(
  "mail_templates",
  {
    kind: text("kind").primaryKey(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    // SET NULL: the template stays when the account that wrote it is removed.
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [check("mail_templates_kind_check", oneOf(t.kind, mailTemplateKinds))],
);

/**
 * The reminders' schedule and the quotes' follow-up. One row (id = 1), written on the first change:
 * without it the defaults apply (domain/mail/settings.ts), so no migration needs to insert it.
 */
export const mailSettings = pgTable(
  "mail_settings",
  {
    id: integer("id").primaryKey().default(1),
    remindersEnabled: boolean("reminders_enabled").notNull().default(false),
    // Days relative to the due date, sorted: -3 three days before, 0 that day, 7 a week after.
    reminderOffsets: integer("reminder_offsets").array().notNull(),
    // Days after a quote was first e-mailed without an answer before its one follow-up; null: none.
    quoteFollowUpDays: integer("quote_follow_up_days"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mail_settings_single_row", sql`${t.id} = 1`),
    check(
      "mail_settings_follow_up_days_check",
      sql`${t.quoteFollowUpDays} is null or ${t.quoteFollowUpDays} between 1 and 90`,
    ),
  ],
);

/**
 * Every e-mail sent or tried, manual or automatic: written 'sending' before the SMTP conversation
 * and finished 'sent' or 'failed' after it, so a refused recipient or a crash mid-send leaves a
 * row, never nothing.
 */
export const emails = pgTable(
  "emails",
  {
    id: serial("id").primaryKey(),
    documentKind: text("document_kind").notNull(),
    // The quote, invoice or credit note; the client for a statement. No FK: several tables, and the
    // history stays when a draft document is deleted.
    documentId: integer("document_id").notNull(),
    // What the lists show and search: 'FAC-2026-0010', or the client's name for a statement.
    documentNumber: text("document_number").notNull(),
    templateKind: text("template_kind").notNull(),
    // Comma-separated, as the screens show them; searched by 'Correos enviados'.
    toAddresses: text("to_addresses").notNull(),
    ccAddresses: text("cc_addresses").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    attachments: text("attachments").array().notNull(),
    status: text("status").notNull().default("sending"),
    error: text("error"),
    messageId: text("message_id"),
    // What an automatic send is: 'reminder:<invoice>:<offset>', 'follow-up:<quote>'; null for
    // sends from a screen. Kept on every attempt, so failed attempts can be counted.
    automaticKey: text("automatic_key"),
    // The same key while the send is in flight or done: unique, so two servers or a retried job
    // never send it twice. Given back (set null) when the send failed, so a later run may retry.
    claimKey: text("claim_key").unique(),
    // Null: sent by the system (a reminder, a follow-up).
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("emails_document_kind_check", oneOf(t.documentKind, emailDocumentKinds)),
    check("emails_template_kind_check", oneOf(t.templateKind, mailTemplateKinds)),
    check("emails_status_check", oneOf(t.status, emailStatuses)),
    index("emails_document_idx").on(t.documentKind, t.documentId),
    index("emails_automatic_key_idx").on(t.automaticKey),
    newestFirstIndex("emails_newest_idx", t),
    searchIndex("emails_document_number_search_idx", t.documentNumber),
    searchIndex("emails_to_search_idx", t.toAddresses),
    searchIndex("emails_subject_search_idx", t.subject),
  ],
);

export type MailTemplateRow = typeof mailTemplates.$inferSelect;
export type EmailRow = typeof emails.$inferSelect;
