import { money, moneyDate, optionalRecordId, optionalText, recordId, requiredText } from "../values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "../values/paging";
import { amountText, dateText, recordKey, recordTimestamps } from "../values/record-fields";
import { type AccountType, currencies, transactionStatuses, transactionTypes } from "../values/statuses";
import { z } from "../zod";

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

export const transactionRecord = z.object({
  id: recordKey(),
  transactionDate: dateText("Fecha del movimiento"),
  transactionType: z.enum(transactionTypes),
  amount: amountText(),
  currency: z.enum(currencies),
  description: z.string(),
  reference: z.string().nullable(),
  categoryId: recordKey("Categoría").nullable(),
  categoryName: z.string().nullable(),
  bankAccountId: recordKey("Cuenta bancaria").nullable(),
  /** The account as the screens show it ('account name - bank name'), null without one. */
  bankAccountName: z.string().nullable().meta({ description: "'nombre de la cuenta - banco'; null sin cuenta" }),
  clientId: recordKey("Cliente").nullable(),
  supplierId: recordKey("Proveedor").nullable(),
  /** Set when a payment recorded this movement: it is undone with the payment, never alone. */
  receivablePaymentId: recordKey("Pago recibido que registró este movimiento").nullable(),
  supplierPaymentId: recordKey("Pago a proveedor que registró este movimiento").nullable(),
  status: z.enum(transactionStatuses),
  ...recordTimestamps,
});
export type TransactionRecord = z.infer<typeof transactionRecord>;

/**
 * GET /api/financial/categories. `type` null: fits income and expense alike. The account is where
 * a completed movement of the category posts (api/docs/ledger.md); none: 'Otros ingresos' or 'Otros gastos'.
 */
export const categoryRecord = z.object({
  id: recordKey(),
  name: z.string(),
  type: z.enum(["income", "expense"]).nullable().meta({ description: "null: sirve para ingresos y gastos" }),
  accountId: recordKey("Cuenta contable a la que se registra; null: la cuenta por defecto").nullable(),
  accountCode: z.string().nullable().meta({ description: "Código de esa cuenta (4.1.03)" }),
  accountName: z.string().nullable(),
});
export type CategoryRecord = z.infer<typeof categoryRecord>;

export const CATEGORY_ACCOUNT_INVALID = "Cuenta contable inválida";

/** What a category is for: income, expense, or both (`type` null). */
export type CategoryKind = "income" | "expense" | "both";
export const categoryKind = (type: CategoryRecord["type"]): CategoryKind => type ?? "both";

/**
 * The account types a category's movements may post to. An income is income; an expense may also
 * buy an asset (equipment) or settle a debt (the ITBMS paid to the DGI), as the base mapping does;
 * a category of both kinds posts to income or expense. Equity is never a category's.
 */
export const categoryAccountTypes: Record<CategoryKind, readonly AccountType[]> = {
  income: ["income"],
  expense: ["expense", "asset", "liability"],
  both: ["income", "expense"],
};

export const CATEGORY_ACCOUNT_KIND: Record<CategoryKind, string> = {
  income: "Una categoría de ingresos se registra en una cuenta de ingresos",
  expense: "Una categoría de gastos se registra en una cuenta de gastos, de activo o de pasivo",
  both: "Esta categoría se registra en una cuenta de ingresos o de gastos",
};

/** PATCH /api/financial/categories/{id}: the account its movements post to; null for the default one. */
export const categoryAccountInput = z.object({
  accountId: z.preprocess((value) => (value === "" ? null : value), recordId(CATEGORY_ACCOUNT_INVALID).nullable()),
});
export type CategoryAccountInput = z.input<typeof categoryAccountInput>;
export type CategoryAccountData = z.output<typeof categoryAccountInput>;
