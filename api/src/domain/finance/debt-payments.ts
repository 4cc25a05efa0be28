import { and, eq, gte, ne, sql } from "drizzle-orm";
import { type DebtStatus, paymentBeforeIssue } from "../../contract";
import { formatBalboas } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import type { accountsPayable, accountsReceivable } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { type LockedAccount, lockBankAccounts, recordCoveredExpense, recordMovement } from "./bank-balances";

// The steps a payment on a debt takes, receivable or payable alike (api/docs/finance-debts.md,
// "Payments"): lock the bank account, lower the balance (or say why not), then store the payment,
// move the bank account, log it and answer it (storeDebtPayment).

export const EXCEEDS_BALANCE = "El monto excede el saldo pendiente";
/** A supplier payment its bank account does not cover. */
export const INSUFFICIENT_FUNDS = "Saldo insuficiente en la cuenta";

/**
 * The bank account a payment names, locked (bank accounts are always locked before any debt,
 * bank-balances.ts); null without one. An unknown id is a 400 on bankAccountId.
 */
export async function lockPaymentAccount(tx: Db, bankAccountId: number | null): Promise<LockedAccount | null> {
  if (bankAccountId === null) return null;
  return (await lockBankAccounts(tx, [bankAccountId], "bankAccountId")).get(bankAccountId) ?? null;
}

/**
 * Money cannot settle a debt before the debt existed: a payment dated before its issue date is a
 * 400 on paymentDate. Call with the issue date read under the transaction's lock on the debt.
 */
export function refusePaymentBeforeIssue(paymentDate: string, issueDate: string): void {
  if (paymentDate < issueDate) throw new FieldFailure("paymentDate", paymentBeforeIssue(issueDate));
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
function paymentRecord<Row extends { createdAt: Date }>(row: Row): Omit<Row, "createdAt"> & { createdAt: string } {
  const { createdAt, ...stored } = row;
  return { ...stored, createdAt: createdAt.toISOString() };
}

/** The debt a payment is made on, as its bank movement and activity line name it. */
export type PaidDebt = {
  kind: "receivable" | "payable";
  id: number;
  invoiceNumber: string;
  /** The client (receivable) or supplier (payable), when known. */
  counterpartyId: number | null;
  counterpartyName: string | null;
};

type StoredPayment = { id: number; amount: string; createdAt: Date };

/**
 * What a payment on a debt writes once the debt's balance is lowered, receivable or payable alike:
 *   1. the payment row (`insertPayment`, each kind into its own table);
 *   2. with a bank account (already locked), a completed movement of that account linked to the
 *      payment, dated the payment date, in the account's currency: a receivable's income raises the
 *      balance ('Cobro {número} - {cliente}'); a payable's expense ('Pago {número} - {proveedor}') is
 *      debited only if the balance covers it, in one conditional UPDATE (bank-balances.ts's
 *      recordCoveredExpense), else 422 'Saldo insuficiente en la cuenta' and the whole transaction
 *      is undone;
 *   3. the activity line 'Pago de B/. … registrado en {número}'.
 * Answers the payment as the API does.
 */
export async function storeDebtPayment<Row extends StoredPayment>(
  tx: Db,
  actor: Actor,
  {
    debt,
    account,
    payment,
    insertPayment,
  }: {
    debt: PaidDebt;
    account: LockedAccount | null;
    payment: { amount: string; paymentDate: string; reference?: string | null };
    insertPayment: () => Promise<Row>;
  },
): Promise<Omit<Row, "createdAt"> & { createdAt: string }> {
  const stored = await insertPayment();
  if (account) await recordPaymentMovement(tx, debt, account, payment, stored.id);
  await recordActivity(tx, {
    userId: actor.userId,
    action: "payment",
    entity: debt.kind,
    entityId: debt.id,
    summary: `Pago de ${formatBalboas(stored.amount)} registrado en ${debt.invoiceNumber}`,
  });
  return paymentRecord(stored);
}

async function recordPaymentMovement(
  tx: Db,
  debt: PaidDebt,
  account: LockedAccount,
  payment: { amount: string; paymentDate: string; reference?: string | null },
  paymentId: number,
): Promise<void> {
  const counterparty = debt.counterpartyName ? ` - ${debt.counterpartyName}` : "";
  const common = {
    transactionDate: payment.paymentDate,
    amount: payment.amount,
    currency: account.currency,
    reference: payment.reference,
    bankAccountId: account.id,
  };
  if (debt.kind === "receivable") {
    await recordMovement(tx, {
      ...common,
      transactionType: "income",
      status: "completed",
      description: `Cobro ${debt.invoiceNumber}${counterparty}`,
      clientId: debt.counterpartyId,
      receivablePaymentId: paymentId,
    });
    return;
  }
  const expense = await recordCoveredExpense(tx, {
    ...common,
    description: `Pago ${debt.invoiceNumber}${counterparty}`,
    supplierId: debt.counterpartyId,
    supplierPaymentId: paymentId,
  });
  if (!expense) throw new DomainFailure("unprocessable", INSUFFICIENT_FUNDS);
}
