import { z } from "zod";
import { money, moneyInstant, optionalText, recordId } from "./fields";
import { pagedListQuery } from "./paging";
import { type TransferStatus, transferStatuses } from "./statuses";

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

export type TransferRecord = {
  id: number;
  fromAccountId: number;
  toAccountId: number;
  /** 'account name - bank name' (bankAccountLabel), null if the account is unknown ('Cuenta desconocida'). */
  fromAccountName: string | null;
  toAccountName: string | null;
  amount: string;
  transferFee: string;
  /** ISO 8601 instant. */
  transferDate: string;
  reference: string | null;
  description: string | null;
  status: TransferStatus;
  createdAt: string;
};

/** GET /api/financial/transfers/summary: the four cards of the transfers screen, over every transfer. */
export type TransferSummaryRecord = {
  count: number;
  totalAmount: string;
  pendingCount: number;
  completedCount: number;
};
