import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { projectTypes } from "../../contract/contact";
import { clientStatuses, invoiceStatuses, projectStatuses, quoteStatuses } from "../../contract/statuses";
import { createdAt, money, oneOf, timestamps } from "./columns";

// ITBMS rate as a percentage (7.00 = 7 %), kept per document so a later rate change
// never rewrites old quotes or invoices.
const itbmsRate = () => numeric("itbms_rate", { precision: 5, scale: 2 }).notNull().default("7");

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
    status: text("status", { enum: clientStatuses }).notNull().default("active"),
    ...timestamps(),
  },
  (t) => [check("clients_status_check", oneOf(t.status, clientStatuses)), index("clients_status_idx").on(t.status)],
);

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    quoteNumber: text("quote_number").notNull().unique(),
    // RESTRICT: a client's commercial history must not vanish with a stray delete.
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description"),
    amount: money("amount").notNull(),
    itbmsRate: itbmsRate(),
    itbmsAmount: money("itbms_amount").notNull(),
    total: money("total").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    status: text("status", { enum: quoteStatuses }).notNull().default("draft"),
    ...timestamps(),
  },
  (t) => [
    check("quotes_status_check", oneOf(t.status, quoteStatuses)),
    // The total shown everywhere must be exactly what was taxed: computed once, never drifting.
    check("quotes_total_check", sql`${t.total} = ${t.amount} + ${t.itbmsAmount}`),
    index("quotes_client_id_idx").on(t.clientId),
    index("quotes_status_idx").on(t.status),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    title: text("title"),
    description: text("description").notNull(),
    amount: money("amount").notNull(),
    itbmsRate: itbmsRate(),
    itbmsAmount: money("itbms_amount").notNull(),
    total: money("total").notNull(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    status: text("status", { enum: invoiceStatuses }).notNull().default("draft"),
    ...timestamps(),
  },
  (t) => [
    check("invoices_status_check", oneOf(t.status, invoiceStatuses)),
    check("invoices_total_check", sql`${t.total} = ${t.amount} + ${t.itbmsAmount}`),
    index("invoices_client_id_idx").on(t.clientId),
    index("invoices_status_idx").on(t.status),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    description: text("description"),
    status: text("status", { enum: projectStatuses }).notNull().default("planning"),
    budget: money("budget"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    ...timestamps(),
  },
  (t) => [
    check("projects_status_check", oneOf(t.status, projectStatuses)),
    index("projects_status_idx").on(t.status),
    index("projects_client_id_idx").on(t.clientId),
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
