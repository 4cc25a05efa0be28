import type { FeDocumentStatus, InvoiceListItem } from "api/contract";
import type { BadgeTone } from "shared-ui";

// An invoice's electronic document as the invoices screen shows it: the list's short 'FE' chip,
// the 'Factura electrónica' filter, and what the status allows (api/docs/electronic-invoicing.md).

/** The list's chip: a word, the details dialog has the full label (feDocumentStatusLabels). */
export const feStatusChipLabels: Record<FeDocumentStatus, string> = {
  signed: "Pendiente",
  authorised: "Autorizada",
  rejected: "Rechazada",
  annulled: "Anulada",
};

/** Authorised success, waiting for the PAC warning, rejected destructive, annulled secondary. */
export function feStatusTone(status: FeDocumentStatus): BadgeTone {
  if (status === "authorised") return "success";
  if (status === "signed") return "warning";
  if (status === "rejected") return "destructive";
  return "secondary";
}

/** The list's `feStatus` filter: 'none' are the invoices not issued yet. */
export const feStatusFilters = ["none", "signed", "authorised", "rejected", "annulled"] as const;
export type FeStatusFilter = (typeof feStatusFilters)[number];
export const feStatusFilterLabels: Record<FeStatusFilter, string> = {
  none: "Sin emitir",
  // The documents the PAC has not authorised yet: no PAC, the PAC unreachable (contingency) or waiting.
  signed: "Pendientes de autorizar",
  authorised: "Autorizadas",
  rejected: "Rechazadas",
  annulled: "Anuladas",
};

export const FE_EDIT_LOCKED = "Factura emitida: corríjala con una nota de crédito";
export const FE_DELETE_LOCKED = "Factura emitida electrónicamente: no se puede eliminar";

/**
 * A signed, authorised or annulled document is the fiscal record of the invoice: it is corrected
 * with a credit note, never edited (a rejected one is corrected and issued again). Nothing issued
 * is deleted: its fiscal number is spent. The server refuses both anyway (409).
 */
export function invoiceFeLocks(invoice: Pick<InvoiceListItem, "feStatus">): { edit?: string; remove?: string } {
  const { feStatus } = invoice;
  if (feStatus === null) return {};
  return { edit: feStatus === "rejected" ? undefined : FE_EDIT_LOCKED, remove: FE_DELETE_LOCKED };
}

/**
 * 'Emitir factura electrónica' (not issued, or rejected and corrected) or 'Reenviar al PAC'
 * (signed, not authorised); null where the invoice offers neither: a draft or cancelled invoice
 * is not issued, an authorised or annulled one is done.
 */
export function feIssueAction(invoice: Pick<InvoiceListItem, "status" | "feStatus">): string | null {
  if (invoice.feStatus === "signed") return "Reenviar al PAC";
  if (invoice.feStatus !== null && invoice.feStatus !== "rejected") return null;
  if (invoice.status === "draft" || invoice.status === "cancelled") return null;
  return "Emitir factura electrónica";
}
