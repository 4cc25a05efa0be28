import { money, moneyInstant, optionalText, recordId } from "../values/fields";
import { pagedListQuery } from "../values/paging";
import { amountText, countOf, instantText, recordKey } from "../values/record-fields";
import { transferStatuses } from "../values/statuses";
import { z } from "../zod";

// Bank transfers (rules: api/docs/finance-money.md, "Transfers").

export const SAME_ACCOUNTS = "Las cuentas de origen y destino deben ser diferentes";
export const INSUFFICIENT_BALANCE = "Saldo insuficiente en la cuenta de origen";

/**
 * POST /api/financial/transfers: the origin loses amount + fee, the destination gains amount.
 * The fee is 0 when empty.
 */
export const transferInput = z
  .object({
    fromAccountId: recordId("Cuenta origen es requerida"),
    toAccountId: recordId("Cuenta destino es requerida"),
    amount: money("El monto es requerido"),
    transferFee: z.preprocess(
      (value) => (value === "" || value === null || value === undefined ? "0" : value),
      money("Ingrese un monto válido", { allowZero: true }),
    ),
    transferDate: moneyInstant("La fecha es requerida"),
    reference: optionalText(200),
    description: optionalText(2000),
  })
  .refine((data) => data.fromAccountId !== data.toAccountId, { error: SAME_ACCOUNTS, path: ["toAccountId"] });
export type TransferInput = z.input<typeof transferInput>;
export type TransferData = z.output<typeof transferInput>;

/** GET /api/financial/transfers: `q` matches reference or description; newest transfer date first. */
export const transferListQuery = pagedListQuery({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(transferStatuses, { error: "Estado inválido" }).optional(),
  ),
});
export type TransferListQuery = z.output<typeof transferListQuery>;

export const transferRecord = z.object({
  id: recordKey(),
  fromAccountId: recordKey("Cuenta de origen"),
  toAccountId: recordKey("Cuenta de destino"),
  /** 'account name - bank name' (bankAccountLabel), null if the account is unknown ('Cuenta desconocida'). */
  fromAccountName: z.string().nullable(),
  toAccountName: z.string().nullable(),
  amount: amountText(),
  transferFee: amountText("Comisión"),
  /** ISO 8601 instant. */
  transferDate: instantText("Instante de la transferencia (ISO 8601, UTC)"),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(transferStatuses),
  createdAt: instantText("Cuándo se registró (ISO 8601, UTC)"),
});
export type TransferRecord = z.infer<typeof transferRecord>;

/** GET /api/financial/transfers/summary: the four cards of the transfers screen, over every transfer. */
export const transferSummaryRecord = z.object({
  count: countOf("Transferencias"),
  totalAmount: amountText("Suma de sus montos"),
  pendingCount: countOf("Pendientes"),
  completedCount: countOf("Completadas"),
});
export type TransferSummaryRecord = z.infer<typeof transferSummaryRecord>;
