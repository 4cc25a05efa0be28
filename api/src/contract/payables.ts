import { z } from "zod";
import { addDays, todayInPanama } from "./dates";
import { purchaseConceptField, purchaseConcepts, purchaseTypeField, purchaseTypes } from "./dgi";
import { calendarDate, money, recordId, requiredText } from "./fields";
import { fromCents, toCents } from "./money";
import { debtPaymentFields, paymentFields } from "./receivables";
import { amountText, dateText, recordKey, recordTimestamps } from "./record-fields";
import { debtStatuses, itbmsRates, payableCategories } from "./statuses";

// Accounts payable and the payments made on them (rules: api/docs/finance-debts.md).

/** A new payable falls due this many days after its issue date unless a due date is given. */
export const PAYABLE_DUE_DAYS = 30;
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

/**
 * POST /api/financial/accounts-payable. issueDate defaults to today (Panama) and dueDate to 30 days
 * after it; the balance starts at the total and the status at pending (a balanceAmount or status
 * sent must say so). itbmsRate, when given, is the ITBMS contained in the total; the server
 * computes its amount.
 */
export const payableInput = z
  .object({
    supplierId: recordId("Debe seleccionar un proveedor"),
    invoiceNumber: requiredText("El número de factura es requerido", 50),
    issueDate: defaultedDate("La fecha de emisión es requerida"),
    dueDate: defaultedDate("La fecha de vencimiento es requerida"),
    totalAmount: money("El monto total es requerido"),
    balanceAmount: money("Ingrese un monto válido").optional(),
    description: requiredText("La descripción es requerida", 500),
    category: z.preprocess(
      (value) => (value === "" ? null : value),
      z.enum(payableCategories, { error: "Categoría inválida" }).nullish(),
    ),
    itbmsRate: z.preprocess(
      (value) => (value === "" ? null : typeof value === "number" ? String(value) : value),
      z.enum(itbmsRates, { error: "Tasa de ITBMS inválida" }).nullish(),
    ),
    status: z.literal("pending", { error: "Estado inválido" }).optional(),
    // Informe 43: this purchase's concept and type when they differ from its supplier's.
    purchaseConcept: purchaseConceptField,
    purchaseType: purchaseTypeField,
  })
  .transform((values, ctx) => {
    const issueDate = values.issueDate ?? todayInPanama();
    const dueDate = values.dueDate ?? addDays(issueDate, PAYABLE_DUE_DAYS);
    if (dueDate < issueDate) {
      ctx.addIssue({ code: "custom", path: ["dueDate"], message: PAYABLE_DUE_BEFORE_ISSUE });
      return z.NEVER;
    }
    if (values.balanceAmount !== undefined && values.balanceAmount !== values.totalAmount) {
      ctx.addIssue({ code: "custom", path: ["balanceAmount"], message: PAYABLE_BALANCE_NOT_TOTAL });
      return z.NEVER;
    }
    const itbmsRate = values.itbmsRate ?? null;
    return {
      supplierId: values.supplierId,
      invoiceNumber: values.invoiceNumber,
      issueDate,
      dueDate,
      totalAmount: values.totalAmount,
      description: values.description,
      category: values.category ?? null,
      itbmsRate,
      itbmsAmount: itbmsRate === null ? "0.00" : includedItbms(values.totalAmount, itbmsRate),
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
  description: z.string(),
  category: z.enum(payableCategories).nullable(),
  /** The ITBMS rate contained in the total ('7'), null when none was stated. */
  itbmsRate: z
    .enum(itbmsRates)
    .nullable()
    .meta({ description: "Tasa de ITBMS contenida en el total; null si no se indicó" }),
  itbmsAmount: amountText("ITBMS contenido en el total"),
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
