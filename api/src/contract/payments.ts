import { z } from "zod";
import { todayInPanama } from "./dates";
import { calendarDate, money, optionalText, recordId } from "./fields";
import { type DebtStatus, type PaymentMethod, paymentMethods } from "./statuses";

export const PAYMENT_AFTER_TODAY = "La fecha de pago no puede ser posterior a hoy";

/**
 * POST /api/financial/payments; method defaults to transfer (rules: api/docs/core-quotes-invoices.md).
 * Money already received: its date is today in Panama or earlier.
 */
export const receivablePaymentInput = z.object({
  amount: money("El monto es requerido"),
  paymentDate: calendarDate("La fecha de pago es requerida").refine((date) => date <= todayInPanama(), {
    error: PAYMENT_AFTER_TODAY,
  }),
  paymentMethod: z.enum(paymentMethods, { error: "Método de pago inválido" }).default("transfer"),
  /** The account the money went into: the payment is then also an income of that account. */
  bankAccountId: z.preprocess(
    (value) => (value === "" || value === 0 ? null : value),
    recordId("Cuenta bancaria inválida").nullish(),
  ),
  reference: optionalText(200),
  notes: optionalText(2000),
  receivableId: recordId("Debe seleccionar una cuenta por cobrar"),
});

export type ReceivablePaymentInput = z.input<typeof receivablePaymentInput>;
export type ReceivablePaymentData = z.output<typeof receivablePaymentInput>;

/** GET /api/financial/accounts-receivable: one account receivable, ordered by due date. */
export type ReceivableRecord = {
  id: number;
  clientId: number;
  /** The client's display name (company, else name); null if unknown ('Cliente Desconocido'). */
  clientName: string | null;
  /** The core invoice it was raised from, null for a receivable entered in finance. */
  invoiceId: number | null;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  balanceAmount: string;
  /** 'pending' past its due date (Panama's calendar) is answered as 'overdue', never stored so. */
  status: DebtStatus;
  description: string | null;
  createdAt: string;
};

export type ReceivablePaymentRecord = {
  id: number;
  receivableId: number;
  bankAccountId: number | null;
  amount: string;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  reference: string | null;
  notes: string | null;
  createdAt: string;
};

/** What POST /api/financial/payments answers (201): the payment and the receivable after it. */
export type ReceivablePaymentResult = {
  payment: ReceivablePaymentRecord;
  receivable: ReceivableRecord;
};
