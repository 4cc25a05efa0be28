import { feDocumentStatuses } from "../fe/fe";
import { itbmsWithholdingField } from "../taxes/itbms-withholding";
import { calendarDate, money, optionalCalendarDate, optionalText, recordId, requiredText } from "../values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "../values/paging";
import { amountText, dateText, instantText, recordKey, recordTimestamps } from "../values/record-fields";
import { invoiceStatuses, itbmsRates } from "../values/statuses";
import { z } from "../zod";
import {
  amountOrLinesIssue,
  checkDocumentText,
  documentLinesField,
  documentLinesRecord,
  hasAmountOrLines,
  itbmsRateField,
} from "./document-lines";

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
  /** The share of its ITBMS the client withholds (0, 50, 100); not sent (or null): the client's. */
  itbmsWithholdingPercent: itbmsWithholdingField,
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
export const invoiceListItem = z.object({
  id: recordKey(),
  invoiceNumber: z.string().meta({ description: "Número, p. ej. FAC-2026-0010" }),
  clientId: recordKey("Cliente"),
  clientName: z.string().nullable().meta({ description: "Nombre del cliente (empresa, si no, nombre)" }),
  title: z.string().nullable(),
  description: z.string(),
  /** The sum of its lines' subtotals (before tax). */
  amount: amountText("Suma de los subtotales de sus líneas, antes de impuesto"),
  /** The rate of its line with the largest subtotal (see itbmsBreakdown for every rate). */
  itbmsRate: z.enum(itbmsRates).meta({ description: "Tasa de su línea de mayor subtotal" }),
  itbmsAmount: amountText("ITBMS"),
  total: amountText("Total con ITBMS"),
  issueDate: dateText("Fecha de emisión"),
  dueDate: dateText("Fecha de vencimiento"),
  paidAt: instantText("Cuándo se pagó").nullable(),
  status: z.enum(invoiceStatuses),
  /** The share of its ITBMS the client withholds: 0, 50 or 100. */
  itbmsWithholdingPercent: z.number().int().meta({ description: "Retención de ITBMS (0, 50 o 100)" }),
  /** The account receivable this invoice has while it is sent, overdue or paid. */
  receivable: z
    .object({ id: recordKey(), balanceAmount: amountText("Saldo pendiente"), status: z.string() })
    .nullable()
    .meta({ description: "Su cuenta por cobrar mientras está enviada, vencida o pagada" }),
  /** The quote it was converted from, if any (null too once that quote is deleted). */
  quoteId: recordKey("Cotización de la que se convirtió").nullable(),
  quoteNumber: z.string().nullable(),
  /** Its electronic document's status; null before it is issued (GET /api/invoices/{id}/fe has the rest). */
  feStatus: z.enum(feDocumentStatuses).nullable().meta({
    description: "Estado de su factura electrónica (signed, authorised, rejected, annulled); null si no se ha emitido",
  }),
  ...recordTimestamps,
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

/** A whole invoice: its list item, its lines and their ITBMS by rate. */
export const invoiceRecord = invoiceListItem.extend(documentLinesRecord);
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

/**
 * GET /api/invoices: `q` matches the number, the title, the description, or the client's name or
 * company (case-insensitive); `status` (as shown: a sent invoice past due is 'overdue') and
 * `clientId` filter, `from`/`to` the day it was created (Panama); newest first.
 */
export const invoiceListQuery = pagedListQuery({
  status: optionalFilter(invoiceStatuses, "Estado inválido"),
  clientId: optionalIdFilter("Cliente inválido"),
  /** By its electronic document's status; 'none' for invoices not issued yet. */
  feStatus: optionalFilter([...feDocumentStatuses, "none"], "Estado de factura electrónica inválido"),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;
