import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { DebtStatus } from "../contract";
import { formatBalboas } from "../contract/money-format";
import type { Db } from "../db/client";
import type { accountsPayable, accountsReceivable } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { DomainFailure } from "./failures";
import { type LockedAccount, lockBankAccounts, type MovementValues, recordMovement } from "./ledger";

// The steps a payment on a debt takes, receivable or payable alike (api/docs/finance-debts.md,
// "Payments"): lower the balance (or say why not), move the bank account, log it, answer it.

export const EXCEEDS_BALANCE = "El monto excede el saldo pendiente";

/**
 * The bank account a payment names, locked (bank accounts are always locked before any debt,
 * ledger.ts); null without one. An unknown id is a 400 on bankAccountId.
 */
export async function lockPaymentAccount(tx: Db, bankAccountId: number | null): Promise<LockedAccount | null> {
  if (bankAccountId === null) return null;
  return (await lockBankAccounts(tx, [bankAccountId], "bankAccountId")).get(bankAccountId) ?? null;
}

type DebtTable = typeof accountsReceivable | typeof accountsPayable;

/**
 * Lowers the debt's balance by `amount` in SQL (never read-modify-write) when it is not paid and
 * owes at least that much; the status becomes paid at zero, else partially_paid. When nothing was
 * written, says why: the row is gone (404), already settled (409), or owes less (422).
 */
export async function lowerDebtBalance(
  tx: Db,
  debt: DebtTable,
  id: number,
  amount: string,
  messages: { notFound: string; alreadyPaid: string },
): Promise<DebtStatus> {
  const value = sql`${amount}::numeric`;
  const [updated] = await tx
    .update(debt)
    .set({
      balanceAmount: sql`${debt.balanceAmount} - ${value}`,
      status: sql`case when ${debt.balanceAmount} - ${value} = 0 then 'paid' else 'partially_paid' end`,
    })
    .where(and(eq(debt.id, id), ne(debt.status, "paid"), gte(debt.balanceAmount, amount)))
    .returning({ status: debt.status });
  if (updated) return updated.status;
  // Nothing was written: say why (the row is gone, already settled, or owes less).
  const [state] = await tx.select({ status: debt.status }).from(debt).where(eq(debt.id, id));
  if (!state) throw new DomainFailure("not_found", messages.notFound);
  if (state.status === "paid") throw new DomainFailure("conflict", messages.alreadyPaid);
  throw new DomainFailure("unprocessable", EXCEEDS_BALANCE);
}

/** The payment as the API answers it: the stored row, its creation time in ISO form. */
export function paymentRecord<Row extends { createdAt: Date }>(
  row: Row,
): Omit<Row, "createdAt"> & { createdAt: string } {
  const { createdAt, ...stored } = row;
  return { ...stored, createdAt: createdAt.toISOString() };
}

type PaymentMovement = Pick<MovementValues, "transactionType" | "description"> &
  Partial<Pick<MovementValues, "clientId" | "supplierId" | "receivablePaymentId" | "supplierPaymentId">>;

/**
 * With a bank account (already locked), the payment is also a completed movement of that account
 * (income for a receivable, expense for a payable), in the account's currency, linked to the payment.
 */
export async function recordPaymentMovement(
  tx: Db,
  account: LockedAccount | null,
  payment: { amount: string; paymentDate: string; reference?: string | null },
  movement: PaymentMovement,
): Promise<void> {
  if (!account) return;
  await recordMovement(tx, {
    transactionDate: payment.paymentDate,
    amount: payment.amount,
    currency: account.currency,
    reference: payment.reference,
    bankAccountId: account.id,
    status: "completed",
    ...movement,
  });
}

/** The activity line of a payment: 'Pago de B/. … registrado en <invoice number>'. */
export async function recordPaymentActivity(
  tx: Db,
  actor: Actor,
  debt: { entity: "receivable" | "payable"; id: number; invoiceNumber: string },
  amount: string,
): Promise<void> {
  await recordActivity(tx, {
    userId: actor.userId,
    action: "payment",
    entity: debt.entity,
    entityId: debt.id,
    summary: `Pago de ${formatBalboas(amount)} registrado en ${debt.invoiceNumber}`,
  });
}
