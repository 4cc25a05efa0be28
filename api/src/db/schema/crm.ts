import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { projectTypes } from "../../contract/crm/contact";
import {
  clientStatuses,
  invoiceStatuses,
  projectStatuses,
  quoteAnswerChannels,
  quoteStatuses,
} from "../../contract/values/statuses";
import { panamaDate } from "../panama-time";
import { createdAt, money, newestFirstIndex, oneOf, searchIndex, timestamps } from "./columns";

/**
 * The client a quote, invoice, project or receivable belongs to. RESTRICT: a client's commercial
 * history must not vanish with a stray delete (the API answers 409 and names what is left).
 */
export const clientReference = () =>
  integer("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "restrict" });

/**
 * What a quote, invoice or project list's `q` is matched against: its own searched columns and its
 * client's name and company, one per line. Written by triggers only (migration 0008: on the row's
 * insert or update, and on its client's rename), so one trigram index answers the search instead
 * of a UNION over four indexes and the clients table (docs/performance.md).
 */
const searchText = () => text("search_text").notNull().default("");

/** A quote's or invoice's money: the amount before tax, the ITBMS rate, the tax and the total. */
const taxedColumns = () => ({
  amount: money("amount").notNull(),
  // A percentage (7.00 = 7 %), kept per document so a later rate change never rewrites old ones.
  itbmsRate: numeric("itbms_rate", { precision: 5, scale: 2 }).notNull().default("7"),
  itbmsAmount: money("itbms_amount").notNull(),
  total: money("total").notNull(),
});

/** A quote's or invoice's constraints and indexes. */
const documentConstraints = (
  table: string,
  statuses: readonly string[],
  t: {
    status: ExtraConfigColumn;
    total: ExtraConfigColumn;
    amount: ExtraConfigColumn;
    itbmsAmount: ExtraConfigColumn;
    clientId: ExtraConfigColumn;
    createdAt: ExtraConfigColumn;
    id: ExtraConfigColumn;
    searchText: ExtraConfigColumn;
  },
) => [
  check(`${table}_status_check`, oneOf(t.status, statuses)),
  // The total shown everywhere must be exactly what was taxed: computed once, never drifting.
  check(`${table}_total_check`, sql`${t.total} = ${t.amount} + ${t.itbmsAmount}`),
  index(`${table}_client_id_idx`).on(t.clientId),
  index(`${table}_status_idx`).on(t.status),
  newestFirstIndex(`${table}_newest_idx`, t),
  searchIndex(`${table}_search_idx`, t.searchText),
];

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    projectType: text("project_type"),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "contact_requests_project_type_check",
      sql`${t.projectType} is null or ${oneOf(t.projectType, projectTypes)}`,
    ),
    index("contact_requests_created_at_idx").on(t.createdAt.desc()),
  ],
);

export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    // Optional RUC and DV, printed on the client's invoices; checked like a supplier's (contract/values/ruc.ts).
    ruc: text("ruc"),
    dv: text("dv"),
    // The share of ITBMS this client withholds as a retention agent (50 or 100); null: none. The
    // default of its new invoices (api/docs/dgi-reports.md, "ITBMS withheld by clients").
    itbmsWithholdingPercent: integer("itbms_withholding_percent"),
    // Where the client is (ISO 3166 alpha-2): abroad, its electronic invoices are export invoices.
    countryCode: text("country_code").notNull().default("PA"),
    // A government entity: its electronic invoices name it as such (receiver type 03).
    isGovernment: boolean("is_government").notNull().default(false),
    // 'No enviar recordatorios': its invoices get no payment reminders (api/docs/mail.md).
    noReminders: boolean("no_reminders").notNull().default(false),
    status: text("status", { enum: clientStatuses }).notNull().default("active"),
    // The client's hourly rate: over its people's own, under a project's (api/docs/time.md).
    hourlyRate: money("hourly_rate"),
    ...timestamps(),
  },
  (t) => [
    check("clients_status_check", oneOf(t.status, clientStatuses)),
    check("clients_hourly_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} > 0`),
    check("clients_country_code_check", sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check(
      "clients_itbms_withholding_check",
      sql`${t.itbmsWithholdingPercent} is null or ${t.itbmsWithholdingPercent} in (0, 50, 100)`,
    ),
    index("clients_status_idx").on(t.status),
    newestFirstIndex("clients_newest_idx", t),
    // The columns GET /api/clients and /api/clients/search match `q` against.
    searchIndex("clients_name_search_idx", t.name),
    searchIndex("clients_company_search_idx", t.company),
    searchIndex("clients_email_search_idx", t.email),
    searchIndex("clients_phone_search_idx", t.phone),
    // Whether a quote request's email is a client's (domain/crm/contact.ts), in any case.
    index("clients_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    quoteNumber: text("quote_number").notNull().unique(),
    clientId: clientReference(),
    title: text("title").notNull(),
    description: text("description"),
    ...taxedColumns(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    status: text("status", { enum: quoteStatuses }).notNull().default("draft"),
    // Who accepted or rejected it, when and how: the client's typed name from its answer link, or
    // the staff member who changed the status; cleared when the status moves elsewhere
    // (api/docs/quote-answer-links.md). The comment is the client's reason or note.
    answeredByName: text("answered_by_name"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerChannel: text("answer_channel", { enum: quoteAnswerChannels }),
    answerComment: text("answer_comment"),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    ...documentConstraints("quotes", quoteStatuses, t),
    check(
      "quotes_answer_channel_check",
      sql`${t.answerChannel} is null or ${oneOf(t.answerChannel, quoteAnswerChannels)}`,
    ),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    clientId: clientReference(),
    title: text("title"),
    description: text("description").notNull(),
    ...taxedColumns(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    status: text("status", { enum: invoiceStatuses }).notNull().default("draft"),
    // The share of its ITBMS the client withholds (0, 50 or 100): caps the ITBMS its payments may
    // record as withheld (receivable_payments.itbms_withheld).
    itbmsWithholdingPercent: integer("itbms_withholding_percent").notNull().default(0),
    // The quote this invoice was converted from. Unique: a quote becomes at most one invoice.
    // SET NULL: deleting the quote leaves the invoice, which stands on its own.
    quoteId: integer("quote_id")
      .unique()
      .references(() => quotes.id, { onDelete: "set null" }),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    ...documentConstraints("invoices", invoiceStatuses, t),
    check("invoices_itbms_withholding_check", sql`${t.itbmsWithholdingPercent} in (0, 50, 100)`),
    // The reports' month figures (domain/reports/queries.ts) read a range of these, not the table:
    // invoices issued in a month, sent invoices past due today, revenue by the day it was paid.
    index("invoices_issue_date_idx").on(t.issueDate),
    index("invoices_status_due_date_idx").on(t.status, t.dueDate),
    index("invoices_paid_day_idx")
      // The same expression as domain/reports/queries.ts paidDay, or the planner would not match them.
      .on(sql`coalesce(${panamaDate(t.paidAt)}, ${t.issueDate})`)
      .where(sql`${t.status} = 'paid'`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    clientId: clientReference(),
    description: text("description"),
    status: text("status", { enum: projectStatuses }).notNull().default("planning"),
    budget: money("budget"),
    // The hours the project is budgeted for, beside its money budget (api/docs/time.md).
    budgetHours: numeric("budget_hours", { precision: 10, scale: 2 }),
    // The project's hourly rate: the first a time entry's rate is taken from.
    hourlyRate: money("hourly_rate"),
    // The ITBMS rate of its hours' invoice lines (7.00 = 7 %); null: the company's default rate.
    itbmsRate: numeric("itbms_rate", { precision: 5, scale: 2 }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    check("projects_status_check", oneOf(t.status, projectStatuses)),
    check("projects_budget_hours_check", sql`${t.budgetHours} is null or ${t.budgetHours} > 0`),
    check("projects_hourly_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} > 0`),
    check("projects_itbms_rate_check", sql`${t.itbmsRate} is null or ${t.itbmsRate} in (0, 7, 10, 15)`),
    index("projects_status_idx").on(t.status),
    // Projects completed in a month (domain/reports/queries.ts).
    index("projects_status_updated_idx").on(t.status, t.updatedAt),
    index("projects_client_id_idx").on(t.clientId),
    newestFirstIndex("projects_newest_idx", t),
    searchIndex("projects_search_idx", t.searchText),
  ],
);

export type ContactRequest = typeof contactRequests.$inferSelect;
export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
