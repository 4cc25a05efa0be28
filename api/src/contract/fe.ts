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
