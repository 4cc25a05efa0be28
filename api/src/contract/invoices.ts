import { z } from "zod";
import { calendarDate, money, optionalCalendarDate, optionalText, recordId, requiredText } from "./fields";
import { itbmsRateField } from "./quotes";
import { type InvoiceStatus, type ItbmsRate, invoiceStatuses } from "./statuses";

/**
 * POST /api/invoices (SPEC.md §5 "Invoice"). issueDate defaults to today in Panama;
 * amount is before tax, the ITBMS and total are computed by the server.
 */
const invoiceFields = z.object({
  clientId: recordId("Debe seleccionar un cliente"),
  title: optionalText(200),
  description: requiredText("La descripción es requerida", 5000),
  amount: money("El monto es requerido"),
  itbmsRate: itbmsRateField({ withDefault: false }),
  issueDate: optionalCalendarDate(),
  dueDate: calendarDate("La fecha de vencimiento es requerida"),
  status: z.enum(invoiceStatuses, { error: "Estado inválido" }),
});

export const invoiceInput = invoiceFields.extend({
  itbmsRate: itbmsRateField({ withDefault: true }),
  status: invoiceFields.shape.status.default("draft"),
});
/** PATCH /api/invoices/{id}: any subset, no defaults. */
export const invoicePatch = invoiceFields.partial();

export type InvoiceInput = z.input<typeof invoiceInput>;

export type InvoiceRecord = {
  id: number;
  invoiceNumber: string;
  clientId: number;
  clientName: string | null;
  title: string | null;
  description: string;
  amount: string;
  itbmsRate: ItbmsRate;
  itbmsAmount: string;
  total: string;
  issueDate: string;
  dueDate: string;
  paidAt: string | null;
  status: InvoiceStatus;
  /** The account receivable this invoice has while it is sent, overdue or paid. */
  receivable: { id: number; balanceAmount: string; status: string } | null;
  createdAt: string;
  updatedAt: string;
};
