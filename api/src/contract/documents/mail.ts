import { optionalFilter, pagedListQuery } from "../values/paging";
import { amountText, dateText, instantText, recordKey } from "../values/record-fields";
import { z } from "../zod";

// Documents by e-mail (api/docs/mail.md): what is sent (quotes, invoices, credit notes, a client's
// statement of account), the templates it is written from, the reminders' schedule, and the record
// of every send.

/** What an e-mail is about. A statement's document is its client. */
export const emailDocumentKinds = ["quote", "invoice", "credit_note", "statement"] as const;
export type EmailDocumentKind = (typeof emailDocumentKinds)[number];
export const emailDocumentKindLabels: Record<EmailDocumentKind, string> = {
  quote: "Cotización",
  invoice: "Factura",
  credit_note: "Nota de crédito",
  statement: "Estado de cuenta",
};

/** The templates every e-mail is written from: one per document, the reminders and the quote's follow-up. */
export const mailTemplateKinds = [
  "quote",
  "invoice",
  "credit_note",
  "statement",
  "reminder_before",
  "reminder_due",
  "reminder_after",
  "quote_follow_up",
] as const;
export type MailTemplateKind = (typeof mailTemplateKinds)[number];
export const mailTemplateLabels: Record<MailTemplateKind, string> = {
  quote: "Cotización",
  invoice: "Factura",
  credit_note: "Nota de crédito",
  statement: "Estado de cuenta",
  reminder_before: "Recordatorio antes del vencimiento",
  reminder_due: "Recordatorio el día del vencimiento",
  reminder_after: "Recordatorio de factura vencida",
  quote_follow_up: "Seguimiento de cotización",
};

/** A send in flight, delivered to the server, or refused (by the server, for one recipient or all). */
export const emailStatuses = ["sending", "sent", "failed"] as const;
export type EmailStatus = (typeof emailStatuses)[number];
export const emailStatusLabels: Record<EmailStatus, string> = {
  sending: "Enviando",
  sent: "Enviado",
  failed: "Fallido",
};

/** What 'Enviar por correo' says while SMTP_URL is unset (the API's 409 and the dialog alike). */
export const MAIL_NOT_CONFIGURED =
  "El envío de correos no está configurado. Defina SMTP_URL (por ejemplo smtps://usuario:contraseña@smtp.ejemplo.pa:465) y MAIL_FROM (por ejemplo Istmo Software <facturas@istmo.pa>) en el entorno del servidor y reinícielo.";

export const MAX_RECIPIENTS = 10;
export const MAX_SUBJECT_LENGTH = 300;
export const MAX_MESSAGE_LENGTH = 20_000;

/** Addresses separated by commas or semicolons, each checked; answered as a list. */
const addressList = (field: string, required: boolean) =>
  z
    .string({ error: `${field}: ingrese una o más direcciones de correo` })
    .max(2000, { error: "Máximo 2000 caracteres" })
    .transform((value, ctx) => {
      const addresses = value
        .split(/[,;]/)
        .map((address) => address.trim())
        .filter(Boolean);
      if (required && addresses.length === 0) {
        ctx.addIssue({ code: "custom", message: "Ingrese al menos un destinatario" });
        return z.NEVER;
      }
      if (addresses.length > MAX_RECIPIENTS) {
        ctx.addIssue({ code: "custom", message: `Máximo ${MAX_RECIPIENTS} direcciones` });
        return z.NEVER;
      }
      const invalid = addresses.filter((address) => !z.email().safeParse(address).success);
      if (invalid.length) {
        ctx.addIssue({ code: "custom", message: `Correo inválido: ${invalid.join(", ")}` });
        return z.NEVER;
      }
      return [...new Set(addresses.map((address) => address.toLowerCase()))];
    });

/** 'Enviar por correo': who to, a copy to whom, and the subject and message as the user left them. */
export const sendEmailInput = z.object({
  to: addressList("Para", true).meta({ description: "Destinatarios separados por comas" }),
  cc: addressList("CC", false)
    .optional()
    .transform((value) => value ?? [])
    .meta({ description: "Copia a, separados por comas; vacío sin copia" }),
  subject: z
    .string({ error: "El asunto es requerido" })
    // A header is one line: a line break would be a second header.
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: "El asunto es requerido" })
        .max(MAX_SUBJECT_LENGTH, { error: `Máximo ${MAX_SUBJECT_LENGTH} caracteres` }),
    ),
  message: z
    .string({ error: "El mensaje es requerido" })
    .trim()
    .min(1, { error: "El mensaje es requerido" })
    .max(MAX_MESSAGE_LENGTH, { error: `Máximo ${MAX_MESSAGE_LENGTH} caracteres` }),
});
export type SendEmailInput = z.input<typeof sendEmailInput>;
export type SendEmailData = z.output<typeof sendEmailInput>;

/** What the dialog opens with: the client's address and the template written out for this document. */
export const emailDraftRecord = z.object({
  configured: z.boolean().meta({ description: "Si SMTP_URL y MAIL_FROM están definidos" }),
  notConfiguredMessage: z
    .string()
    .nullable()
    .meta({ description: "Cómo configurarlo, cuando no lo está; null si lo está" }),
  to: z.string().meta({ description: "El correo del cliente; vacío si no tiene" }),
  cc: z.string(),
  subject: z.string(),
  message: z.string(),
  attachments: z.array(z.string()).meta({ description: "Los archivos que se adjuntan, p. ej. FAC-2026-0010.pdf" }),
});
export type EmailDraftRecord = z.infer<typeof emailDraftRecord>;

/** One send, as the document's history and 'Correos enviados' show it. */
export const emailRecord = z.object({
  id: recordKey(),
  documentKind: z
    .enum(emailDocumentKinds)
    .meta({ description: "Sobre qué: cotización, factura, nota o estado de cuenta" }),
  documentId: recordKey("El documento; el cliente para un estado de cuenta"),
  documentNumber: z.string().meta({ description: "El número del documento, o el cliente en un estado de cuenta" }),
  templateKind: z.enum(mailTemplateKinds).meta({ description: "La plantilla de la que se escribió" }),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  attachments: z.array(z.string()),
  status: z.enum(emailStatuses),
  error: z.string().nullable().meta({ description: "Lo que dijo el servidor al rechazarlo; null si se envió" }),
  messageId: z.string().nullable().meta({ description: "El Message-ID del correo enviado" }),
  automatic: z.boolean().meta({ description: "Enviado por el sistema (recordatorio o seguimiento)" }),
  userName: z
    .string()
    .nullable()
    .meta({ description: "Quién lo envió; null si fue el sistema o la cuenta ya no existe" }),
  createdAt: instantText("Cuándo se envió (ISO 8601, UTC)"),
});
export type EmailRecord = z.infer<typeof emailRecord>;

/** 'Correos enviados': `q` matches the document, the recipients and the subject; newest first. */
export const emailListQuery = pagedListQuery({
  status: optionalFilter(emailStatuses, "Estado de correo inválido"),
  documentKind: optionalFilter(emailDocumentKinds, "Tipo de documento inválido"),
});
export type EmailListQuery = z.output<typeof emailListQuery>;

/** A placeholder a template may use: '{cliente}' and what it is replaced with. */
export const mailPlaceholderRecord = z.object({
  name: z.string().meta({ description: "Su nombre, sin llaves: cliente" }),
  about: z.string().meta({ description: "Con qué se reemplaza" }),
});

export const mailTemplateRecord = z.object({
  kind: z.enum(mailTemplateKinds),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean().meta({ description: "Si es la plantilla de fábrica (nunca modificada o restablecida)" }),
  placeholders: z.array(mailPlaceholderRecord).meta({ description: "Los marcadores que admite" }),
  updatedAt: instantText("Cuándo se modificó").nullable(),
});
export type MailTemplateRecord = z.infer<typeof mailTemplateRecord>;

/** PUT /api/settings/mail/templates/{kind}: the placeholders are checked by the API (each kind has its own). */
export const mailTemplateInput = z.object({
  subject: z
    .string({ error: "El asunto es requerido" })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: "El asunto es requerido" })
        .max(MAX_SUBJECT_LENGTH, { error: `Máximo ${MAX_SUBJECT_LENGTH} caracteres` }),
    ),
  body: z
    .string({ error: "El mensaje es requerido" })
    .trim()
    .min(1, { error: "El mensaje es requerido" })
    .max(MAX_MESSAGE_LENGTH, { error: `Máximo ${MAX_MESSAGE_LENGTH} caracteres` }),
});
export type MailTemplateInput = z.input<typeof mailTemplateInput>;

export const REMINDER_OFFSET_MIN = -60;
export const REMINDER_OFFSET_MAX = 365;
export const MAX_REMINDER_OFFSETS = 10;
const OFFSET_MESSAGE = `Cada día debe ser un número entero entre ${REMINDER_OFFSET_MIN} y ${REMINDER_OFFSET_MAX}`;

/**
 * The reminders' days relative to the due date (-3: three days before; 0: that day; 7: a week
 * after), as a list or as text ('-3, 0, 7, 15'); answered sorted, each once. Every message is on
 * the field itself, where the settings form shows it.
 */
export const reminderOffsetsField = () =>
  z
    .union([z.string(), z.array(z.unknown())], {
      error: "Indique los días de los recordatorios, separados por comas",
    })
    .transform((value, ctx) => {
      const parts = typeof value === "string" ? value.split(/[,;\s]+/).filter(Boolean) : value;
      const offsets = parts.map((part) =>
        typeof part === "number"
          ? part
          : typeof part === "string" && /^[-+]?\d+$/.test(part)
            ? Number(part)
            : Number.NaN,
      );
      if (
        offsets.some(
          (offset) => !Number.isInteger(offset) || offset < REMINDER_OFFSET_MIN || offset > REMINDER_OFFSET_MAX,
        )
      ) {
        ctx.addIssue({ code: "custom", message: OFFSET_MESSAGE });
        return z.NEVER;
      }
      const unique = [...new Set(offsets)].sort((a, b) => a - b);
      if (unique.length > MAX_REMINDER_OFFSETS) {
        ctx.addIssue({ code: "custom", message: `Máximo ${MAX_REMINDER_OFFSETS} recordatorios` });
        return z.NEVER;
      }
      return unique;
    })
    .meta({ description: "Días respecto al vencimiento: una lista o un texto separado por comas" });

export const QUOTE_FOLLOW_UP_MAX_DAYS = 90;

/** PATCH /api/settings/mail: any subset. `quoteFollowUpDays` null turns the follow-up off. */
export const mailSettingsPatch = z
  .object({
    remindersEnabled: z.boolean({ error: "Indique si se envían recordatorios (true o false)" }),
    reminderOffsets: reminderOffsetsField(),
    quoteFollowUpDays: z.preprocess(
      (value) => (value === "" ? null : value),
      z.coerce
        .number({ error: "Ingrese un número de días" })
        .int({ error: "Ingrese un número entero de días" })
        .min(1, { error: "Debe ser al menos 1 día" })
        .max(QUOTE_FOLLOW_UP_MAX_DAYS, { error: `Máximo ${QUOTE_FOLLOW_UP_MAX_DAYS} días` })
        .nullable(),
    ),
  })
  .partial();
export type MailSettingsPatch = z.input<typeof mailSettingsPatch>;

export const mailSettingsRecord = z.object({
  configured: z.boolean().meta({ description: "Si SMTP_URL y MAIL_FROM están definidos" }),
  from: z.string().nullable().meta({ description: "El remitente (MAIL_FROM); null sin configurar" }),
  notConfiguredMessage: z.string().nullable(),
  remindersEnabled: z.boolean(),
  reminderOffsets: z.array(z.number().int()).meta({ description: "Días respecto al vencimiento, ordenados" }),
  quoteFollowUpDays: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Días sin respuesta tras enviar una cotización para su seguimiento; null: sin seguimiento" }),
});
export type MailSettingsRecord = z.infer<typeof mailSettingsRecord>;

/** One open debt of a client's statement of account. */
export const statementLineRecord = z.object({
  invoiceId: recordKey("La factura").nullable(),
  number: z.string(),
  issueDate: dateText("Fecha de emisión"),
  dueDate: dateText("Fecha de vencimiento"),
  total: amountText("Total"),
  paid: amountText("Pagado"),
  balance: amountText("Saldo"),
  daysOverdue: z.number().int().min(1).nullable().meta({ description: "Días vencida; null si no ha vencido" }),
});
export type StatementLineRecord = z.infer<typeof statementLineRecord>;

/** GET /api/clients/{id}/statement: the client's open invoices with their balances, and what it owes. */
export const clientStatementRecord = z.object({
  clientId: recordKey("Cliente"),
  clientName: z.string(),
  email: z.string().nullable(),
  asOf: dateText("Fecha del estado (hoy en Panamá)"),
  lines: z.array(statementLineRecord),
  totalDue: amountText("Total adeudado"),
  overdue: amountText("Parte vencida"),
});
export type ClientStatementRecord = z.infer<typeof clientStatementRecord>;
