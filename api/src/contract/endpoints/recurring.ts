import {
  recurringInvoiceInput,
  recurringInvoiceListItem,
  recurringInvoiceListQuery,
  recurringInvoicePatch,
  recurringInvoiceRecord,
  recurringOccurrenceListQuery,
  recurringOccurrenceRecord,
  recurringUpcomingQuery,
  recurringUpcomingRecord,
} from "../documents/recurring-invoices";
import { type Endpoint, everyone } from "../endpoint";
import { z } from "../zod";

// The endpoint table (endpoints.ts): recurring invoices (api/docs/recurring-invoices.md). Whoever
// may write invoices may keep the templates that write them.

const TAG = "Facturas recurrentes";

export const recurringEndpoints = {
  listRecurringInvoices: {
    method: "GET",
    path: "/api/recurring-invoices",
    summary: "Listar facturas recurrentes",
    tag: TAG,
    access: everyone,
    query: recurringInvoiceListQuery,
    answer: { json: z.array(recurringInvoiceListItem) },
    paged: true,
  },
  getRecurringInvoice: {
    method: "GET",
    path: "/api/recurring-invoices/{id}",
    summary: "Una factura recurrente, con sus líneas",
    tag: TAG,
    access: everyone,
    answer: { json: recurringInvoiceRecord },
  },
  createRecurringInvoice: {
    method: "POST",
    path: "/api/recurring-invoices",
    summary: "Crear una factura recurrente",
    description:
      "La primera fecha de facturación es el día indicado desde la fecha de inicio, que no puede ser pasada.",
    tag: TAG,
    access: everyone,
    body: recurringInvoiceInput,
    answer: { json: recurringInvoiceRecord, status: 201 },
  },
  updateRecurringInvoice: {
    method: "PATCH",
    path: "/api/recurring-invoices/{id}",
    summary: "Modificar una factura recurrente",
    description: "Cambia las facturas que cree desde ahora; las ya creadas no cambian.",
    tag: TAG,
    access: everyone,
    body: recurringInvoicePatch,
    answer: { json: recurringInvoiceRecord },
  },
  deleteRecurringInvoice: {
    method: "DELETE",
    path: "/api/recurring-invoices/{id}",
    summary: "Eliminar una factura recurrente",
    description: "409 si ya creó facturas: se pausa en su lugar.",
    tag: TAG,
    access: everyone,
    answer: { empty: true },
    refusals: [409],
  },
  pauseRecurringInvoice: {
    method: "POST",
    path: "/api/recurring-invoices/{id}/pause",
    summary: "Pausar una factura recurrente",
    tag: TAG,
    access: everyone,
    answer: { json: recurringInvoiceRecord },
    refusals: [409],
  },
  resumeRecurringInvoice: {
    method: "POST",
    path: "/api/recurring-invoices/{id}/resume",
    summary: "Reanudar una factura recurrente",
    description: "Sigue desde hoy: las fechas que pasaron mientras estaba pausada no se facturan.",
    tag: TAG,
    access: everyone,
    answer: { json: recurringInvoiceRecord },
    refusals: [409],
  },
  recurringInvoiceOccurrences: {
    method: "GET",
    path: "/api/recurring-invoices/{id}/invoices",
    summary: "Las facturas que creó una factura recurrente",
    description: "Cada fecha de facturación con su factura y el resultado de emitirla; la más reciente primero.",
    tag: TAG,
    access: everyone,
    query: recurringOccurrenceListQuery,
    answer: { json: z.array(recurringOccurrenceRecord) },
    paged: true,
  },
  recurringInvoiceUpcoming: {
    method: "GET",
    path: "/api/recurring-invoices/{id}/upcoming",
    summary: "Las próximas fechas de facturación",
    tag: TAG,
    access: everyone,
    query: recurringUpcomingQuery,
    answer: { json: recurringUpcomingRecord },
  },
} as const satisfies Record<string, Endpoint>;
