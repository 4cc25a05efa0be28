import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  achBatchStatuses,
  achFormats,
  bankRuleActions,
  matchSources,
  type StatementMapping,
  statementFormats,
} from "../../contract/banking/banking";
import { users } from "./auth";
import { createdAt, money, oneOf, searchIndex, timestamps } from "./columns";
import { accountsPayable, supplierPayments } from "./debts";
import { bankAccounts, suppliers, transactionCategories } from "./finance";
import { journalLines } from "./ledger";

// Banking (api/docs/banking.md). A statement line is what the bank says, never a transaction of
// the books; a match ties statement lines to the journal lines on 1.1.02 Bancos of the same bank
// account (the book movements), n to m.

/** The column mapping of an account's CSV/XLSX statements, saved on import and reused. */
export const bankStatementMappings = pgTable("bank_statement_mappings", {
  bankAccountId: integer("bank_account_id")
    .primaryKey()
    .references(() => bankAccounts.id, { onDelete: "cascade" }),
  mapping: jsonb("mapping").$type<StatementMapping>().notNull(),
  ...timestamps(),
});

/** One file imported: what it held and the balance check made when it was stored. */
export const bankStatementImports = pgTable(
  "bank_statement_imports",
  {
    id: serial("id").primaryKey(),
    bankAccountId: integer("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    fileName: text("file_name").notNull(),
    format: text("format", { enum: statementFormats }).notNull(),
    // Lines in the file, of which new (stored) and already there (skipped).
    lineCount: integer("line_count").notNull(),
    newLines: integer("new_lines").notNull(),
    existingLines: integer("existing_lines").notNull(),
    periodStart: date("period_start", { mode: "string" }),
    periodEnd: date("period_end", { mode: "string" }),
    // The statement's closing balance (its last running balance or the OFX LEDGERBAL) and the
    // account's ledger balance on that day, when the file states one.
    closingBalance: money("closing_balance"),
    ledgerBalance: money("ledger_balance"),
    importedBy: integer("imported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("bank_statement_imports_format_check", oneOf(t.format, statementFormats)),
    index("bank_statement_imports_account_idx").on(t.bankAccountId, t.createdAt),
  ],
);

/** A match: statement lines and book movements that are the same money. */
export const bankMatches = pgTable(
  "bank_matches",
  {
    id: serial("id").primaryKey(),
    bankAccountId: integer("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    source: text("source", { enum: matchSources }).notNull().default("manual"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("bank_matches_source_check", oneOf(t.source, matchSources))],
);

export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: serial("id").primaryKey(),
    bankAccountId: integer("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    importId: integer("import_id")
      .notNull()
      .references(() => bankStatementImports.id, { onDelete: "restrict" }),
    lineDate: date("line_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    reference: text("reference"),
    // Signed, as the account sees it: + money in (a deposit, a credit), − money out.
    amount: money("amount").notNull(),
    // The running balance after the line, when the file gives one.
    balance: money("balance"),
    // The bank's own id of the line (OFX FITID), when it gives one.
    bankLineId: text("bank_line_id"),
    // Which line this is, for storing each once (domain/banking/line-identity.ts).
    identity: text("identity").notNull(),
    // SET NULL: undoing a match leaves its lines unmatched.
    matchId: integer("match_id").references(() => bankMatches.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_statement_lines_identity_unique").on(t.bankAccountId, t.identity),
    index("bank_statement_lines_account_date_idx").on(t.bankAccountId, t.lineDate, t.id),
    index("bank_statement_lines_match_idx").on(t.matchId),
    searchIndex("bank_statement_lines_description_search_idx", t.description),
    // The search matches the description or the reference: without an index on both, PostgreSQL
    // reads every line of years of statements for one search (docs/performance.md, "Banking").
    searchIndex("bank_statement_lines_reference_search_idx", t.reference),
  ],
);

/** The book side of a match: journal lines on Bancos; each one in at most one match. */
export const bankMatchBookLines = pgTable(
  "bank_match_book_lines",
  {
    matchId: integer("match_id")
      .notNull()
      .references(() => bankMatches.id, { onDelete: "cascade" }),
    journalLineId: integer("journal_line_id")
      .notNull()
      .references(() => journalLines.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.journalLineId] }),
    uniqueIndex("bank_match_book_lines_journal_line_unique").on(t.journalLineId),
  ],
);

/**
 * How many unmatched book movements each bank account has (domain/banking/book-movements.ts says
 * what one is), kept by statement triggers (migration 0029_banking_unmatched_count) in the writing
 * transaction: a Bancos line naming the account adds one; a reversal takes off the reversed
 * entry's unmatched lines (its own are never counted); a match takes off its movements and undoing
 * it adds them back. The summary and the list's X-Total-Count read it instead of counting years
 * of lines (docs/performance.md, "Banking"). No foreign key, as journal_lines.bank_account_id has
 * none: the opening of a deleted account is reversed after the account is gone.
 */
export const bankUnmatchedMovements = pgTable("bank_unmatched_movements", {
  bankAccountId: integer("bank_account_id").primaryKey(),
  movements: integer("movements").notNull().default(0),
});

/** 'descripción contiene COMISION → gasto bancario': applied on import as suggestions. */
export const bankRules = pgTable(
  "bank_rules",
  {
    id: serial("id").primaryKey(),
    // Null: every bank account.
    bankAccountId: integer("bank_account_id").references(() => bankAccounts.id, { onDelete: "cascade" }),
    // Matched case- and accent-insensitively against the line's description.
    contains: text("contains").notNull(),
    action: text("action", { enum: bankRuleActions }).notNull(),
    categoryId: integer("category_id").references(() => transactionCategories.id, { onDelete: "set null" }),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("bank_rules_action_check", oneOf(t.action, bankRuleActions)),
    check("bank_rules_contains_check", sql`length(trim(${t.contains})) > 0`),
  ],
);

/** A month of an account marked reconciled: its matched lines stay matched unless an admin undoes it. */
export const bankReconciledMonths = pgTable(
  "bank_reconciled_months",
  {
    bankAccountId: integer("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    statementBalance: money("statement_balance").notNull(),
    ledgerBalance: money("ledger_balance").notNull(),
    reconciledBy: integer("reconciled_by").references(() => users.id, { onDelete: "set null" }),
    reconciledAt: timestamp("reconciled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bankAccountId, t.month] }),
    check("bank_reconciled_months_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** Supplier payments due, exported together as the bank's ACH file. */
export const achBatches = pgTable(
  "ach_batches",
  {
    id: serial("id").primaryKey(),
    // The account the payments leave from.
    bankAccountId: integer("bank_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    format: text("format", { enum: achFormats }).notNull(),
    status: text("status", { enum: achBatchStatuses }).notNull().default("draft"),
    // The day the payments are made (the supplier payments' date once sent).
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    total: money("total").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("ach_batches_format_check", oneOf(t.format, achFormats)),
    check("ach_batches_status_check", oneOf(t.status, achBatchStatuses)),
  ],
);

export const achBatchItems = pgTable(
  "ach_batch_items",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => achBatches.id, { onDelete: "cascade" }),
    payableId: integer("payable_id")
      .notNull()
      .references(() => accountsPayable.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    // The payment recorded when the batch was marked as sent.
    supplierPaymentId: integer("supplier_payment_id").references(() => supplierPayments.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    check("ach_batch_items_amount_check", sql`${t.amount} > 0`),
    uniqueIndex("ach_batch_items_payable_unique").on(t.batchId, t.payableId),
    index("ach_batch_items_payable_idx").on(t.payableId),
  ],
);

export type BankStatementLine = typeof bankStatementLines.$inferSelect;
export type BankStatementImport = typeof bankStatementImports.$inferSelect;
export type BankMatch = typeof bankMatches.$inferSelect;
export type BankRule = typeof bankRules.$inferSelect;
export type AchBatch = typeof achBatches.$inferSelect;
