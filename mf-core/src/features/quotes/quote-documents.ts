import { type QuoteListItem, quoteStatusLabels } from "api/contract";
import type { DocumentKind } from "../../common/documents/document-kind";
import { quoteStatusTone } from "./quote-status-tone";

/** The quotes screen's words and columns; searched on the server by number, title and client. */
export const quoteDocuments = {
  operations: { list: "listQuotes", record: "getQuote", pdf: "quotePdf", remove: "deleteQuote" },
  title: "Cotizaciones",
  subtitle: "Cree y dé seguimiento a las cotizaciones de sus clientes",
  addLabel: "Nueva Cotización",
  searchPlaceholder: "Buscar cotizaciones...",
  emptyMessage: "No se encontraron cotizaciones",
  noun: "cotización",
  number: (quote) => quote.quoteNumber,
  detailColumn: { label: "Proyecto", value: (quote) => quote.title },
  status: (quote) => ({ label: quoteStatusLabels[quote.status] ?? quote.status, tone: quoteStatusTone(quote.status) }),
  remove: {
    question: "¿Estás seguro de que quieres eliminar esta cotización?",
    deleted: "Cotización eliminada",
    failed: "No se pudo eliminar la cotización.",
  },
} satisfies DocumentKind<QuoteListItem>;
