import { type InvoiceListItem, invoiceStatusLabels } from "api/contract";
import { formatDate } from "shared-ui";
import type { DocumentKind } from "../../common/documents/document-kind";
import { feStatusChipLabels, feStatusTone, invoiceFeLocks } from "./invoice-fe-status";
import { invoiceStatusTone } from "./invoice-status-tone";

/**
 * The invoices screen's words and columns; searched on the server by number, title, description
 * and client. An invoice with payments is not deleted (409, the server's reason shown as is).
 * 'FE' shows its electronic document's status; an issued invoice's edit and delete are disabled.
 */
export const invoiceDocuments = {
  operations: { list: "listInvoices", record: "getInvoice", pdf: "invoicePdf", remove: "deleteInvoice" },
  title: "Facturación",
  subtitle: "Emita facturas con ITBMS y controle su cobro",
  addLabel: "Nueva Factura",
  searchPlaceholder: "Buscar facturas...",
  emptyMessage: "No se encontraron facturas",
  noun: "factura",
  number: (invoice) => invoice.invoiceNumber,
  detailColumn: { label: "Fecha", value: (invoice) => formatDate(invoice.issueDate) },
  status: (invoice) => ({
    label: invoiceStatusLabels[invoice.status] ?? invoice.status,
    tone: invoiceStatusTone(invoice.status),
  }),
  extraStatus: {
    column: "FE",
    badge: ({ feStatus }) => feStatus && { label: feStatusChipLabels[feStatus], tone: feStatusTone(feStatus) },
  },
  locks: invoiceFeLocks,
  remove: {
    question: "¿Estás seguro de que quieres eliminar esta factura?",
    deleted: "Factura eliminada",
    failed: "No se pudo eliminar la factura.",
  },
} satisfies DocumentKind<InvoiceListItem>;
