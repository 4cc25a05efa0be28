import { z } from "zod";
import { money, moneyDate, optionalRecordId, optionalText, requiredText } from "./fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "./paging";
import {
  type Currency,
  currencies,
  type TransactionStatus,
  type TransactionType,
  transactionStatuses,
  transactionTypes,
} from "./statuses";

// Transactions: the books' movements (rules: api/docs/finance-money.md, "Transactions").

export const CLIENT_ONLY_FOR_INCOME = "El cliente solo se indica en un ingreso";
export const SUPPLIER_ONLY_FOR_EXPENSE = "El proveedor solo se indica en un gasto";

/** POST /api/financial/transactions. With a bankAccountId, income raises and expense lowers its balance. */
export const transactionInput = z
  .object({
    transactionDate: moneyDate("La fecha es requerida"),
    transactionType: z.enum(transactionTypes, { error: "Tipo de transacción inválido" }).default("income"),
    amount: money("El monto es requerido"),
    currency: z.enum(currencies, { error: "Moneda inválida" }).default("PAB"),
    description: requiredText("La descripción es requerida", 500),
    reference: optionalText(200),
    categoryId: optionalRecordId("Categoría inválida"),
    bankAccountId: optionalRecordId("Cuenta bancaria inválida"),
    clientId: optionalRecordId("Cliente inválido"),
    supplierId: optionalRecordId("Proveedor inválido"),
  })
  .refine((data) => data.clientId == null || data.transactionType === "income", {
    error: CLIENT_ONLY_FOR_INCOME,
    path: ["clientId"],
  })
  .refine((data) => data.supplierId == null || data.transactionType === "expense", {
    error: SUPPLIER_ONLY_FOR_EXPENSE,
    path: ["supplierId"],
  });

export type TransactionInput = z.input<typeof transactionInput>;
export type TransactionData = z.output<typeof transactionInput>;

/** An optional enumeration filter of a list query: empty means "all". */
/**
 * GET /api/financial/transactions: `q` matches description or reference (case-insensitive),
 * `from`/`to` the transaction date; newest date first, then id.
 */
export const transactionListQuery = pagedListQuery({
  type: optionalFilter(transactionTypes, "Tipo de transacción inválido"),
  status: optionalFilter(transactionStatuses, "Estado inválido"),
  bankAccountId: optionalIdFilter("Cuenta bancaria inválida"),
});
export type TransactionListQuery = z.output<typeof transactionListQuery>;

export type TransactionRecord = {
  id: number;
  transactionDate: string;
  transactionType: TransactionType;
  amount: string;
  currency: Currency;
  description: string;
  reference: string | null;
  categoryId: number | null;
  categoryName: string | null;
  bankAccountId: number | null;
  /** The account as the screens show it ('account name - bank name'), null without one. */
  bankAccountName: string | null;
  clientId: number | null;
  supplierId: number | null;
  /** Set when a payment recorded this movement: it is undone with the payment, never alone. */
  receivablePaymentId: number | null;
  supplierPaymentId: number | null;
  status: TransactionStatus;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/financial/categories. `type` null: fits income and expense alike. */
export type CategoryRecord = { id: number; name: string; type: "income" | "expense" | null };
