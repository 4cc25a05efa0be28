import { integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many clients, projects, quotes and invoices there are in each stored status, and the sum
 * of their `total` (quotes and invoices; 0 for the others). Kept by statement triggers on those
 * tables (migration 0007), in the same transaction as the write, so a snapshot sees counts that
 * match its rows. The reports read their whole-table figures here instead of counting 100,000
 * rows per request (domain/reports/queries.ts, docs/performance.md).
 * Since migration 0009 also the finance summary's income and expenses (domain/finance/summary.ts):
 * transactions per type and status with the sum of `amount` ('transactions.income'…).
 */
export const statusCounts = pgTable(
  "status_counts",
  {
    entity: text("entity").notNull(),
    status: text("status").notNull(),
    records: integer("records").notNull().default(0),
    // Unconstrained numeric: a sum of any number of numeric(14,2) totals, exact, and never out of
    // range (numeric(16,2) was filled by 99 drafts at the maximum, after which no draft could be
    // created). The sums keep two decimals because every addend has two.
    total: numeric("total").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.entity, t.status] })],
);
