import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  accountTypes,
  bankAccountTypes,
  currencies,
  transactionStatuses,
  transactionTypes,
  transferStatuses,
} from "../../contract/values/statuses";
import { createdAt, money, oneOf, searchIndex, timestamps } from "./columns";
import { clients } from "./crm";
import { receivablePayments, supplierPayments } from "./debts";

export const transactionCategories = pgTable(
  "transaction_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    // Null: the category fits both income and expense (e.g. "Ajustes").
    type: text("type", { enum: ["income", "expense"] }),
    // The account of the chart its income or expense is posted to (api/docs/ledger.md); null: the
    // posting table's default for the movement's type. Editable in the chart of accounts screen.
    accountId: integer("account_id").references((): AnyPgColumn => chartOfAccounts.id, { onDelete: "set null" }),
  },
  (t) => [check("transaction_categories_type_check", sql`${t.type} is null or ${t.type} in ('income', 'expense')`)],
);

export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: serial("id").primaryKey(),
    bankName: text("bank_name").notNull(),
    // Nullable: the bank account create form does not ask for it; screens fall back to the bank name.
    accountName: text("account_name"),
    accountNumber: text("account_number").notNull(),
    accountType: text("account_type", { enum: bankAccountTypes }).notNull().default("checking"),
    currency: text("currency", { enum: currencies }).notNull().default("PAB"),
    // Only ever changed with `SET current_balance = current_balance + x` inside a transaction.
    currentBalance: money("current_balance").notNull().default("0"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check("bank_accounts_account_type_check", oneOf(t.accountType, bankAccountTypes)),
    check("bank_accounts_currency_check", oneOf(t.currency, currencies)),
  ],
);

export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    supplierCode: text("supplier_code").notNull().unique(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    nit: text("nit"),
    // Panamanian RUC ('155587169-2-2014', '8-769-1080', 'E-8-127702', '8-NT-1-24'); its format and
    // DV are checked by the contract (contract/values/ruc.ts), the DV kept apart as the DGI writes it. A
    // foreign supplier's (person type E) is its own country's tax id, with no DV.
    ruc: text("ruc"),
    dv: text("dv"),
    // Informe 43 (DGI): 'N' natural person, 'J' juridical person, 'E' foreign; and the concept and
    // purchase type its payables default to (codes: contract, rules: api/docs).
    personType: text("person_type"),
    purchaseConcept: text("purchase_concept"),
    purchaseType: text("purchase_type"),
    paymentTerms: integer("payment_terms").notNull().default(30),
    // Where ACH payments go (api/docs/banking.md): the supplier's bank by its ACH route and transit
    // number, its account number and type ('checking' or 'savings').
    achRoutingNumber: text("ach_routing_number"),
    achAccountNumber: text("ach_account_number"),
    achAccountType: text("ach_account_type"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check("suppliers_payment_terms_check", sql`${t.paymentTerms} >= 0`),
    check("suppliers_person_type_check", sql`${t.personType} is null or ${t.personType} in ('N', 'J', 'E')`),
    check(
      "suppliers_ach_account_type_check",
      sql`${t.achAccountType} is null or ${t.achAccountType} in ('checking', 'savings')`,
    ),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    transactionDate: date("transaction_date", { mode: "string" }).notNull(),
    transactionType: text("transaction_type", { enum: transactionTypes }).notNull().default("income"),
    amount: money("amount").notNull(),
    currency: text("currency", { enum: currencies }).notNull().default("PAB"),
    description: text("description").notNull(),
    reference: text("reference"),
    // SET NULL: the ledger outlives a category or a client it mentions.
    categoryId: integer("category_id").references(() => transactionCategories.id, { onDelete: "set null" }),
    // RESTRICT: a bank account or supplier with movements cannot be deleted (the API says why first).
    bankAccountId: integer("bank_account_id").references(() => bankAccounts.id, { onDelete: "restrict" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    supplierId: integer("supplier_id").references(() => suppliers.id, { onDelete: "restrict" }),
    // Set when a payment with a bank account recorded this movement: it is undone with the payment,
    // never deleted on its own.
    receivablePaymentId: integer("receivable_payment_id")
      .unique()
      .references((): AnyPgColumn => receivablePayments.id, { onDelete: "restrict" }),
    supplierPaymentId: integer("supplier_payment_id")
      .unique()
      .references((): AnyPgColumn => supplierPayments.id, { onDelete: "restrict" }),
    status: text("status", { enum: transactionStatuses }).notNull().default("completed"),
    ...timestamps(),
  },
  (t) => [
    check("transactions_type_check", oneOf(t.transactionType, transactionTypes)),
    check("transactions_currency_check", oneOf(t.currency, currencies)),
    check("transactions_status_check", oneOf(t.status, transactionStatuses)),
    index("transactions_date_idx").on(t.transactionDate),
    index("transactions_type_idx").on(t.transactionType),
    // Budget actuals sum a category's movements over a period; an account's list and its
    // delete check look its movements up.
    index("transactions_category_date_idx").on(t.categoryId, t.transactionDate),
    index("transactions_bank_account_id_idx").on(t.bankAccountId),
    searchIndex("transactions_description_search_idx", t.description),
    searchIndex("transactions_reference_search_idx", t.reference),
  ],
);

export const transfers = pgTable(
  "transfers",
  {
    id: serial("id").primaryKey(),
    // RESTRICT: an account with transfer history cannot be deleted out from under it.
    fromAccountId: integer("from_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    toAccountId: integer("to_account_id")
      .notNull()
      .references(() => bankAccounts.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    transferFee: money("transfer_fee").notNull().default("0"),
    transferDate: timestamp("transfer_date", { withTimezone: true }).notNull(),
    reference: text("reference"),
    description: text("description"),
    status: text("status", { enum: transferStatuses }).notNull().default("completed"),
    createdAt: createdAt(),
  },
  (t) => [
    check("transfers_distinct_accounts", sql`${t.fromAccountId} <> ${t.toAccountId}`),
    check("transfers_status_check", oneOf(t.status, transferStatuses)),
    index("transfers_transfer_date_idx").on(t.transferDate),
  ],
);

export const chartOfAccounts = pgTable(
  "chart_of_accounts",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    accountType: text("account_type", { enum: accountTypes }).notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => chartOfAccounts.id, { onDelete: "restrict" }),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [check("chart_of_accounts_type_check", oneOf(t.accountType, accountTypes))],
);

export const budgets = pgTable(
  "budgets",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    categoryId: integer("category_id").references(() => transactionCategories.id, { onDelete: "set null" }),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [
    check("budgets_period_check", sql`${t.periodEnd} >= ${t.periodStart}`),
    // One budget per category and period, even for rows written outside the API.
    uniqueIndex("budgets_category_period_unique").on(t.categoryId, t.periodStart, t.periodEnd),
  ],
);

export type TransactionCategory = typeof transactionCategories.$inferSelect;
export type BankAccount = typeof bankAccounts.$inferSelect;
export type NewBankAccount = typeof bankAccounts.$inferInsert;
export type Supplier = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;
export type Transaction = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type Transfer = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;
export type ChartAccount = typeof chartOfAccounts.$inferSelect;
export type Budget = typeof budgets.$inferSelect;
