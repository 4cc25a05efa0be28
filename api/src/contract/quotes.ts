import { z } from "zod";
import { calendarDate, money, optionalText, recordId, requiredText } from "./fields";
import { type ItbmsRate, itbmsRates, type QuoteStatus, quoteStatuses } from "./statuses";

/** The ITBMS rate field, a number or a string on the wire; `withDefault` gives '7' when absent. */
export const itbmsRateField = ({ withDefault }: { withDefault: boolean }) => {
  const rate = z.enum(itbmsRates, { error: "Tasa de ITBMS inválida" });
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    withDefault ? rate.default("7") : rate,
  );
};

const quoteFields = z.object({
  clientId: recordId("Debe seleccionar un cliente"),
  title: requiredText("El título es requerido"),
  description: optionalText(5000),
  amount: money("El monto es requerido"),
  itbmsRate: itbmsRateField({ withDefault: false }),
  validUntil: calendarDate("La fecha de validez es requerida"),
  status: z.enum(quoteStatuses, { error: "Estado inválido" }),
});

/**
 * A quote is issued the day it is created (createdAt, in Panama): it cannot be valid only until
 * before then. Checked by the API (domain/quotes.ts) against the clock and the stored date, not
 * here: the edit form uses this schema too, and an old quote past its date must stay editable.
 */
export const VALID_BEFORE_ISSUE = "La fecha de validez no puede ser anterior a la fecha de emisión";

/** POST /api/quotes; amount is before tax, total is computed by the server. */
export const quoteInput = quoteFields.extend({
  itbmsRate: itbmsRateField({ withDefault: true }),
  status: quoteFields.shape.status.default("draft"),
});
/** PATCH /api/quotes/{id}: any subset, no defaults. */
export const quotePatch = quoteFields.partial();

export type QuoteInput = z.input<typeof quoteInput>;
export type QuoteData = z.output<typeof quoteInput>;

export type QuoteRecord = {
  id: number;
  quoteNumber: string;
  clientId: number;
  /** The client's display name (company, else name), null if unknown. */
  clientName: string | null;
  title: string;
  description: string | null;
  amount: string;
  itbmsRate: ItbmsRate;
  itbmsAmount: string;
  total: string;
  validUntil: string;
  status: QuoteStatus;
  createdAt: string;
  updatedAt: string;
};

/** Statuses the quote form offers: 'expired' is shown but not chosen, since the date decides it. */
export const quoteFormStatuses = quoteStatuses.filter((status) => status !== "expired");
