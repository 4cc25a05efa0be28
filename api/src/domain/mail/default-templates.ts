import type { MailTemplateKind } from "../../contract/documents/mail";

// The templates every e-mail starts from until the admin changes one ('Plantillas de correo'),
// and what 'Restablecer' brings back. Placeholders in braces are listed in placeholders.ts.

export type MailTemplateText = { subject: string; body: string };

const closing = "Saludos cordiales,\n{empresa}";
const alreadyPaid = "Si ya realizó el pago, por favor ignore este mensaje.";

export const defaultTemplates: Record<MailTemplateKind, MailTemplateText> = {
  quote: {
    subject: "Cotización {numero} de {empresa}",
    body: `Estimado(a) {contacto}:\n\nAdjuntamos la cotización {numero} por un total de {total}, válida hasta el {valida_hasta}.\n\nPuede aceptarla o rechazarla en línea aquí: {enlace}\n\nQuedamos atentos a sus comentarios.\n\n${closing}`,
  },
  invoice: {
    subject: "Factura {numero} de {empresa}",
    body: `Estimado(a) {contacto}:\n\nAdjuntamos la factura {numero} del {fecha} por un total de {total}, con vencimiento el {vencimiento}.\n\nGracias por su preferencia.\n\n${closing}`,
  },
  credit_note: {
    subject: "Nota de crédito {numero} de {empresa}",
    body: `Estimado(a) {contacto}:\n\nAdjuntamos la nota de crédito {numero} del {fecha} por {total}, que corrige la factura {factura}.\n\n${closing}`,
  },
  statement: {
    subject: "Estado de cuenta al {fecha} - {empresa}",
    body: `Estimado(a) {contacto}:\n\nAdjuntamos el estado de cuenta de {cliente} al {fecha}. El saldo pendiente es de {saldo}.\n\n${alreadyPaid}\n\n${closing}`,
  },
  reminder_before: {
    subject: "Recordatorio: la factura {numero} vence el {vencimiento}",
    body: `Estimado(a) {contacto}:\n\nLe recordamos que la factura {numero} por {total} vence el {vencimiento}, en {dias} días. Saldo pendiente: {saldo}.\n\n${alreadyPaid}\n\n${closing}`,
  },
  reminder_due: {
    subject: "Recordatorio: la factura {numero} vence hoy",
    body: `Estimado(a) {contacto}:\n\nLe recordamos que la factura {numero} por {total} vence hoy, {vencimiento}. Saldo pendiente: {saldo}.\n\n${alreadyPaid}\n\n${closing}`,
  },
  reminder_after: {
    subject: "Factura {numero} vencida",
    body: `Estimado(a) {contacto}:\n\nLa factura {numero} venció el {vencimiento}, hace {dias} días, y tiene un saldo pendiente de {saldo}. Le agradeceremos realizar el pago a la brevedad.\n\n${alreadyPaid}\n\n${closing}`,
  },
  quote_follow_up: {
    subject: "Seguimiento de la cotización {numero}",
    body: `Estimado(a) {contacto}:\n\nLe escribimos para dar seguimiento a la cotización {numero} por {total} que le enviamos, válida hasta el {valida_hasta}. ¿Tiene alguna pregunta o desea que ajustemos algo?\n\nPuede aceptarla o rechazarla en línea aquí: {enlace}\n\n${closing}`,
  },
};
