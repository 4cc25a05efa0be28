import { z } from "zod";
import {
  amountOrLinesIssue,
  checkDocumentText,
  type DocumentLinesRecord,
  documentLinesField,
  hasAmountOrLines,
  itbmsRateField,
} from "./document-lines";
import { calendarDate, money, optionalCalendarDate, optionalText, recordId, requiredText } from "./fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "./paging";
import { type InvoiceStatus, type ItbmsRate, invoiceStatuses } from "./statuses";

/**
 * POST /api/invoices. issueDate defaults to today in Panama. Its `lines`, or a single `amount`
 * before tax and its `itbmsRate` (one line); the ITBMS and totals are computed by the server.
 */
const invoiceFields = z.object({
  clientId: recordId("Debe seleccionar un cliente"),
  title: optionalText(200),
  description: requiredText("La descripción es requerida", 5000),
  amount: money("El monto es requerido"),
  itbmsRate: itbmsRateField({ withDefault: false }),
  lines: documentLinesField,
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
    amount: invoiceFields.shape.amount.optional(),
    itbmsRate: itbmsRateField({ withDefault: true }),
    lines: invoiceFields.shape.lines.optional(),
    status: invoiceFields.shape.status.default("draft"),
  })
  .refine(hasAmountOrLines, amountOrLinesIssue)
  .refine(dueNotBeforeIssue, dueDateOrder)
  .superRefine(checkDocumentText);
/** PATCH /api/invoices/{id}: any subset, no defaults; `lines` replaces every line. */
export const invoicePatch = invoiceFields.partial();

export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceData = z.output<typeof invoiceInput>;

/**
 * An invoice as GET /api/invoices lists it: everything but its lines, which only
 * GET /api/invoices/{id} (and each write) answers (api/docs/documents.md).
 */
export type InvoiceListItem = {
  id: number;
  invoiceNumber: string;
  clientId: number;
  clientName: string | null;
  title: string | null;
  description: string;
  /** The sum of its lines' subtotals (before tax). */
  amount: string;
  /** The rate of its line with the largest subtotal (see itbmsBreakdown for every rate). */
  itbmsRate: ItbmsRate;
  itbmsAmount: string;
  total: string;
  issueDate: string;
  dueDate: string;
  paidAt: string | null;
  status: InvoiceStatus;
  /** The account receivable this invoice has while it is sent, overdue or paid. */
  receivable: { id: number; balanceAmount: string; status: string } | null;
  /** The quote it was converted from, if any (null too once that quote is deleted). */
  quoteId: number | null;
  quoteNumber: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A whole invoice: its list item, its lines and their ITBMS by rate. */
export type InvoiceRecord = InvoiceListItem & DocumentLinesRecord;

/**
 * GET /api/invoices: `q` matches the number, the title, the description, or the client's name or
 * company (case-insensitive); `status` (as shown: a sent invoice past due is 'overdue') and
 * `clientId` filter, `from`/`to` the day it was created (Panama); newest first.
 */
export const invoiceListQuery = pagedListQuery({
  status: optionalFilter(invoiceStatuses, "Estado inválido"),
  clientId: optionalIdFilter("Cliente inválido"),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;
