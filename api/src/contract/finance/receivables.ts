import { dayMonthYear, todayInPanama } from "../values/dates";
import { calendarDate, MONEY_DATES, money, optionalMoney, optionalText, recordId } from "../values/fields";
import { amountText, dateText, daysOverdueField, instantText, recordKey } from "../values/record-fields";
import { debtStatuses, paymentMethods } from "../values/statuses";
import { z } from "../zod";

export const PAYMENT_AFTER_TODAY = "La fecha de pago no puede ser posterior a hoy";

/** A payment dated before the debt existed (checked by the domain, which reads the debt). */
export const paymentBeforeIssue = (issueDate: string) =>
  `La fecha de pago no puede ser anterior a la fecha de emisión (${dayMonthYear(issueDate)})`;

/**
 * The fields every payment on a debt takes (receivables and payables); method defaults to
 * transfer. Money already paid: a money date (MONEY_DATES) no later than today in Panama.
 */
export const paymentFields = {
  amount: money("El monto es requerido"),
  paymentDate: calendarDate("La fecha de pago es requerida", {
    ...MONEY_DATES,
    latest: () => todayInPanama(),
    tooLate: () => PAYMENT_AFTER_TODAY,
  }),
  paymentMethod: z.enum(paymentMethods, { error: "Método de pago inválido" }).default("transfer"),
  /** The bank account the money went into or out of: the payment is then also a movement of it. */
  bankAccountId: z.preprocess(
    (value) => (value === "" || value === 0 ? null : value),
    recordId("Cuenta bancaria inválida").nullish(),
  ),
  reference: optionalText(200),
  notes: optionalText(2000),
};

/**
 * A payment's own fields, without the debt it pays: what the 'Registrar Pago' dialog holds for a
 * receivable and a payable alike. Each endpoint's schema below adds its debt's id.
 */
export const debtPaymentInput = z.object(paymentFields);
export type DebtPaymentInput = z.input<typeof debtPaymentInput>;

/**
 * POST /api/financial/payments; method defaults to transfer (rules: api/docs/core-quotes-invoices.md).
 * With a bank account, the payment is also an income of that account.
 */
export const receivablePaymentInput = z.object({
  ...paymentFields,
  receivableId: recordId("Debe seleccionar una cuenta por cobrar"),
  /**
   * ITBMS the client withheld as a retention agent (0 when absent, empty or null): the payment settles amount +
   * itbmsWithheld of the receivable, at most the invoice's ITBMS × its withholding share, less
   * what earlier payments withheld (api/docs/dgi-reports.md, "ITBMS withheld by clients").
   */
  itbmsWithheld: optionalMoney(),
});

/** What a payment may withhold: nothing on an invoice without retention, else up to what is left. */
export const NO_ITBMS_WITHHOLDING = "Esta cuenta por cobrar no tiene retención de ITBMS";
export const itbmsWithheldTooHigh = (left: string) => `El ITBMS retenido no puede exceder ${left}`;

export type ReceivablePaymentInput = z.input<typeof receivablePaymentInput>;
export type ReceivablePaymentData = z.output<typeof receivablePaymentInput>;

/** GET /api/financial/accounts-receivable: one account receivable, ordered by due date. */
export const receivableRecord = z.object({
  id: recordKey(),
  clientId: recordKey("Cliente"),
  /** The client's display name (company, else name); null if unknown ('Cliente Desconocido'). */
  clientName: z.string().nullable().meta({ description: "Nombre del cliente; null si se desconoce" }),
  /** The core invoice it was raised from, null for a receivable entered in finance. */
  invoiceId: recordKey("Factura de la que nació; null si se registró en finanzas").nullable(),
  invoiceNumber: z.string(),
  issueDate: dateText("Fecha de emisión"),
  dueDate: dateText("Fecha de vencimiento"),
  totalAmount: amountText("Monto total"),
  balanceAmount: amountText("Saldo pendiente"),
  /** 'pending' past its due date (Panama's calendar) is answered as 'overdue', never stored so. */
  status: z.enum(debtStatuses).meta({ description: "Pendiente y vencida se responde 'overdue'" }),
  /** Whole days past the due date while not paid (Panama's calendar); null otherwise. */
  daysOverdue: daysOverdueField(),
  description: z.string().nullable(),
  /** Its invoice's withholding share (0, 50 or 100); 0 for a receivable entered in finance. */
  itbmsWithholdingPercent: z.number().int().meta({ description: "Retención de ITBMS de su factura (0, 50 o 100)" }),
  /** ITBMS the client may still withhold: the invoice's ITBMS × share, less what payments withheld. */
  itbmsWithholdingLeft: amountText("ITBMS que el cliente aún puede retener"),
  createdAt: instantText("Cuándo se creó (ISO 8601, UTC)"),
});
export type ReceivableRecord = z.infer<typeof receivableRecord>;

/** A stored payment on a debt, as the API answers it (each kind adds the id of its debt). */
export const debtPaymentFields = {
  id: recordKey(),
  bankAccountId: recordKey("Cuenta bancaria del movimiento; null sin cuenta").nullable(),
  amount: amountText("Monto pagado"),
  paymentDate: dateText("Fecha del pago"),
  paymentMethod: z.enum(paymentMethods),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: instantText("Cuándo se registró (ISO 8601, UTC)"),
};
export type DebtPaymentRecord = z.infer<z.ZodObject<typeof debtPaymentFields>>;

export const receivablePaymentRecord = z.object({
  ...debtPaymentFields,
  receivableId: recordKey("Cuenta por cobrar"),
  itbmsWithheld: amountText("ITBMS retenido por el cliente"),
});
export type ReceivablePaymentRecord = z.infer<typeof receivablePaymentRecord>;

/** What POST /api/financial/payments answers (201): the payment and the receivable after it. */
export const receivablePaymentResult = z.object({
  payment: receivablePaymentRecord,
  receivable: receivableRecord,
});
export type ReceivablePaymentResult = z.infer<typeof receivablePaymentResult>;
