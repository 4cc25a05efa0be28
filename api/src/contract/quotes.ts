import { z } from "zod";
import { calendarDate, money, optionalText, recordId, requiredText } from "./fields";
import { type ItbmsRate, itbmsRates, type QuoteStatus, quoteStatuses } from "./statuses";

/** The ITBMS rate field: '7' by default; a number or a string on the wire. */
export const itbmsRateField = () =>
  z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z.enum(itbmsRates, { error: "Tasa de ITBMS inválida" }).default("7"),
  );

/** POST /api/quotes (SPEC.md §5 "Quote"); amount is before tax, total is computed by the server. */
export const quoteInput = z.object({
  clientId: recordId("Debe seleccionar un cliente"),
  title: requiredText("El título es requerido"),
  description: optionalText(5000),
  amount: money("El monto es requerido"),
  itbmsRate: itbmsRateField(),
  validUntil: calendarDate("La fecha de validez es requerida"),
  status: z.enum(quoteStatuses, { error: "Estado inválido" }).default("draft"),
});
export const quotePatch = quoteInput.partial();

export type QuoteInput = z.input<typeof quoteInput>;

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

/** Statuses the quote form offers: 'expired' is shown but not chosen (SPEC.md §4). */
export const quoteFormStatuses = quoteStatuses.filter((status) => status !== "expired");
