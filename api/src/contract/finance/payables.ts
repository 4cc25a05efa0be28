import { purchaseConceptField, purchaseConcepts, purchaseTypeField, purchaseTypes } from "../taxes/dgi";
import {
  inRateOrder,
  itbmsRowIssue,
  type PayableTax,
  payableTaxesField,
  payableTaxIssues,
  payableTaxRecord,
  sumPayableTaxes,
} from "../taxes/payable-taxes";
import { todayInPanama } from "../values/dates";
import { calendarDate, money, recordId, requiredText } from "../values/fields";
import { fromCents, toCents } from "../values/money";
import { amountText, dateText, daysOverdueField, recordKey, recordTimestamps } from "../values/record-fields";
import { debtStatuses, itbmsRates, payableCategories } from "../values/statuses";
import { z } from "../zod";
import { debtPaymentFields, paymentFields } from "./receivables";

// Accounts payable and the payments made on them (rules: api/docs/finance-debts.md).

/** The due date the new-payable form proposes: this many days after the issue date. */
export const PAYABLE_DUE_DAYS = 30;
export const PAYABLE_DUE_DATE_REQUIRED = "La fecha de vencimiento es requerida";
export const PAYABLE_DUE_BEFORE_ISSUE = "La fecha de vencimiento no puede ser anterior a la fecha de emisión";
export const PAYABLE_BALANCE_NOT_TOTAL = "El saldo inicial debe ser igual al monto total";

/**
 * The ITBMS contained in an amount that includes it, at `rate` percent: total × rate / (100 + rate),
 * rounded to the cent half up ('107.00' at 7 % -> '7.00'). Exact, in integer cents.
 */
export function includedItbms(total: string, rate: string): string {
  const cents = toCents(total);
  const hundredths = toCents(rate); // "7" % -> 700
  const divisor = 10000n + hundredths; // (100 + rate) in hundredths of a percent
  const numerator = cents * hundredths;
  return fromCents((numerator * 2n + divisor) / (divisor * 2n));
}

/** Absent means today in Panama; sent empty, it is the field's required message. */
const defaultedDate = (message: string) => calendarDate(message).optional();

export const TOTAL_REQUIRED = "El monto total es requerido";
export const totalNotTaxes = (total: string) => `El monto total debe ser igual a la suma de bases e ITBMS (${total})`;
export const RATE_IN_ROWS = "Con filas por tasa, la tasa se indica en cada fila";
export const ITBMS_IN_ROWS = "Con filas por tasa, el ITBMS se indica en cada fila";
export const ITBMS_WITHOUT_RATE = "Indique la tasa de ITBMS";
export const ITBMS_NOT_BELOW_TOTAL = "El ITBMS debe ser menor que el monto total";

const payableFields = z.object({
  supplierId: recordId("Debe seleccionar un proveedor"),
  invoiceNumber: requiredText("El número de factura es requerido", 50),
  issueDate: defaultedDate("La fecha de emisión es requerida"),
  // Required: the supplier's invoice states when it falls due (the form proposes PAYABLE_DUE_DAYS).
  dueDate: calendarDate(PAYABLE_DUE_DATE_REQUIRED),
  /** With `taxes`, optional and checked against them; without, the invoice's total. */
  totalAmount: money(TOTAL_REQUIRED).optional(),
  balanceAmount: money("Ingrese un monto válido").optional(),
  description: requiredText("La descripción es requerida", 500),
  category: z.preprocess(
    (value) => (value === "" ? null : value),
    z.enum(payableCategories, { error: "Categoría inválida" }).nullish(),
  ),
  /** The exact form: the invoice's base and ITBMS per rate, as printed. */
  taxes: payableTaxesField.optional(),
  /** The shorthand for one rate: the total, its rate, and the ITBMS printed (else computed). */
  itbmsRate: z.preprocess(
    (value) => (value === "" ? null : typeof value === "number" ? String(value) : value),
    z.enum(itbmsRates, { error: "Tasa de ITBMS inválida" }).nullish(),
  ),
  itbmsAmount: money("Ingrese un monto válido", { allowZero: true }).optional(),
  status: z.literal("pending", { error: "Estado inválido" }).optional(),
  // Informe 43: this purchase's concept and type when they differ from its supplier's.
  purchaseConcept: purchaseConceptField,
  purchaseType: purchaseTypeField,
});
type PayableFields = z.output<typeof payableFields>;

type Issue = { path: PropertyKey[]; message: string };

/**
 * The shorthand as one row: the total at `itbmsRate` (none stated is exempt), its ITBMS the one
 * sent, else the ITBMS contained in the total (includedItbms), as before rows existed.
 */
function shorthandRow(values: PayableFields & { totalAmount: string }): { row: PayableTax } | Issue {
  const rate = values.itbmsRate ?? null;
  if (rate === null && values.itbmsAmount !== undefined && toCents(values.itbmsAmount) !== 0n) {
    return { path: ["itbmsRate"], message: ITBMS_WITHOUT_RATE };
  }
  const itbms = values.itbmsAmount ?? (rate === null ? "0.00" : includedItbms(values.totalAmount, rate));
  const base = toCents(values.totalAmount) - toCents(itbms);
  if (base <= 0n) return { path: ["itbmsAmount"], message: ITBMS_NOT_BELOW_TOTAL };
  return { row: { rate: rate ?? "0", base: fromCents(base), itbms } };
}

/** The rows the payable is stored with, or the issues that refuse it (on the fields sent). */
function taxRows(values: PayableFields): { rows: PayableTax[] } | { issues: Issue[] } {
  if (values.taxes) {
    const issues: Issue[] = [];
    if (values.itbmsRate != null) issues.push({ path: ["itbmsRate"], message: RATE_IN_ROWS });
    if (values.itbmsAmount !== undefined) issues.push({ path: ["itbmsAmount"], message: ITBMS_IN_ROWS });
    for (const issue of payableTaxIssues(values.taxes)) {
      issues.push({ path: ["taxes", issue.index, issue.field], message: issue.message });
    }
    return issues.length ? { issues } : { rows: values.taxes };
  }
  // The refine below makes sure a body without rows has its total.
  const shorthand = shorthandRow({ ...values, totalAmount: values.totalAmount ?? "0.00" });
  if ("path" in shorthand) return { issues: [shorthand] };
  const issue = itbmsRowIssue(shorthand.row);
  return issue ? { issues: [{ path: ["itbmsAmount"], message: issue }] } : { rows: [shorthand.row] };
}

/**
 * POST /api/financial/accounts-payable. issueDate defaults to today (Panama); dueDate is required,
 * since the supplier's invoice states it (the form proposes 30 days after the issue date). The
 * balance starts at the total and the status at pending (a balanceAmount or status sent must say
 * so). The ITBMS comes as `taxes`, one row per rate with its base and ITBMS as printed, or as the
 * shorthand `totalAmount` + `itbmsRate` (+ `itbmsAmount`) for one rate. The payable's total and
 * ITBMS are the sums of its rows, computed here.
 */
export const payableInput = payableFields
  .refine((values) => values.totalAmount !== undefined || values.taxes !== undefined, {
    error: TOTAL_REQUIRED,
    path: ["totalAmount"],
    // Also when other fields failed, so an empty body lists every missing field; not when the
    // total or the rows failed already, nor when the body is not an object at all.
    when: (payload) =>
      typeof payload.value === "object" &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some((issue) => issue.path?.[0] === "totalAmount" || issue.path?.[0] === "taxes"),
  })
  .transform((values, ctx) => {
    const issueDate = values.issueDate ?? todayInPanama();
    const { dueDate } = values;
    const refuse = (issues: Issue[]) => {
      for (const { path, message } of issues) ctx.addIssue({ code: "custom", path, message });
      return z.NEVER;
    };
    if (dueDate < issueDate) return refuse([{ path: ["dueDate"], message: PAYABLE_DUE_BEFORE_ISSUE }]);
    const found = taxRows(values);
    if ("issues" in found) return refuse(found.issues);
    const sums = sumPayableTaxes(found.rows);
    if (values.totalAmount !== undefined && values.totalAmount !== sums.total) {
      return refuse([{ path: ["totalAmount"], message: totalNotTaxes(sums.total) }]);
    }
    if (values.balanceAmount !== undefined && values.balanceAmount !== sums.total) {
      return refuse([{ path: ["balanceAmount"], message: PAYABLE_BALANCE_NOT_TOTAL }]);
    }
    const taxes = inRateOrder(found.rows);
    return {
      supplierId: values.supplierId,
      invoiceNumber: values.invoiceNumber,
      issueDate,
      dueDate,
      totalAmount: sums.total,
      description: values.description,
      category: values.category ?? null,
      // A summary for lists: the invoice's one rate, null when it has several.
      itbmsRate: taxes.length === 1 ? (taxes[0]?.rate ?? null) : null,
      itbmsAmount: sums.itbms,
      taxes,
      purchaseConcept: values.purchaseConcept ?? null,
      purchaseType: values.purchaseType ?? null,
    };
  });

export type PayableInput = z.input<typeof payableInput>;
export type PayableData = z.output<typeof payableInput>;

/** GET /api/financial/accounts-payable: one account payable, ordered by due date. */
export const payableRecord = z.object({
  id: recordKey(),
  supplierId: recordKey("Proveedor"),
  /** The supplier's name; null if unknown (shown 'Proveedor Desconocido'). */
  supplierName: z.string().nullable().meta({ description: "Nombre del proveedor; null si se desconoce" }),
  invoiceNumber: z.string(),
  issueDate: dateText("Fecha de emisión"),
  dueDate: dateText("Fecha de vencimiento"),
  totalAmount: amountText("Monto total, ITBMS incluido"),
  balanceAmount: amountText("Saldo pendiente"),
  /** Past its due date (Panama's calendar) and not paid is answered as 'overdue', never stored so. */
  status: z.enum(debtStatuses).meta({ description: "Pendiente y vencida se responde 'overdue'" }),
  /** Whole days past the due date while not paid (Panama's calendar); null otherwise. */
  daysOverdue: daysOverdueField(),
  description: z.string(),
  category: z.enum(payableCategories).nullable(),
  /** The invoice's one rate ('7', '0' exempt); null when it has rows at several rates. */
  itbmsRate: z
    .enum(itbmsRates)
    .nullable()
    .meta({ description: "Tasa de ITBMS de la factura; null si tiene varias (ver taxes)" }),
  itbmsAmount: amountText("ITBMS de la factura: la suma del de sus filas"),
  /** Its base and ITBMS per rate as the supplier printed them, in the order 0, 7, 10, 15. */
  taxes: z.array(payableTaxRecord).meta({ description: "Base e ITBMS por tasa, como en la factura" }),
  /** Informe 43: this payable's own concept and purchase type; null means its supplier's. */
  purchaseConcept: z.enum(purchaseConcepts).nullable(),
  purchaseType: z.enum(purchaseTypes).nullable(),
  ...recordTimestamps,
});
export type PayableRecord = z.infer<typeof payableRecord>;

/**
 * POST /api/financial/supplier-payments; method defaults to transfer. With a bank account, the
 * payment is also an expense of that account, which must hold the amount.
 */
export const supplierPaymentInput = z.object({
  ...paymentFields,
  payableId: recordId("Debe seleccionar una cuenta por pagar"),
});

export type SupplierPaymentInput = z.input<typeof supplierPaymentInput>;
export type SupplierPaymentData = z.output<typeof supplierPaymentInput>;

export const supplierPaymentRecord = z.object({ ...debtPaymentFields, payableId: recordKey("Cuenta por pagar") });
export type SupplierPaymentRecord = z.infer<typeof supplierPaymentRecord>;

/** What POST /api/financial/supplier-payments answers (201): the payment and the payable after it. */
export const supplierPaymentResult = z.object({ payment: supplierPaymentRecord, payable: payableRecord });
export type SupplierPaymentResult = z.infer<typeof supplierPaymentResult>;
