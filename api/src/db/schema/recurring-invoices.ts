import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { recurringInvoiceModes, recurringOccurrenceOutcomes } from "../../contract/documents/recurring-invoices";
import { recurringFrequencies } from "../../contract/documents/recurring-schedule";
import { users } from "./auth";
import { createdAt, money, newestFirstIndex, oneOf, searchIndex, timestamps, updatedAt } from "./columns";
import { clientReference, invoices, projects } from "./crm";
import { lineColumns, lineConstraints } from "./document-lines";

// Recurring invoices (api/docs/recurring-invoices.md): a template with an invoice's lines and a
// schedule, and one row per date it billed. The job 'facturas-recurrentes' writes each date's
// invoice through the invoices' own path (domain/documents/invoices.ts insertInvoice).

/** Whether a user paused it; 'finished' is not stored: it is a template without a next date. */
const pausedStates = ["active", "paused"] as const;

export const recurringInvoices = pgTable(
  "recurring_invoices",
  {
    id: serial("id").primaryKey(),
    clientId: clientReference(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    // The sums of its lines, as each invoice will have them: shown in the list without the lines.
    amount: money("amount").notNull(),
    itbmsAmount: money("itbms_amount").notNull(),
    total: money("total").notNull(),
    paymentTermsDays: integer("payment_terms_days").notNull(),
    frequency: text("frequency", { enum: recurringFrequencies }).notNull(),
    dayOfMonth: integer("day_of_month").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    maxCount: integer("max_count"),
    mode: text("mode", { enum: recurringInvoiceModes }).notNull().default("draft"),
    // Kept for the mailer: each invoice made is e-mailed to the client when true.
    sendByEmail: boolean("send_by_email").notNull().default(false),
    status: text("status", { enum: pausedStates }).notNull().default("active"),
    // The next date to bill; null once the schedule has ended (its end date or its count).
    nextDate: date("next_date", { mode: "string" }),
    generatedCount: integer("generated_count").notNull().default(0),
    // Why the last attempt to make its invoice failed (the job retries); cleared by the next success.
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    // A retainer (plan de mantenimiento): the project whose hours it covers, the whole hours a month
    // includes and the hourly rate of those beyond them (billed on the next month's invoice). All
    // three or none. RESTRICT: a project with a plan is not deleted.
    projectId: integer("project_id").references(() => projects.id, { onDelete: "restrict" }),
    includedHours: integer("included_hours"),
    overageRate: money("overage_rate"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("recurring_invoices_frequency_check", oneOf(t.frequency, recurringFrequencies)),
    check("recurring_invoices_mode_check", oneOf(t.mode, recurringInvoiceModes)),
    check("recurring_invoices_status_check", oneOf(t.status, pausedStates)),
    check("recurring_invoices_day_check", sql`${t.dayOfMonth} between 1 and 31`),
    check("recurring_invoices_terms_check", sql`${t.paymentTermsDays} between 0 and 365`),
    check("recurring_invoices_count_check", sql`${t.maxCount} is null or ${t.maxCount} >= 1`),
    check("recurring_invoices_end_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("recurring_invoices_end_or_count_check", sql`${t.endDate} is null or ${t.maxCount} is null`),
    check("recurring_invoices_total_check", sql`${t.total} = ${t.amount} + ${t.itbmsAmount}`),
    check(
      "recurring_invoices_retainer_check",
      sql`(${t.projectId} is null and ${t.includedHours} is null and ${t.overageRate} is null) or (${t.projectId} is not null and ${t.includedHours} >= 0 and ${t.overageRate} > 0 and ${t.frequency} = 'monthly')`,
    ),
    index("recurring_invoices_client_id_idx").on(t.clientId),
    // What the job reads: the active templates due by a day.
    index("recurring_invoices_due_idx").on(t.nextDate).where(sql`${t.status} = 'active'`),
    index("recurring_invoices_project_id_idx").on(t.projectId),
    newestFirstIndex("recurring_invoices_newest_idx", t),
    searchIndex("recurring_invoices_title_search_idx", t.title),
    searchIndex("recurring_invoices_description_search_idx", t.description),
  ],
);

export const recurringInvoiceLines = pgTable(
  "recurring_invoice_lines",
  {
    recurringInvoiceId: integer("recurring_invoice_id")
      .notNull()
      .references(() => recurringInvoices.id, { onDelete: "cascade" }),
    ...lineColumns(),
  },
  (t) => lineConstraints("recurring_invoice_lines", { ...t, documentId: t.recurringInvoiceId }),
);

/**
 * One row per date a template billed: the link from the invoice to its template. Unique per
 * (template, date), so a date makes one invoice ever: two servers running the job at once, or a
 * retry after a failure, cannot make a second, and deleting that invoice does not bring the date
 * back. RESTRICT on the template: one that billed keeps its history (it is paused, not deleted).
 */
export const recurringInvoiceOccurrences = pgTable(
  "recurring_invoice_occurrences",
  {
    id: serial("id").primaryKey(),
    recurringInvoiceId: integer("recurring_invoice_id")
      .notNull()
      .references(() => recurringInvoices.id, { onDelete: "restrict" }),
    occurrenceDate: date("occurrence_date", { mode: "string" }).notNull(),
    // SET NULL: a draft deleted later leaves the date billed, without its invoice.
    invoiceId: integer("invoice_id")
      .unique()
      .references(() => invoices.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: recurringOccurrenceOutcomes }).notNull(),
    // Why issuing failed, in Spanish; null otherwise.
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("recurring_invoice_occurrences_date_unique").on(t.recurringInvoiceId, t.occurrenceDate),
    check("recurring_invoice_occurrences_outcome_check", oneOf(t.outcome, recurringOccurrenceOutcomes)),
    // The ones whose issuing was cut off, which the next run takes up.
    index("recurring_invoice_occurrences_issuing_idx").on(t.id).where(sql`${t.outcome} = 'issuing'`),
  ],
);

export type RecurringInvoice = typeof recurringInvoices.$inferSelect;
export type RecurringInvoiceOccurrence = typeof recurringInvoiceOccurrences.$inferSelect;
