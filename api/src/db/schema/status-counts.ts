import { integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many clients, projects, quotes and invoices there are in each stored status, and the sum
 * of their `total` (quotes and invoices; 0 for the others). Kept by statement triggers on those
 * tables (migration 0007), in the same transaction as the write, so a snapshot sees counts that
 * match its rows. The reports read their whole-table figures here instead of counting 100,000
 * rows per request (domain/reports-queries.ts, README "Performance").
 * Since migration 0009 also the finance summary's income and expenses (domain/financial-summary.ts):
 * transactions per type and status with the sum of `amount` ('transactions.income'…).
 */
export const statusCounts = pgTable(
  "status_counts",
  {
    entity: text("entity").notNull(),
    status: text("status").notNull(),
    records: integer("records").notNull().default(0),
    // numeric(16,2): the sum of many numeric(14,2) totals.
    total: numeric("total", { precision: 16, scale: 2 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.entity, t.status] })],
);
