import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money, timestamps } from "./columns";
import { clientReference, invoices } from "./crm";
import { invoiceLines } from "./document-lines";
import { chartOfAccounts } from "./finance";

// Credit notes (notas de crédito) of issued electronic invoices (api/docs/electronic-invoicing.md,
// "Credit notes"). A note is never edited or deleted: it is a fiscal document of its own (its
// fe_documents row, iDoc 04), and its amounts are what the receivable and the ledger took off.

export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    // NC-2026-0001, from number_sequences (prefix NC).
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    clientId: clientReference(),
    reason: text("reason").notNull(),
    // Its day in Panama: the month whose Formulario 430 it lowers.
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    itbmsAmount: money("itbms_amount").notNull(),
    total: money("total").notNull(),
    // The part of the total above what the invoice still owed when the note was made (it was
    // already paid): the client's credit, posted to 'Anticipos de clientes' instead of the
    // receivable. Fixed at creation, so reposting the note always gives the same entry.
    customerCredit: money("customer_credit").notNull().default("0"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("credit_notes_reason_check", sql`char_length(${t.reason}) between 15 and 1000`),
    check("credit_notes_total_check", sql`${t.total} = ${t.amount} + ${t.itbmsAmount} and ${t.total} > 0`),
    check("credit_notes_customer_credit_check", sql`${t.customerCredit} >= 0 and ${t.customerCredit} <= ${t.total}`),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    index("credit_notes_issue_date_idx").on(t.issueDate),
  ],
);

/** A note's lines, as an invoice's (db/schema/document-lines.ts), each naming the invoice line it credits. */
export const creditNoteLines = pgTable(
  "credit_note_lines",
  {
    id: serial("id").primaryKey(),
    creditNoteId: integer("credit_note_id")
      .notNull()
      .references(() => creditNotes.id, { onDelete: "cascade" }),
    // The invoice's line this one gives back part of; null for an adjustment by amount.
    invoiceLineId: integer("invoice_line_id").references(() => invoiceLines.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 4 }).notNull(),
    discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    itbmsRate: numeric("itbms_rate", { precision: 5, scale: 2 }).notNull(),
    subtotal: money("subtotal").notNull(),
    itbmsAmount: money("itbms_amount").notNull(),
    total: money("total").notNull(),
    incomeAccountId: integer("income_account_id").references(() => chartOfAccounts.id, { onDelete: "restrict" }),
  },
  (t) => [
    check("credit_note_lines_quantity_check", sql`${t.quantity} > 0`),
    check("credit_note_lines_unit_price_check", sql`${t.unitPrice} >= 0`),
    check("credit_note_lines_itbms_rate_check", sql`${t.itbmsRate} in (0, 7, 10, 15)`),
    check("credit_note_lines_total_check", sql`${t.total} = ${t.subtotal} + ${t.itbmsAmount}`),
    unique("credit_note_lines_position_unique").on(t.creditNoteId, t.position),
    index("credit_note_lines_invoice_line_idx").on(t.invoiceLineId),
  ],
);

export type CreditNote = typeof creditNotes.$inferSelect;
export type CreditNoteLine = typeof creditNoteLines.$inferSelect;
