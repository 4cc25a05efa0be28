import { clientDisplayName } from "../../contract/crm/clients";
import type { EmailDocumentKind, MailTemplateKind } from "../../contract/documents/mail";
import { dayMonthYear } from "../../contract/values/dates";
import { formatBalboas } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Actor } from "../activity";
import { createQuoteAnswerLink } from "../documents/quote-answer-links";
import { DomainFailure } from "../failures";

// What a template's {placeholders} are replaced with (api/docs/mail.md, "Templates"). A new one is
// one row of `placeholders`: its name, what the settings screen says of it, the templates that
// may use it, and its value read from the document being sent (sync or async: the database and the
// settings are at hand, e.g. to make a link). Only the placeholders a template uses are computed.

/** Everything a placeholder may read: the document being e-mailed, its client and the company. */
export type MailSource = {
  db: Db;
  env: Env;
  templateKind: MailTemplateKind;
  documentKind: EmailDocumentKind;
  /** The quote, invoice or credit note; the client for a statement. */
  documentId: number;
  /** The company as its e-mails sign: trade name, else legal name. */
  companyName: string;
  client: { id: number; name: string; company: string | null; email: string | null; noReminders: boolean };
  /** The document's number and figures; for a statement, the client's name and its totals. */
  document: {
    number: string;
    /** Issue date (a quote's: the day it was created; a statement's: today). */
    date: string;
    total: string;
    dueDate: string | null;
    validUntil: string | null;
    /** What is still owed: an invoice's receivable, or a statement's total due. */
    balance: string | null;
    /** A credit note's invoice. */
    invoiceNumber: string | null;
    /** A quote's or invoice's stored status: what decides whether it may be sent. */
    status: string | null;
  };
  /** A reminder's days from the due date, as a positive count (3 days before or 3 after: 3). */
  reminderDays: number | null;
  /**
   * Where a quote's answer link ('{enlace}') points and who issues it: set when the message is
   * sent; null while it is only written out for the dialog, which shows '{enlace}' as written.
   * A null origin (an automatic follow-up without PUBLIC_ORIGIN) leaves the link out; `url` keeps
   * the one link a message's subject and text share.
   */
  answerLink: { origin: string | null; actor: Actor; url?: string } | null;
};

type Placeholder = {
  about: string;
  kinds: readonly MailTemplateKind[];
  /** Null: left as written (a value only the send makes). */
  value: (source: MailSource) => string | null | Promise<string | null>;
};

const DOCUMENTS: MailTemplateKind[] = ["quote", "invoice", "credit_note", "quote_follow_up"];
const REMINDERS: MailTemplateKind[] = ["reminder_before", "reminder_due", "reminder_after"];
const QUOTES: MailTemplateKind[] = ["quote", "quote_follow_up"];
const EVERY: MailTemplateKind[] = [...DOCUMENTS, ...REMINDERS, "statement"];

const date = (value: string | null) => (value ? dayMonthYear(value) : "");
const money = (value: string | null) => (value ? formatBalboas(value) : "");

export const placeholders: Record<string, Placeholder> = {
  cliente: {
    about: "El cliente (su empresa; si no, su nombre)",
    kinds: EVERY,
    value: (s) => clientDisplayName(s.client),
  },
  contacto: { about: "El nombre de la persona del cliente", kinds: EVERY, value: (s) => s.client.name },
  empresa: { about: "Su empresa (nombre comercial; si no, razón social)", kinds: EVERY, value: (s) => s.companyName },
  numero: { about: "El número del documento", kinds: [...DOCUMENTS, ...REMINDERS], value: (s) => s.document.number },
  fecha: {
    about: "La fecha del documento (del estado de cuenta: hoy)",
    kinds: EVERY,
    value: (s) => date(s.document.date),
  },
  total: {
    about: "El total del documento",
    kinds: [...DOCUMENTS, ...REMINDERS],
    value: (s) => money(s.document.total),
  },
  vencimiento: {
    about: "La fecha de vencimiento de la factura",
    kinds: ["invoice", ...REMINDERS],
    value: (s) => date(s.document.dueDate),
  },
  valida_hasta: {
    about: "Hasta cuándo es válida la cotización",
    kinds: QUOTES,
    value: (s) => date(s.document.validUntil),
  },
  saldo: {
    about: "Lo que falta por pagar (de la factura, o el total del estado de cuenta)",
    kinds: ["invoice", "statement", ...REMINDERS],
    value: (s) => money(s.document.balance),
  },
  dias: {
    about: "Los días que faltan para el vencimiento o que han pasado desde él",
    kinds: REMINDERS,
    value: (s) => String(s.reminderDays ?? 0),
  },
  enlace: {
    about: "El enlace para que el cliente acepte o rechace la cotización en línea (se crea al enviar)",
    kinds: QUOTES,
    value: async (s) => {
      if (!s.answerLink) return null;
      const { origin, actor } = s.answerLink;
      if (!origin) return "";
      if (s.answerLink.url === undefined) {
        try {
          s.answerLink.url = (await createQuoteAnswerLink(s.db, s.documentId, { origin, actor, forSending: true })).url;
        } catch (error) {
          // A quote already answered, expired or past its validity is still e-mailed (a copy), with no link.
          if (!(error instanceof DomainFailure && error.kind === "conflict")) throw error;
          s.answerLink.url = "";
        }
      }
      return s.answerLink.url;
    },
  },
  factura: {
    about: "La factura que corrige la nota de crédito",
    kinds: ["credit_note"],
    value: (s) => s.document.invoiceNumber ?? "",
  },
};

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** Own entries only: '{constructor}' is no placeholder. */
const named = (name: string): Placeholder | undefined =>
  Object.hasOwn(placeholders, name) ? placeholders[name] : undefined;

/** The placeholders `kind` may use, as the settings screen lists them. */
export const placeholdersOf = (kind: MailTemplateKind) =>
  Object.entries(placeholders)
    .filter(([, placeholder]) => placeholder.kinds.includes(kind))
    .map(([name, placeholder]) => ({ name, about: placeholder.about }));

/** The '{name}'s in `text` that `kind` does not know: a template using one is refused. */
export function unknownPlaceholders(kind: MailTemplateKind, text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
  return [...new Set(names)].filter((name) => !named(name)?.kinds.includes(kind));
}

/** `text` with each placeholder its template may use replaced by its value; anything else is left as written. */
export async function renderPlaceholders(text: string, source: MailSource): Promise<string> {
  const values = new Map<string, string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    const placeholder = named(name);
    if (values.has(name) || !placeholder?.kinds.includes(source.templateKind)) continue;
    const value = await placeholder.value(source);
    if (value !== null) values.set(name, value);
  }
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}
