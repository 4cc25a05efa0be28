import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, numeric, pgTable, serial, text } from "drizzle-orm/pg-core";
import { debtStatuses, payableCategories, paymentMethods } from "../../contract/statuses";
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
    // The ITBMS the supplier charged, part of totalAmount: a rate (7.00 = 7 %, null when the
    // invoice states none) and its amount, which the DGI reports count as ITBMS paid.
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
  },
  (t) => [
    check("receivable_payments_method_check", oneOf(t.paymentMethod, paymentMethods)),
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
export type ReceivablePayment = typeof receivablePayments.$inferSelect;
export type SupplierPayment = typeof supplierPayments.$inferSelect;
