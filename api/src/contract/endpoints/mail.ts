import {
  clientStatementRecord,
  emailDraftRecord,
  emailListQuery,
  emailRecord,
  mailSettingsPatch,
  mailSettingsRecord,
  mailTemplateInput,
  mailTemplateRecord,
  sendEmailInput,
} from "../documents/mail";
import { adminOnly, books, type Endpoint, everyone } from "../endpoint";
import { z } from "../zod";

// Documents by e-mail (api/docs/mail.md): each document's 'Enviar por correo' (the draft the dialog
// opens with, the send, the document's history), the client's statement of account, and the
// admin's templates, reminder schedule and 'Correos enviados'. Whoever may read a document may
// send it: credit notes are the books'.

const PDF = ["application/pdf"] as const;

/** The three operations of a document that is sent by e-mail, under its own path. */
function documentEmailEndpoints<Path extends string>(
  path: Path,
  noun: string,
  tag: string,
  access: Endpoint["access"],
) {
  return {
    draft: {
      method: "GET",
      path: `${path}/email`,
      summary: `El correo de ${noun} listo para enviar`,
      description:
        "Destinatario (el correo del cliente), asunto y mensaje escritos desde su plantilla, y los adjuntos.",
      tag,
      access,
      answer: { json: emailDraftRecord },
    },
    send: {
      method: "POST",
      path: `${path}/email`,
      summary: `Enviar ${noun} por correo`,
      description:
        "Adjunta su PDF (y el XML de un documento electrónico). Responde el envío registrado (201): 'sent', o 'failed' con lo que dijo el servidor si rechazó a un destinatario. 409 sin SMTP_URL.",
      tag,
      access,
      body: sendEmailInput,
      answer: { json: emailRecord, status: 201 },
      refusals: [409, 503],
    },
    history: {
      method: "GET",
      path: `${path}/emails`,
      summary: `Los correos enviados de ${noun}`,
      description: "El más reciente primero.",
      tag,
      access,
      answer: { json: z.array(emailRecord) },
    },
  } as const satisfies Record<string, Endpoint>;
}

const quote = documentEmailEndpoints("/api/quotes/{id}", "la cotización", "Cotizaciones", everyone);
const invoice = documentEmailEndpoints("/api/invoices/{id}", "la factura", "Facturas", everyone);
const creditNote = documentEmailEndpoints("/api/credit-notes/{id}", "la nota de crédito", "Factura electrónica", books);
const statement = documentEmailEndpoints("/api/clients/{id}/statement", "el estado de cuenta", "Clientes", everyone);

const templateKindPath = "/api/settings/mail/templates/{kind}";

export const mailEndpoints = {
  quoteEmailDraft: quote.draft,
  sendQuoteEmail: quote.send,
  quoteEmails: quote.history,
  invoiceEmailDraft: invoice.draft,
  sendInvoiceEmail: invoice.send,
  invoiceEmails: invoice.history,
  creditNoteEmailDraft: creditNote.draft,
  sendCreditNoteEmail: creditNote.send,
  creditNoteEmails: creditNote.history,
  clientStatement: {
    method: "GET",
    path: "/api/clients/{id}/statement",
    summary: "El estado de cuenta del cliente",
    description: "Sus facturas con saldo pendiente, del vencimiento más antiguo al más reciente, y el total adeudado.",
    tag: "Clientes",
    access: everyone,
    answer: { json: clientStatementRecord },
  },
  clientStatementPdf: {
    method: "GET",
    path: "/api/clients/{id}/statement/pdf",
    summary: "El estado de cuenta del cliente en PDF",
    tag: "Clientes",
    access: everyone,
    answer: { file: PDF, about: "El estado de cuenta, p. ej. estado-de-cuenta-12-2026-11-20.pdf" },
    refusals: [503],
  },
  clientStatementEmailDraft: statement.draft,
  sendClientStatementEmail: statement.send,
  clientStatementEmails: statement.history,
  mailSettings: {
    method: "GET",
    path: "/api/settings/mail",
    summary: "La configuración del correo y de los recordatorios",
    tag: "Correo",
    access: adminOnly,
    answer: { json: mailSettingsRecord },
  },
  updateMailSettings: {
    method: "PATCH",
    path: "/api/settings/mail",
    summary: "Modificar los recordatorios y el seguimiento de cotizaciones",
    tag: "Correo",
    access: adminOnly,
    body: mailSettingsPatch,
    answer: { json: mailSettingsRecord },
  },
  mailTemplates: {
    method: "GET",
    path: "/api/settings/mail/templates",
    summary: "Las plantillas de correo",
    tag: "Correo",
    access: adminOnly,
    answer: { json: z.array(mailTemplateRecord) },
  },
  updateMailTemplate: {
    method: "PUT",
    path: templateKindPath,
    summary: "Modificar una plantilla de correo",
    description: "400 si usa un marcador que esa plantilla no admite.",
    tag: "Correo",
    access: adminOnly,
    body: mailTemplateInput,
    answer: { json: mailTemplateRecord },
  },
  resetMailTemplate: {
    method: "DELETE",
    path: templateKindPath,
    summary: "Restablecer una plantilla de correo a la de fábrica",
    tag: "Correo",
    access: adminOnly,
    answer: { json: mailTemplateRecord },
  },
  listEmails: {
    method: "GET",
    path: "/api/settings/mail/emails",
    summary: "Correos enviados",
    description: "Todos los envíos, manuales y automáticos, el más reciente primero.",
    tag: "Correo",
    access: adminOnly,
    query: emailListQuery,
    answer: { json: z.array(emailRecord) },
    paged: true,
  },
} as const satisfies Record<string, Endpoint>;
