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
} from "drizzle-orm/pg-core";
import { debtStatuses, payableCategories, paymentMethods } from "../../contract/values/statuses";
import { createdAt, money, oneOf, timestamps } from "./columns";
import { clientReference, invoices } from "./crm";
import { bankAccounts, suppliers } from "./finance";

// A receivable (a client owes us) and a payable (we owe a supplier) are the same kind of debt, and
// their payments the same kind of payment: the shared columns and constraints are written once.

/** An invoice owed: its number, dates, total, what is left of it and its status. */
const debtColumns = () => ({
  invoiceNumber: text("invoice_number").notNull(),
  issueDate: date("issue_date", { mode: "string" }).notNull(),
  dueDate: date("due_date", { mode: "string" }).notNull(),
  totalAmount: money("total_amount").notNull(),
  balanceAmount: money("balance_amount").notNull(),
  status: text("status", { enum: debtStatuses }).notNull().default("pending"),
});

const debtConstraints = (table: string, t: { status: AnyPgColumn; dueDate: AnyPgColumn }) => [
  check(`${table}_status_check`, oneOf(t.status, debtStatuses)),
  index(`${table}_due_date_idx`).on(t.dueDate),
  index(`${table}_status_idx`).on(t.status),
];

/** One payment made on a debt. */
const paymentColumns = () => ({
  amount: money("amount").notNull(),
  paymentDate: date("payment_date", { mode: "string" }).notNull(),
  paymentMethod: text("payment_method", { enum: paymentMethods }).notNull().default("transfer"),
  reference: text("reference"),
  notes: text("notes"),
  createdAt: createdAt(),
});

export const accountsReceivable = pgTable(
  "accounts_receivable",
  {
    id: serial("id").primaryKey(),
    clientId: clientReference(),
    // Set when the receivable was raised from a core invoice; unique so an invoice is never billed twice.
    // CASCADE: deleting the invoice withdraws what it claimed.
    invoiceId: integer("invoice_id")
      .unique()
      .references(() => invoices.id, { onDelete: "cascade" }),
    ...debtColumns(),
    description: text("description"),
    ...timestamps(),
  },
  (t) => [...debtConstraints("accounts_receivable", t), index("accounts_receivable_client_id_idx").on(t.clientId)],
);

export const accountsPayable = pgTable(
  "accounts_payable",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    // invoice_number is the supplier's own: not unique, two suppliers may both send "0001".
    ...debtColumns(),
    description: text("description").notNull(),
    category: text("category", { enum: payableCategories }),
    // The ITBMS the supplier charged, part of totalAmount: the sum of its rows in
    // accounts_payable_taxes (as is totalAmount), and their one rate (7.00 = 7 %; null when the
    // invoice has several). Kept here so lists and sums read one row per payable.
    itbmsRate: numeric("itbms_rate", { precision: 5, scale: 2 }),
    itbmsAmount: money("itbms_amount").notNull().default("0"),
    // Informe 43: this purchase's concept and type when they differ from the supplier's defaults.
    purchaseConcept: text("purchase_concept"),
    purchaseType: text("purchase_type"),
    ...timestamps(),
  },
  (t) => [
    ...debtConstraints("accounts_payable", t),
    check("accounts_payable_category_check", sql`${t.category} is null or ${oneOf(t.category, payableCategories)}`),
    index("accounts_payable_supplier_id_idx").on(t.supplierId),
  ],
);

/**
 * A supplier invoice's base and ITBMS at one rate, as the supplier printed them: what the DGI
 * reports declare (api/docs/finance-debts.md). Written with its payable, never changed; CASCADE:
 * deleting the payable withdraws its rows.
 */
export const accountsPayableTaxes = pgTable(
  "accounts_payable_taxes",
  {
    payableId: integer("payable_id")
      .notNull()
      .references(() => accountsPayable.id, { onDelete: "cascade" }),
    // A percentage (7.00 = 7 %); 0 is exempt.
    rate: numeric("rate", { precision: 5, scale: 2 }).notNull(),
    base: money("base").notNull(),
    itbms: money("itbms").notNull(),
  },
  (t) => [
    // One row per rate; also the index that finds a payable's rows.
    primaryKey({ name: "accounts_payable_taxes_pkey", columns: [t.payableId, t.rate] }),
    check("accounts_payable_taxes_rate_check", sql`${t.rate} in (0, 7, 10, 15)`),
    check("accounts_payable_taxes_base_check", sql`${t.base} > 0`),
    check("accounts_payable_taxes_itbms_check", sql`${t.itbms} >= 0 and (${t.rate} <> 0 or ${t.itbms} = 0)`),
  ],
);

export const receivablePayments = pgTable(
  "receivable_payments",
  {
    id: serial("id").primaryKey(),
    receivableId: integer("receivable_id")
      .notNull()
      .references(() => accountsReceivable.id, { onDelete: "cascade" }),
    // The account the money went into, when given (RESTRICT: an account with movements stays).
    bankAccountId: integer("bank_account_id").references(() => bankAccounts.id, { onDelete: "restrict" }),
    ...paymentColumns(),
    // ITBMS the client withheld as a retention agent: it settles the receivable with `amount`
    // (amount + itbms_withheld) and is posted to 1.1.07 ITBMS retenido.
    itbmsWithheld: money("itbms_withheld").notNull().default("0"),
  },
  (t) => [
    check("receivable_payments_method_check", oneOf(t.paymentMethod, paymentMethods)),
    check("receivable_payments_itbms_withheld_check", sql`${t.itbmsWithheld} >= 0`),
    index("receivable_payments_receivable_id_idx").on(t.receivableId),
  ],
);

export const supplierPayments = pgTable(
  "supplier_payments",
  {
    id: serial("id").primaryKey(),
    payableId: integer("payable_id")
      .notNull()
      .references(() => accountsPayable.id, { onDelete: "cascade" }),
    bankAccountId: integer("bank_account_id").references(() => bankAccounts.id, { onDelete: "restrict" }),
    ...paymentColumns(),
  },
  (t) => [
    check("supplier_payments_method_check", oneOf(t.paymentMethod, paymentMethods)),
    index("supplier_payments_payable_id_idx").on(t.payableId),
  ],
);

export type Receivable = typeof accountsReceivable.$inferSelect;
export type NewReceivable = typeof accountsReceivable.$inferInsert;
export type Payable = typeof accountsPayable.$inferSelect;
export type NewPayable = typeof accountsPayable.$inferInsert;
export type PayableTaxRow = typeof accountsPayableTaxes.$inferSelect;
export type ReceivablePayment = typeof receivablePayments.$inferSelect;
export type SupplierPayment = typeof supplierPayments.$inferSelect;
