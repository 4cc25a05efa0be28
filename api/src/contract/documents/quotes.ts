import { calendarDate, money, optionalText, recordId, requiredText } from "../values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "../values/paging";
import { amountText, dateText, recordKey, recordTimestamps } from "../values/record-fields";
import { itbmsRates, quoteStatuses } from "../values/statuses";
import { z } from "../zod";
import {
  amountOrLinesIssue,
  checkDocumentText,
  documentLinesField,
  documentLinesRecord,
  hasAmountOrLines,
  itbmsRateField,
} from "./document-lines";
import { quoteAnswerFields } from "./quote-answers";

// Moved beside the lines, which use it too; still importable from here.
export { itbmsRateField } from "./document-lines";

const quoteFields = z.object({
  clientId: recordId("Debe seleccionar un cliente"),
  title: requiredText("El título es requerido"),
  description: optionalText(5000),
  // The single amount before tax (and its rate) of a quote without `lines`: it becomes one line.
  amount: money("El monto es requerido"),
  itbmsRate: itbmsRateField({ withDefault: false }),
  lines: documentLinesField,
  validUntil: calendarDate("La fecha de validez es requerida"),
  status: z.enum(quoteStatuses, { error: "Estado inválido" }),
});

/**
 * A quote is issued the day it is created (createdAt, in Panama): it cannot be valid only until
 * before then. Checked by the API (domain/documents/quotes.ts) against the clock and the stored date, not
 * here: the edit form uses this schema too, and an old quote past its date must stay editable.
 */
export const VALID_BEFORE_ISSUE = "La fecha de validez no puede ser anterior a la fecha de emisión";

/**
 * POST /api/quotes: its `lines`, or a single `amount` before tax and its `itbmsRate` (one line).
 * With lines, amount and rate are derived from them; the server computes every total.
 */
export const quoteInput = quoteFields
  .extend({
    amount: quoteFields.shape.amount.optional(),
    itbmsRate: itbmsRateField({ withDefault: true }),
    lines: quoteFields.shape.lines.optional(),
    status: quoteFields.shape.status.default("draft"),
  })
  .refine(hasAmountOrLines, amountOrLinesIssue)
  .superRefine(checkDocumentText);
/** PATCH /api/quotes/{id}: any subset, no defaults; `lines` replaces every line. */
export const quotePatch = quoteFields.partial();

export type QuoteInput = z.input<typeof quoteInput>;
export type QuoteData = z.output<typeof quoteInput>;

/**
 * A quote as GET /api/quotes lists it: everything but its lines, which only GET /api/quotes/{id}
 * (and each write) answers, so a page of the list costs one query (api/docs/documents.md).
 */
export const quoteListItem = z.object({
  id: recordKey(),
  quoteNumber: z.string().meta({ description: "Número, p. ej. COT-2026-0003" }),
  clientId: recordKey("Cliente"),
  /** The client's display name (company, else name), null if unknown. */
  clientName: z.string().nullable().meta({ description: "Nombre del cliente (empresa, si no, nombre)" }),
  title: z.string(),
  description: z.string().nullable(),
  /** The sum of its lines' subtotals (before tax). */
  amount: amountText("Suma de los subtotales de sus líneas, antes de impuesto"),
  /** The rate of its line with the largest subtotal (see itbmsBreakdown for every rate). */
  itbmsRate: z.enum(itbmsRates).meta({ description: "Tasa de su línea de mayor subtotal" }),
  itbmsAmount: amountText("ITBMS"),
  total: amountText("Total con ITBMS"),
  validUntil: dateText("Válida hasta"),
  status: z.enum(quoteStatuses),
  /** The invoice this quote was converted into (POST /api/quotes/{id}/convert), if any. */
  invoiceId: recordKey("Factura en la que se convirtió").nullable(),
  invoiceNumber: z.string().nullable(),
  /** Who accepted or rejected it, when and how (api/docs/quote-answer-links.md). */
  ...quoteAnswerFields,
  ...recordTimestamps,
});
export type QuoteListItem = z.infer<typeof quoteListItem>;

/** A whole quote: its list item, its lines and their ITBMS by rate. */
export const quoteRecord = quoteListItem.extend(documentLinesRecord);
export type QuoteRecord = z.infer<typeof quoteRecord>;

/** Statuses the quote form offers: 'expired' is shown but not chosen, since the date decides it. */
export const quoteFormStatuses = quoteStatuses.filter((status) => status !== "expired");

/**
 * GET /api/quotes: `q` matches the number, the title, or the client's name or company
 * (case-insensitive); `status` and `clientId` filter, `from`/`to` the day it was created
 * (Panama); newest first.
 */
export const quoteListQuery = pagedListQuery({
  status: optionalFilter(quoteStatuses, "Estado inválido"),
  clientId: optionalIdFilter("Cliente inválido"),
});
export type QuoteListQuery = z.output<typeof quoteListQuery>;
