import { optionalMoney, optionalRecordId, recordId, requiredText } from "../values/fields";
import { pagedListQuery } from "../values/paging";
import { amountText, countOf, dateText, instantText, monthText, recordKey } from "../values/record-fields";
import { journalOrigins } from "../values/statuses";
import { z } from "../zod";
import { bankRuleActions, matchSources } from "./banking";

// Reconciliation of a bank account (api/docs/banking.md, "Reconciliation"): the bank's statement
// lines against the book movements (journal lines on 1.1.02 Bancos naming the account).

export const RECONCILIATION_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const RECONCILIATION_MONTH_INVALID = "Mes inválido (AAAA-MM)";

/** GET …/reconciliation/statement-lines and …/book-movements: a page of what is still unmatched. */
export const reconciliationListQuery = pagedListQuery({});
export type ReconciliationListQuery = z.output<typeof reconciliationListQuery>;

/** A book movement as the reconciliation screen shows it: what it is and the money it moved. */
export const bookMovementRecord = z.object({
  journalLineId: recordKey("Línea del diario en 1.1.02 Bancos"),
  entryId: recordKey("Asiento"),
  entryDate: dateText("Fecha del asiento"),
  description: z.string(),
  originType: z.enum(journalOrigins),
  originId: recordKey("Registro que originó el asiento").nullable(),
  originLabel: z.string().meta({ description: "Qué es: 'Cobro', 'Pago a proveedor', 'Transferencia'…" }),
  /** The invoice or bill number, when the movement pays one. */
  documentNumber: z.string().nullable(),
  /** The client or supplier, when known. */
  counterpartyName: z.string().nullable(),
  amount: amountText("Monto con signo: + entra dinero, − sale"),
});
export type BookMovementRecord = z.infer<typeof bookMovementRecord>;

/** What a rule proposes to make of a line ('Crear desde la línea'). */
export const ruleSuggestionRecord = z.object({
  ruleId: recordKey("Regla"),
  action: z.enum(bankRuleActions),
  actionLabel: z.string(),
  categoryId: recordKey("Categoría").nullable(),
  categoryName: z.string().nullable(),
  supplierId: recordKey("Proveedor").nullable(),
  supplierName: z.string().nullable(),
});

/** A proposed match of one line with book movements of the same amount, best first. */
export const matchSuggestionRecord = z.object({
  score: z.number().int().meta({ description: "Cuanto más alto, más probable" }),
  reasons: z.array(z.string()).meta({ description: "Por qué se propone, en español" }),
  movement: bookMovementRecord,
});

export const bankStatementLineRecord = z.object({
  id: recordKey(),
  lineDate: dateText("Fecha de la línea"),
  description: z.string(),
  reference: z.string().nullable(),
  amount: amountText("Monto con signo: + depósito, − retiro"),
  balance: amountText("Saldo tras la línea, si el archivo lo da").nullable(),
});

/** An unmatched statement line with what the system proposes for it. */
export const unmatchedStatementLineRecord = bankStatementLineRecord.extend({
  suggestions: z.array(matchSuggestionRecord),
  rule: ruleSuggestionRecord.nullable(),
});
export type UnmatchedStatementLineRecord = z.infer<typeof unmatchedStatementLineRecord>;

/** POST …/reconciliation/matches. */
export const matchInput = z.object({
  statementLineIds: z
    .array(recordId("Línea del estado de cuenta inválida"), { error: "Seleccione las líneas del estado de cuenta" })
    .min(1, { error: "Seleccione al menos una línea del estado de cuenta" })
    .max(100, { error: "Máximo 100 líneas por conciliación" }),
  journalLineIds: z
    .array(recordId("Movimiento contable inválido"), { error: "Seleccione los movimientos contables" })
    .min(1, { error: "Seleccione al menos un movimiento contable" })
    .max(100, { error: "Máximo 100 movimientos por conciliación" }),
  source: z.enum(["manual", "suggestion", "rule"], { error: "Origen de la conciliación inválido" }).default("manual"),
});
export type MatchData = z.output<typeof matchInput>;

export const matchRecord = z.object({
  id: recordKey(),
  bankAccountId: recordKey("Cuenta bancaria"),
  source: z.enum(matchSources),
  amount: amountText("Lo conciliado, con signo"),
  statementLineIds: z.array(recordKey("Línea del estado de cuenta")),
  journalLineIds: z.array(recordKey("Línea del diario")),
  createdAt: instantText(),
});
export type MatchRecord = z.infer<typeof matchRecord>;

/** What a line can be turned into ('Crear desde la línea'). */
export const createFromLineKinds = [
  "receivable_payment",
  "supplier_payment",
  "bank_fee",
  "interest",
  "income",
  "expense",
] as const;
export type CreateFromLineKind = (typeof createFromLineKinds)[number];
export const createFromLineKindLabels: Record<CreateFromLineKind, string> = {
  receivable_payment: "Cobro de una factura",
  supplier_payment: "Pago a proveedor",
  bank_fee: "Comisión bancaria",
  interest: "Ingreso por intereses",
  income: "Otro ingreso",
  expense: "Otro gasto",
};

const lineId = recordId("Debe indicar la línea del estado de cuenta");
const fromRule = z.enum(["created", "rule"], { error: "Origen inválido" }).default("created");

/** POST …/reconciliation/create-from-line: the record is created and matched to the line at once. */
export const createFromLineInput = z.discriminatedUnion(
  "kind",
  [
    z
      .object({
        kind: z.literal("receivable_payment"),
        statementLineId: lineId,
        receivableId: optionalRecordId("Cuenta por cobrar inválida"),
        invoiceId: optionalRecordId("Factura inválida"),
        itbmsWithheld: optionalMoney(),
        source: fromRule,
      })
      .refine((data) => data.receivableId != null || data.invoiceId != null, {
        error: "Debe seleccionar la factura que se cobra",
        path: ["receivableId"],
      }),
    z.object({
      kind: z.literal("supplier_payment"),
      statementLineId: lineId,
      payableId: recordId("Debe seleccionar la factura del proveedor"),
      source: fromRule,
    }),
    z.object({
      kind: z.enum(["bank_fee", "interest"]),
      statementLineId: lineId,
      categoryId: optionalRecordId("Categoría inválida"),
      source: fromRule,
    }),
    z.object({
      kind: z.enum(["income", "expense"]),
      statementLineId: lineId,
      categoryId: recordId("Debe seleccionar la categoría"),
      source: fromRule,
    }),
  ],
  { error: "Tipo de registro inválido" },
);
export type CreateFromLineData = z.output<typeof createFromLineInput>;

export const createFromLineResult = z.object({
  kind: z.enum(createFromLineKinds),
  /** The payment or transaction created. */
  recordId: recordKey("Pago o transacción creada"),
  match: matchRecord,
});

/** A rule: 'descripción contiene' text → what the line is. */
export const bankRuleInput = z
  .object({
    contains: requiredText("Indique el texto que contiene la descripción", 200),
    action: z.enum(bankRuleActions, { error: "Acción inválida" }),
    categoryId: optionalRecordId("Categoría inválida"),
    supplierId: optionalRecordId("Proveedor inválido"),
    /** For every bank account instead of this one. */
    allAccounts: z.boolean({ error: "Valor inválido" }).default(false),
  })
  .refine((data) => !["income", "expense"].includes(data.action) || data.categoryId != null, {
    error: "Debe seleccionar la categoría",
    path: ["categoryId"],
  })
  .refine((data) => data.action !== "supplier_payment" || data.supplierId != null, {
    error: "Debe seleccionar el proveedor",
    path: ["supplierId"],
  });
export type BankRuleData = z.output<typeof bankRuleInput>;

export const bankRuleRecord = z.object({
  id: recordKey(),
  bankAccountId: recordKey("Cuenta bancaria; null: todas").nullable(),
  contains: z.string(),
  action: z.enum(bankRuleActions),
  categoryId: recordKey("Categoría").nullable(),
  categoryName: z.string().nullable(),
  supplierId: recordKey("Proveedor").nullable(),
  supplierName: z.string().nullable(),
  createdAt: instantText(),
});
export type BankRuleRecord = z.infer<typeof bankRuleRecord>;

/** POST …/reconciliation/months: a month marked reconciled with the statement's balance. */
export const reconciledMonthInput = z.object({
  month: z
    .string({ error: RECONCILIATION_MONTH_INVALID })
    .regex(RECONCILIATION_MONTH_PATTERN, { error: RECONCILIATION_MONTH_INVALID }),
  statementBalance: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z
      .string({ error: "Indique el saldo del estado de cuenta" })
      .trim()
      .regex(/^-?\d{1,12}(\.\d{1,2})?$/, { error: "Ingrese un saldo válido (hasta 2 decimales)" }),
  ),
});
export type ReconciledMonthData = z.output<typeof reconciledMonthInput>;

export const reconciledMonthRecord = z.object({
  month: monthText(),
  statementBalance: amountText("Saldo del estado de cuenta al cierre del mes"),
  ledgerBalance: amountText("Saldo en libros de la cuenta al cierre del mes"),
  difference: amountText("Estado de cuenta menos libros"),
  reconciledBy: z.string().nullable(),
  reconciledAt: instantText(),
});
export type ReconciledMonthRecord = z.infer<typeof reconciledMonthRecord>;

/** GET …/reconciliation: where the account stands. */
export const reconciliationSummaryRecord = z.object({
  bankAccountId: recordKey("Cuenta bancaria"),
  accountLabel: z.string(),
  currency: z.string(),
  ledgerBalance: amountText("Saldo en libros hoy"),
  unmatchedStatementLines: countOf("Líneas del estado de cuenta sin conciliar"),
  unmatchedBookMovements: countOf("Movimientos contables sin conciliar"),
  reconciledMonths: z.array(reconciledMonthRecord),
});
export type ReconciliationSummaryRecord = z.infer<typeof reconciliationSummaryRecord>;
