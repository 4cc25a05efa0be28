import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { fromCents, toCents } from "../../contract/values/money";
import type { Db } from "../../db/client";
import { type BankAccount, bankAccounts, type NewTransaction, type Transaction, transactions } from "../../db/schema";
import { DomainFailure, FieldFailure } from "../failures";
import { returnedRow } from "../records";

// The one place bank balances change (rules: api/docs/finance-money.md, "Bank balances").
//
// Inside ONE db.transaction, in this order:
//   1. lockBankAccounts(tx, ids, field?)  — every account the write touches, ascending id, before
//      any debt (receivable, payable) is locked;
//   2. the write's own rows;
//   3. recordMovement(tx, values)         — a `transactions` row and its effect on its account;
//      recordCoveredExpense(tx, values)   — the same for an expense the balance must cover (null if not);
//      changeBalance(tx, id, delta)       — a balance change with no movement row (transfers);
//      debitIfCovered(tx, id, amount)     — a debit refused (false) when the balance is short.
// Undo a movement with removeMovement(tx, id): its effect is reversed, then the row deleted.
//
// A movement's effect on its bank account (movementEffect): a completed income adds its amount, a
// completed expense subtracts it; a pending or cancelled movement, and a 'transfer' or
// 'adjustment' type, move no balance (a transfer between accounts is a transfer record, which
// moves both balances itself).

export const BANK_ACCOUNT_NOT_FOUND = "Cuenta bancaria no encontrada";
export const MOVEMENT_NOT_FOUND = "Transacción no encontrada";

/** The balance-relevant part of an account, as locked. */
export type LockedAccount = Pick<
  BankAccount,
  "id" | "bankName" | "accountName" | "accountNumber" | "currency" | "currentBalance" | "isActive"
>;

/**
 * Locks the bank accounts `ids` (SELECT … FOR UPDATE, ascending id: every writer takes them in
 * the same order, so two writers never wait on each other in a circle) and answers them by id.
 * An unknown id is a FieldFailure on `field` when given (a body's `bankAccountId`, or a function
 * naming the field of each id), else a 404.
 */
export async function lockBankAccounts(
  tx: Db,
  ids: readonly number[],
  field?: string | ((id: number) => string),
): Promise<Map<number, LockedAccount>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const found = new Map<number, LockedAccount>();
  if (unique.length === 0) return found;
  const locked = await tx
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      accountName: bankAccounts.accountName,
      accountNumber: bankAccounts.accountNumber,
      currency: bankAccounts.currency,
      currentBalance: bankAccounts.currentBalance,
      isActive: bankAccounts.isActive,
    })
    .from(bankAccounts)
    .where(inArray(bankAccounts.id, unique))
    .orderBy(asc(bankAccounts.id))
    .for("update");
  for (const row of locked) found.set(row.id, row);
  for (const id of unique) {
    if (!found.has(id)) {
      if (field) throw new FieldFailure(typeof field === "string" ? field : field(id), BANK_ACCOUNT_NOT_FOUND);
      throw new DomainFailure("not_found", BANK_ACCOUNT_NOT_FOUND);
    }
  }
  return found;
}

/**
 * `current_balance = current_balance + delta` in SQL (`delta` a signed decimal string, "-12.50").
 * Answers the new balance. Lock the account first (lockBankAccounts).
 */
export async function changeBalance(tx: Db, accountId: number, delta: string): Promise<string> {
  const [row] = await tx
    .update(bankAccounts)
    .set({
      currentBalance: sql`${bankAccounts.currentBalance} + ${delta}::numeric`,
      updatedAt: new Date(),
    })
    .where(eq(bankAccounts.id, accountId))
    .returning({ currentBalance: bankAccounts.currentBalance });
  if (!row) throw new DomainFailure("not_found", BANK_ACCOUNT_NOT_FOUND);
  return row.currentBalance;
}

/**
 * Lowers a balance by `amount` (a positive decimal string) only if the balance covers it, in one
 * conditional UPDATE. Answers false, changing nothing, when it does not. Lock the account first.
 */
export async function debitIfCovered(tx: Db, accountId: number, amount: string): Promise<boolean> {
  const changed = await tx
    .update(bankAccounts)
    .set({
      currentBalance: sql`${bankAccounts.currentBalance} - ${amount}::numeric`,
      updatedAt: new Date(),
    })
    .where(and(eq(bankAccounts.id, accountId), sql`${bankAccounts.currentBalance} >= ${amount}::numeric`))
    .returning({ id: bankAccounts.id });
  return changed.length > 0;
}

/** The signed change a movement makes to its bank account's balance, or null for none. */
export function movementEffect(
  movement: Pick<Transaction, "transactionType" | "status" | "amount" | "bankAccountId">,
): string | null {
  if (movement.bankAccountId === null || movement.status !== "completed") return null;
  if (movement.transactionType === "income") return fromCents(toCents(movement.amount));
  if (movement.transactionType === "expense") return fromCents(-toCents(movement.amount));
  return null;
}

const negate = (delta: string) => fromCents(-toCents(delta));

/** What recordMovement takes: a transactions row (payments set their own link to it). */
export type MovementValues = Omit<NewTransaction, "id" | "createdAt" | "updatedAt">;

/**
 * Inserts a `transactions` row and applies its effect to its bank account, if any (an unknown
 * account is a FieldFailure on `bankAccountId`). Answers the stored row.
 */
export async function recordMovement(tx: Db, values: MovementValues): Promise<Transaction> {
  if (values.bankAccountId != null) await lockBankAccounts(tx, [values.bankAccountId], "bankAccountId");
  const movement = await returnedRow(tx.insert(transactions).values(values).returning(), "la transacción");
  const effect = movementEffect(movement);
  if (effect !== null && movement.bankAccountId !== null) await changeBalance(tx, movement.bankAccountId, effect);
  return movement;
}

/**
 * recordMovement for a completed expense that may not overdraw its account (a supplier paid from
 * it): the balance check and the debit are debitIfCovered's one conditional UPDATE, so nothing can
 * change the balance between them. Answers null, writing nothing, when the balance is short.
 */
export async function recordCoveredExpense(
  tx: Db,
  values: Omit<MovementValues, "transactionType" | "status" | "bankAccountId"> & { bankAccountId: number },
): Promise<Transaction | null> {
  await lockBankAccounts(tx, [values.bankAccountId], "bankAccountId");
  if (!(await debitIfCovered(tx, values.bankAccountId, values.amount))) return null;
  // Stored as the completed expense it is, so removeMovement gives the amount back.
  return returnedRow(
    tx
      .insert(transactions)
      .values({ ...values, transactionType: "expense", status: "completed" })
      .returning(),
    "la transacción",
  );
}

/**
 * Undoes a movement: its effect on its bank account is reversed, then the row is deleted.
 * Answers the deleted row; an unknown id is a 404 'Transacción no encontrada'.
 */
export async function removeMovement(tx: Db, id: number): Promise<Transaction> {
  const [movement] = await tx.select().from(transactions).where(eq(transactions.id, id)).for("update");
  if (!movement) throw new DomainFailure("not_found", MOVEMENT_NOT_FOUND);
  const effect = movementEffect(movement);
  if (effect !== null && movement.bankAccountId !== null) {
    await lockBankAccounts(tx, [movement.bankAccountId]);
    await changeBalance(tx, movement.bankAccountId, negate(effect));
  }
  await tx.delete(transactions).where(eq(transactions.id, id));
  return movement;
}
