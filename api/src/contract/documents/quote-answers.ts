import { optionalText } from "../values/fields";
import { amountText, dateText, instantText, recordKey } from "../values/record-fields";
import { quoteAnswerChannels, quoteAnswerLinkStatuses, quoteStatuses } from "../values/statuses";
import { z } from "../zod";
import { documentLineRecord, itbmsBreakdownRow } from "./document-lines";

// A quote answered by the client from a link, without an account (rules:
// api/docs/quote-answer-links.md): staff create the link for a sent quote, the client opens the
// public page, reads the quote and accepts or rejects it with their name.

/** The public page the link opens; the token follows '#', so it never reaches a server's logs. */
export const QUOTE_ANSWER_PAGE_PATH = "/cotizacion/responder";

/** The link the client gets: `https://erp.example.pa/cotizacion/responder#<token>`. */
export const quoteAnswerUrl = (origin: string, token: string) => `${origin}${QUOTE_ANSWER_PAGE_PATH}#${token}`;

export const QUOTE_ANSWER_NAME_MIN = 2;
export const QUOTE_ANSWER_NAME_MAX = 120;
export const QUOTE_ANSWER_COMMENT_MAX = 1000;

/** A token of no link, or of a quote deleted since (404): nothing else is said. */
export const QUOTE_LINK_UNKNOWN =
  "Este enlace no es válido. Revise que lo copió completo o pida uno nuevo a quien le envió la cotización.";

const linkToken = z
  .string({ error: QUOTE_LINK_UNKNOWN })
  .trim()
  .min(1, { error: QUOTE_LINK_UNKNOWN })
  .max(200, { error: QUOTE_LINK_UNKNOWN })
  .meta({ description: "El código del enlace: lo que sigue a # en la dirección que recibió el cliente" });

/** GET /api/quote-answer: the link's token. */
export const quoteAnswerQuery = z.object({ token: linkToken });
export type QuoteAnswerQuery = z.output<typeof quoteAnswerQuery>;

export const quoteAnswerDecisions = ["accept", "reject"] as const;
export type QuoteAnswerDecision = (typeof quoteAnswerDecisions)[number];

const NAME_REQUIRED = "Escriba su nombre";

/** POST /api/quote-answer: the client's answer, with the name they sign it with. */
export const quoteAnswerInput = z.object({
  token: linkToken,
  decision: z.enum(quoteAnswerDecisions, { error: "Elija si acepta o rechaza la cotización" }),
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .min(QUOTE_ANSWER_NAME_MIN, { error: `El nombre debe tener al menos ${QUOTE_ANSWER_NAME_MIN} caracteres` })
    .max(QUOTE_ANSWER_NAME_MAX, { error: `Máximo ${QUOTE_ANSWER_NAME_MAX} caracteres` })
    .meta({
      description: `Nombre de quien responde, de ${QUOTE_ANSWER_NAME_MIN} a ${QUOTE_ANSWER_NAME_MAX} caracteres`,
    }),
  /** Why it is rejected, or a note on accepting it. */
  comment: optionalText(QUOTE_ANSWER_COMMENT_MAX),
});
export type QuoteAnswerInput = z.input<typeof quoteAnswerInput>;
export type QuoteAnswerData = z.output<typeof quoteAnswerInput>;

/** A quote's answer as its record carries it: null fields while it is not accepted or rejected. */
export const quoteAnswerFields = {
  /** The name the client signed with, or the staff member who changed the status. */
  answeredByName: z.string().nullable().meta({ description: "Quién la aceptó o rechazó" }),
  answeredAt: instantText("Cuándo se aceptó o rechazó").nullable(),
  answerChannel: z
    .enum(quoteAnswerChannels)
    .nullable()
    .meta({ description: "Por el enlace del cliente o el personal" }),
  /** The client's reason for rejecting it, or note on accepting it. */
  answerComment: z.string().nullable().meta({ description: "Motivo del rechazo o comentario del cliente" }),
};

/** A line as the client reads it: no internal id or income account. */
const publicLine = documentLineRecord.omit({ id: true, position: true, incomeAccountCode: true });

/** GET /api/quote-answer: the quote as the client reads it from the link; no internal ids. */
export const quoteAnswerView = z.object({
  companyName: z.string().meta({ description: "La empresa que emite la cotización" }),
  quoteNumber: z.string(),
  clientName: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  issueDate: dateText("Fecha de emisión (el día en que se creó, en Panamá)"),
  validUntil: dateText("Válida hasta"),
  status: z.enum(quoteStatuses),
  lines: z.array(publicLine),
  itbmsBreakdown: z.array(itbmsBreakdownRow),
  amount: amountText("Subtotal antes de impuesto"),
  itbmsAmount: amountText("ITBMS"),
  total: amountText("Total con ITBMS"),
  /** Sent and within its validity: the page offers 'Aceptar' and 'Rechazar'. */
  answerable: z.boolean().meta({ description: "Se puede aceptar o rechazar ahora" }),
  /** Its answer once accepted or rejected; the name only when the client answered by a link. */
  answer: z
    .object({
      status: z.enum(["accepted", "rejected"]),
      name: z.string().nullable(),
      at: instantText("Cuándo se respondió"),
      comment: z.string().nullable(),
    })
    .nullable(),
  linkExpiresAt: instantText("Cuándo deja de funcionar el enlace"),
});
export type QuoteAnswerView = z.infer<typeof quoteAnswerView>;

/** A quote's answer link as staff see it: never its token, nor its hash. */
export const quoteAnswerLinkRecord = z.object({
  id: recordKey(),
  quoteId: recordKey("Cotización"),
  status: z.enum(quoteAnswerLinkStatuses),
  createdAt: instantText("Cuándo se creó"),
  /** Who created it; null once that account is gone. */
  createdByName: z.string().nullable(),
  expiresAt: instantText("Cuándo deja de funcionar: el fin del día de validez de la cotización en Panamá"),
  revokedAt: instantText("Cuándo se revocó").nullable(),
});
export type QuoteAnswerLinkRecord = z.infer<typeof quoteAnswerLinkRecord>;

/** POST /api/quotes/{id}/answer-links answers the link itself this once; nothing answers it again. */
export const createdQuoteAnswerLinkRecord = quoteAnswerLinkRecord.extend({
  url: z.string().meta({ description: "El enlace para el cliente, esta única vez" }),
});
export type CreatedQuoteAnswerLinkRecord = z.infer<typeof createdQuoteAnswerLinkRecord>;
