// Electronic invoicing's statuses and labels (api/docs/electronic-invoicing.md), shared by the
// database's checks, the API and the screens.

/**
 * signed: built, validated and signed, not authorised (no PAC, the PAC unreachable, or waiting);
 * authorised: the PAC authorised it, it is a fiscal document; rejected: the PAC refused it (its code
 * and message are kept; the invoice can be corrected and issued again with the same number);
 * annulled: authorised, then annulled within the PAC's window.
 */
export const feDocumentStatuses = ["signed", "authorised", "rejected", "annulled"] as const;
export type FeDocumentStatus = (typeof feDocumentStatuses)[number];
export const feDocumentStatusLabels: Record<FeDocumentStatus, string> = {
  signed: "Firmada, no autorizada",
  authorised: "Autorizada por la DGI",
  rejected: "Rechazada por el PAC",
  annulled: "Anulada",
};

/** iDoc codes the product issues, and what each is called on screen. */
export const feDocumentTypeLabels = {
  "01": "Factura de operación interna",
  "03": "Factura de exportación",
  "04": "Nota de crédito",
} as const;
export type FeDocumentTypeCode = keyof typeof feDocumentTypeLabels;

export const FE_NOT_ISSUED = "La factura no ha sido emitida electrónicamente";
export const FE_ISSUED_LOCKED =
  "La factura ya fue emitida electrónicamente: no se puede modificar ni eliminar. Corríjala con una nota de crédito o anúlela.";
export const FE_DRAFT_REFUSED = "Una factura en borrador no se emite: márquela como enviada primero";
export const FE_CANCELLED_REFUSED = "Una factura cancelada no se emite";
/**
 * What the invoice's screen says instead of offering to issue it. Not the refusals above: the
 * status badge beside them already names the status, and a second 'borrador' only confuses.
 */
export const FE_DRAFT_HINT = "Márquela como enviada para emitirla electrónicamente";
export const FE_CANCELLED_HINT = "No se emite electrónicamente";
export const FE_ALREADY_AUTHORISED = "La factura ya fue autorizada por la DGI";
export const FE_ANNULLED_REFUSED = "La factura electrónica fue anulada: emita una factura nueva";
export const FE_NO_PAC =
  "Documento firmado y validado, pero no autorizado por la DGI: configure un proveedor PAC en la empresa para enviarlo";
export const FE_ANNUL_REASON_LENGTH = "El motivo de la anulación debe tener entre 15 y 1,000 caracteres";
export const FE_ANNUL_NOT_AUTHORISED = "Solo se anula una factura autorizada por la DGI";
export const feAnnulWindowClosed = (days: number) =>
  `El plazo para anular (${days} días desde la autorización) venció: corrija la factura con una nota de crédito`;
