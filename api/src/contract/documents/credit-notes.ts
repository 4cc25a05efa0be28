import { feDocumentStatuses } from "../fe/fe";
import { money } from "../values/fields";
import { amountText, dateText, recordKey, recordTimestamps } from "../values/record-fields";
import { z } from "../zod";
import { documentLineRecord, itbmsBreakdownRow, quantityField } from "./document-lines";

// Credit notes (notas de crédito) of issued electronic invoices (api/docs/electronic-invoicing.md,
// "Credit notes"): what POST /api/invoices/{id}/credit-notes takes and what the API answers.

export const CREDIT_NOTE_NOT_FOUND = "Nota de crédito no encontrada";
export const CREDIT_NOTE_FE_NOT_ISSUED = "La nota de crédito aún no tiene documento electrónico";
export const CREDIT_NOTE_REASON_LENGTH = "El motivo de la nota de crédito debe tener entre 15 y 1,000 caracteres";
export const CREDIT_NOTE_LINES_OR_AMOUNT = "Indique las líneas o el monto a acreditar, no ambos";
export const CREDIT_NOTE_NOT_AUTHORISED =
  "Solo se emite una nota de crédito de una factura autorizada por la DGI (no firmada sin autorizar, rechazada ni anulada)";
export const CREDIT_NOTE_DAYS = 180;
export const CREDIT_NOTE_TOO_LATE = `El plazo para emitir una nota de crédito (${CREDIT_NOTE_DAYS} días desde la autorización de la factura) venció`;
export const creditNoteOverTotal = (left: string) =>
  `La nota de crédito excede lo que queda por acreditar de la factura (${left})`;
export const creditNoteLineUnknown = (position: number) => `La factura no tiene la línea ${position}`;
export const creditNoteLineOverQuantity = (position: number, left: string) =>
  `La cantidad de la línea ${position} excede la que queda por acreditar (${left})`;
export const CREDIT_NOTE_REPEATED_LINE = "Cada línea de la factura se indica una sola vez";

const reasonField = z
  .string({ error: CREDIT_NOTE_REASON_LENGTH })
  .trim()
  .min(15, { error: CREDIT_NOTE_REASON_LENGTH })
  .max(1000, { error: CREDIT_NOTE_REASON_LENGTH });

/** One invoice line given back, in part or whole: its position on the invoice and how much of it. */
export const creditNoteLineInput = z.object({
  position: z
    .number({ error: "Indique la posición de la línea de la factura" })
    .int({ error: "Indique la posición de la línea de la factura" })
    .min(0, { error: "Indique la posición de la línea de la factura" }),
  quantity: quantityField,
});

/**
 * Either `lines` (some of the invoice's lines, each with the quantity given back) or `amount`
 * (before ITBMS: one adjustment line at the invoice's rate); neither credits the whole invoice.
 */
export const creditNoteInput = z
  .object({
    reason: reasonField,
    lines: z
      .array(creditNoteLineInput, { error: "Indique las líneas a acreditar" })
      .min(1, { error: "Indique al menos una línea" })
      .max(100, { error: "Máximo 100 líneas" })
      .optional(),
    amount: money("Ingrese el monto a acreditar")
      .refine((text) => !/^0+(\.0+)?$/.test(text), { error: "El monto a acreditar debe ser mayor que cero" })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.lines && input.amount !== undefined) {
      ctx.addIssue({ code: "custom", message: CREDIT_NOTE_LINES_OR_AMOUNT, path: ["amount"] });
    }
    const positions = (input.lines ?? []).map((line) => line.position);
    if (new Set(positions).size !== positions.length) {
      ctx.addIssue({ code: "custom", message: CREDIT_NOTE_REPEATED_LINE, path: ["lines"] });
    }
  });
export type CreditNoteInput = z.input<typeof creditNoteInput>;
export type CreditNoteData = z.output<typeof creditNoteInput>;

export const creditNoteRecord = z.object({
  id: recordKey(),
  creditNoteNumber: z.string().meta({ description: "Número, p. ej. NC-2026-0001" }),
  invoiceId: recordKey("La factura que corrige"),
  invoiceNumber: z.string().meta({ description: "Número de la factura, p. ej. FAC-2026-0010" }),
  clientId: recordKey("Cliente"),
  reason: z.string(),
  issueDate: dateText("Fecha de emisión (Panamá)"),
  amount: amountText("Suma de los subtotales de sus líneas, antes de impuesto"),
  itbmsAmount: amountText("ITBMS"),
  total: amountText("Total con ITBMS"),
  customerCredit: amountText(
    "Parte del total que excedía el saldo de la factura (ya pagada): saldo a favor del cliente",
  ),
  lines: z.array(documentLineRecord),
  itbmsBreakdown: z.array(itbmsBreakdownRow),
  feStatus: z.enum(feDocumentStatuses).nullable().meta({
    description: "Estado de su documento electrónico (iDoc 04); null si aún no se ha firmado",
  }),
  ...recordTimestamps,
});
export type CreditNoteRecord = z.infer<typeof creditNoteRecord>;
