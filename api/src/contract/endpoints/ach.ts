import { achBatchInput, achBatchListQuery, achBatchRecord } from "../banking/ach-batches";
import { books, type Endpoint } from "../endpoint";
import { z } from "../zod";

// The endpoint table (endpoints.ts): ACH batches of supplier payments (api/docs/banking.md,
// "ACH batches"), for finance and admins like every payment to a supplier.

const TAG = "Pagos ACH";

export const achEndpoints = {
  listAchBatches: {
    method: "GET",
    path: "/api/financial/ach-batches",
    summary: "Listar lotes ACH",
    tag: TAG,
    access: books,
    query: achBatchListQuery,
    answer: { json: z.array(achBatchRecord) },
    paged: true,
  },
  createAchBatch: {
    method: "POST",
    path: "/api/financial/ach-batches",
    summary: "Crear un lote ACH con cuentas por pagar pendientes",
    description: "Cada proveedor debe tener sus datos para ACH; 422 si un monto excede el saldo pendiente.",
    tag: TAG,
    access: books,
    body: achBatchInput,
    answer: { json: achBatchRecord, status: 201 },
    refusals: [404, 409, 422],
  },
  getAchBatch: {
    method: "GET",
    path: "/api/financial/ach-batches/{id}",
    summary: "Un lote ACH con sus pagos",
    tag: TAG,
    access: books,
    answer: { json: achBatchRecord },
  },
  downloadAchBatchFile: {
    method: "GET",
    path: "/api/financial/ach-batches/{id}/file",
    summary: "Descargar el archivo ACH del lote para el banco",
    tag: TAG,
    access: books,
    answer: { file: ["text/plain", "text/csv"], about: "ach-lote-N.txt (texto ACH de Banco General) o ach-lote-N.csv" },
  },
  sendAchBatch: {
    method: "POST",
    path: "/api/financial/ach-batches/{id}/send",
    summary: "Marcar el lote como enviado: registra el pago de cada cuenta por pagar",
    description: "Mueve dinero: acepta Idempotency-Key y corre en una transacción. 409 si el lote ya fue enviado.",
    tag: TAG,
    access: books,
    answer: { json: achBatchRecord },
    idempotent: true,
    refusals: [409, 422],
  },
  deleteAchBatch: {
    method: "DELETE",
    path: "/api/financial/ach-batches/{id}",
    summary: "Eliminar un lote ACH en borrador",
    tag: TAG,
    access: books,
    answer: { empty: true },
    refusals: [409],
  },
} as const satisfies Record<string, Endpoint>;
