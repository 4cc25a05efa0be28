import { money, moneyDate, recordId } from "../values/fields";
import { pagingFields } from "../values/paging";
import { amountText, countOf, dateText, instantText, recordKey, recordTimestamps } from "../values/record-fields";
import { z } from "../zod";
import { achBatchStatuses, achFormats } from "./banking";

// ACH batches of supplier payments (api/docs/banking.md, "ACH batches"): payables due, paid
// together from one bank account through the bank's ACH file.

export const achFormatLabels = {
  banco_general: "Banco General (texto ACH)",
  csv: "CSV genérico",
} as const satisfies Record<(typeof achFormats)[number], string>;

export const ACH_NO_ITEMS = "Seleccione al menos una cuenta por pagar";
export const ACH_REPEATED_PAYABLE = "La cuenta por pagar está repetida en el lote";

const achItemInput = z.object({
  payableId: recordId("Debe seleccionar una cuenta por pagar"),
  amount: money("El monto es requerido"),
});

/** POST /api/financial/ach-batches: the payables to pay, how much of each, from which account, when. */
export const achBatchInput = z
  .object({
    bankAccountId: recordId("Seleccione la cuenta bancaria de origen"),
    paymentDate: moneyDate("La fecha de pago es requerida"),
    format: z.enum(achFormats, { error: "Formato de archivo inválido" }).default("banco_general"),
    items: z.array(achItemInput, { error: ACH_NO_ITEMS }).min(1, { error: ACH_NO_ITEMS }).max(500, {
      error: "Máximo 500 pagos por lote",
    }),
  })
  .superRefine((batch, ctx) => {
    const seen = new Set<number>();
    batch.items.forEach((item, index) => {
      if (seen.has(item.payableId)) {
        ctx.addIssue({ code: "custom", message: ACH_REPEATED_PAYABLE, path: ["items", index, "payableId"] });
      }
      seen.add(item.payableId);
    });
  });
export type AchBatchInput = z.input<typeof achBatchInput>;
export type AchBatchData = z.output<typeof achBatchInput>;

export const achBatchItemRecord = z.object({
  id: recordKey(),
  payableId: recordKey("Cuenta por pagar"),
  invoiceNumber: z.string(),
  supplierId: recordKey("Proveedor"),
  supplierName: z.string(),
  amount: amountText("Monto a pagar"),
  /** The payable's balance now (after the batch's own payment once sent). */
  payableBalance: amountText("Saldo pendiente de la cuenta por pagar"),
  /** The supplier payment recorded when the batch was marked as sent; null before. */
  supplierPaymentId: recordKey("Pago a proveedor").nullable(),
});
export type AchBatchItemRecord = z.infer<typeof achBatchItemRecord>;

export const achBatchRecord = z.object({
  id: recordKey(),
  bankAccountId: recordKey("Cuenta bancaria de origen"),
  /** 'Banco General 04-…': the account as the screens name it. */
  bankAccountName: z.string(),
  format: z.enum(achFormats),
  status: z.enum(achBatchStatuses),
  paymentDate: dateText("Fecha de pago"),
  total: amountText("Suma de los pagos"),
  itemCount: countOf("Pagos del lote"),
  sentAt: instantText("Cuándo se marcó como enviado").nullable(),
  confirmedAt: instantText("Cuándo el estado de cuenta lo confirmó").nullable(),
  items: z.array(achBatchItemRecord),
  ...recordTimestamps,
});
export type AchBatchRecord = z.infer<typeof achBatchRecord>;

/** GET /api/financial/ach-batches: newest first; `status` filters; `limit`/`offset` page it. */
export const achBatchListQuery = z.object({
  limit: pagingFields.limit,
  offset: pagingFields.offset,
  status: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.enum(achBatchStatuses, { error: "Estado inválido" }).optional(),
  ),
});
export type AchBatchListQuery = z.output<typeof achBatchListQuery>;

/** The download's name: 'ach-lote-12.txt' (Banco General) or 'ach-lote-12.csv'. */
export const achFileName = (batch: { id: number; format: (typeof achFormats)[number] }) =>
  `ach-lote-${batch.id}.${batch.format === "csv" ? "csv" : "txt"}`;
export { type AchBatchStatus, type AchFormat, achBatchStatuses, achBatchStatusLabels, achFormats } from "./banking";
