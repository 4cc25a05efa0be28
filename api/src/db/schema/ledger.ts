import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { journalOrigins } from "../../contract/values/statuses";
import { users } from "./auth";
import { createdAt, money, oneOf } from "./columns";
import { chartOfAccounts } from "./finance";

// The general ledger (api/docs/ledger.md). An entry of the journal (libro diario) and its lines:
// each line a debit or a credit on an account of the chart. Rows are only ever inserted: the
// database refuses an UPDATE or DELETE, and refuses a statement that leaves an entry unbalanced or
// with fewer than two lines (triggers of migration 0013_ledger). A change to what an entry
// recorded is a reversing entry (`reverses_entry_id`) and a new one.

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: serial("id").primaryKey(),
    // The accounting date (Panama's calendar): the document's date, or the day of a reversal.
    entryDate: date("entry_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    // What made it: a document or movement (its table's id), or 'manual' for the accountant's own.
    originType: text("origin_type", { enum: journalOrigins }).notNull(),
    originId: integer("origin_id"),
    // The entry this one cancels, line by line with debit and credit swapped. Unique: once.
    reversesEntryId: integer("reverses_entry_id").references((): AnyPgColumn => journalEntries.id, {
      onDelete: "restrict",
    }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("journal_entries_origin_check", oneOf(t.originType, journalOrigins)),
    uniqueIndex("journal_entries_reverses_unique").on(t.reversesEntryId),
    // An origin's entries (its current one is the last not reversed), and the journal by date.
    index("journal_entries_origin_idx").on(t.originType, t.originId),
    index("journal_entries_date_idx").on(t.entryDate, t.id),
  ],
);

export const journalLines = pgTable(
  "journal_lines",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => journalEntries.id, { onDelete: "restrict" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: "restrict" }),
    // The bank account a line on 'Bancos' moves: each bank account's ledger balance is its lines'.
    // No foreign key: a bank account deleted with its opening entry reversed leaves lines that net
    // to zero and still name it, and the journal is never updated to forget it.
    bankAccountId: integer("bank_account_id"),
    debit: money("debit").notNull().default("0"),
    credit: money("credit").notNull().default("0"),
  },
  (t) => [
    // One side per line, never negative, never zero.
    check(
      "journal_lines_one_side_check",
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
    index("journal_lines_entry_idx").on(t.entryId),
    index("journal_lines_account_idx").on(t.accountId, t.entryId),
    // A bank account's lines (its balance, its book movements to reconcile) read from the index
    // alone: counting and summing years of them never visits the table (docs/performance.md, "Banking").
    index("journal_lines_bank_movements_idx")
      .on(t.bankAccountId, t.accountId, t.id, t.entryId, t.debit, t.credit)
      .where(sql`${t.bankAccountId} is not null`),
  ],
);

/**
 * Each account's debits and credits per calendar month of its entries' dates, kept by a statement
 * trigger on journal_lines (migration 0018_account_month_totals) in the inserting transaction.
 * The summary, the statements, the trial balance and an account's ledger read whole months here
 * and only the lines of a period's partial first and last month (ledger/account-sums.ts), instead
 * of summing every line of years of books (docs/performance.md). Unconstrained numeric: a sum of
 * any number of numeric(14,2) lines, exact.
 */
export const accountMonthTotals = pgTable(
  "account_month_totals",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => chartOfAccounts.id, { onDelete: "cascade" }),
    // The month's first day.
    month: date("month", { mode: "string" }).notNull(),
    debit: numeric("debit").notNull().default("0"),
    credit: numeric("credit").notNull().default("0"),
    // How many lines: an account's ledger numbers its pages without counting them.
    lines: integer("lines").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);

/**
 * The cash flow per calendar month (what the statements show: api/docs/finance-reports.md): each
 * entry's net on Caja and Bancos, counted as an inflow or an outflow by the side of the entry it
 * is or cancels, and a bank account's opening apart. Kept by the same trigger as the monthly
 * totals, from each insert statement's entries (an entry's lines are always inserted together).
 */
export const cashFlowMonthTotals = pgTable("cash_flow_month_totals", {
  // The month's first day.
  month: date("month", { mode: "string" }).primaryKey(),
  inflows: numeric("inflows").notNull().default("0"),
  outflows: numeric("outflows").notNull().default("0"),
  openings: numeric("openings").notNull().default("0"),
});

export type JournalEntry = typeof journalEntries.$inferSelect;
export type JournalLine = typeof journalLines.$inferSelect;

/**
 * The months closed for posting (api/docs/ledger.md, "Closed months"): nothing dated in one can be
 * posted or reversed while its row is here. Reopening (admins) deletes the row and is logged.
 */
export const closedPeriods = pgTable(
  "closed_periods",
  {
    month: text("month").primaryKey(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer("closed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("closed_periods_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

export type ClosedPeriod = typeof closedPeriods.$inferSelect;
