import { z } from "zod";
import { calendarDate, money, optionalCalendarDate, optionalText, recordId, requiredText } from "./fields";
import { itbmsRateField } from "./quotes";
import { type InvoiceStatus, type ItbmsRate, invoiceStatuses } from "./statuses";

/**
 * POST /api/invoices. issueDate defaults to today in Panama;
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

export const DUE_BEFORE_ISSUE = "La fecha de vencimiento no puede ser anterior a la fecha de emisión";
export const ISSUE_AFTER_DUE = "La fecha de emisión no puede ser posterior a la fecha de vencimiento";

// Checked here on a new invoice that has both dates (the form sends both, and uses this schema
// to edit too). The API checks the rest in domain/: a new invoice without issueDate (issued
// today), and a PATCH by the dates as they are after it, only when it really moves one of them
// (a PATCH of the status alone never fails on dates stored before this rule).
const dueNotBeforeIssue = (value: { issueDate?: string | null; dueDate?: string }) =>
  !value.issueDate || !value.dueDate || value.dueDate >= value.issueDate;
const dueDateOrder = { error: DUE_BEFORE_ISSUE, path: ["dueDate"] };

export const invoiceInput = invoiceFields
  .extend({
    itbmsRate: itbmsRateField({ withDefault: true }),
    status: invoiceFields.shape.status.default("draft"),
  })
  .refine(dueNotBeforeIssue, dueDateOrder);
/** PATCH /api/invoices/{id}: any subset, no defaults. */
export const invoicePatch = invoiceFields.partial();

export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceData = z.output<typeof invoiceInput>;

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
