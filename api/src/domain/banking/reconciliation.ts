import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ReconciledMonthData, ReconciledMonthRecord, ReconciliationSummaryRecord } from "../../contract";
import { monthBounds, todayInPanama } from "../../contract/values/dates";
import { fromCents, toCents } from "../../contract/values/money";
import { formatBalboas, formatDollars } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import { bankAccounts, bankReconciledMonths, bankStatementLines, users } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { BANK_ACCOUNT_NOT_FOUND, lockBankAccounts } from "../finance/bank-balances";
import { countUnmatchedBookMovements } from "./book-movements";
import { bankLedgerBalance } from "./ledger-balance";

// Where an account's reconciliation stands, and its months marked reconciled
// (api/docs/banking.md, "Reconciled months"). A month is marked with the statement's closing
// balance; the ledger's balance at the month's end is stored beside it, so the difference of that
// day stays on record whatever is posted later.

export const MONTH_IN_FUTURE = "No se puede marcar como conciliado un mes que aún no empieza";
export const monthAlreadyReconciled = (month: string) => `El mes ${month} ya está marcado como conciliado`;
export const monthNotReconciled = (month: string) => `El mes ${month} no está marcado como conciliado`;
export const unmatchedLinesRemain = (count: number, month: string) =>
  `Quedan ${count} línea(s) del estado de cuenta de ${month} sin conciliar: concílielas antes de marcar el mes`;

/** A read names an account that exists, else 404. */
export async function requireBankAccount(db: Db, bankAccountId: number) {
  const [account] = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      currency: bankAccounts.currency,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId));
  if (!account) throw new DomainFailure("not_found", BANK_ACCOUNT_NOT_FOUND);
  return account;
}

/** The account's balance in the books (its lines on Bancos) up to the end of `month`, or today. */

/** The account's reconciled months, newest first. */
export async function listReconciledMonths(db: Db, bankAccountId: number): Promise<ReconciledMonthRecord[]> {
  await requireBankAccount(db, bankAccountId);
  const found = await db
    .select({
      month: bankReconciledMonths.month,
      statementBalance: bankReconciledMonths.statementBalance,
      ledgerBalance: bankReconciledMonths.ledgerBalance,
      reconciledBy: users.firstName,
      reconciledAt: bankReconciledMonths.reconciledAt,
    })
    .from(bankReconciledMonths)
    .leftJoin(users, eq(users.id, bankReconciledMonths.reconciledBy))
    .where(eq(bankReconciledMonths.bankAccountId, bankAccountId))
    .orderBy(desc(bankReconciledMonths.month));
  return found.map((row) => ({
    ...row,
    difference: fromCents(toCents(row.statementBalance) - toCents(row.ledgerBalance)),
    reconciledAt: row.reconciledAt.toISOString(),
  }));
}

/** GET …/reconciliation: the balance in the books, what is left to match, the months done. */
export async function reconciliationSummary(db: Db, bankAccountId: number): Promise<ReconciliationSummaryRecord> {
  const account = await requireBankAccount(db, bankAccountId);
  const [lines] = await db
    .select({ n: count() })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.bankAccountId, bankAccountId), isNull(bankStatementLines.matchId)));
  return {
    bankAccountId,
    accountLabel: `${account.bankName} - ${account.accountNumber}`,
    currency: account.currency,
    ledgerBalance: await bankLedgerBalance(db, bankAccountId),
    unmatchedStatementLines: Number(lines?.n ?? 0),
    unmatchedBookMovements: await countUnmatchedBookMovements(db, bankAccountId),
    reconciledMonths: await listReconciledMonths(db, bankAccountId),
  };
}

/**
 * Marks a month reconciled with the statement's balance. Refused (409) for a month not yet begun,
 * a month already marked, or while statement lines dated in it are unmatched.
 */
export async function markMonthReconciled(
  tx: Db,
  bankAccountId: number,
  data: ReconciledMonthData,
  actor: Actor,
): Promise<ReconciledMonthRecord> {
  const account = (await lockBankAccounts(tx, [bankAccountId])).get(bankAccountId);
  const { month } = data;
  if (month > todayInPanama(actor.now ?? new Date()).slice(0, 7)) throw new DomainFailure("conflict", MONTH_IN_FUTURE);
  const [already] = await tx
    .select({ month: bankReconciledMonths.month })
    .from(bankReconciledMonths)
    .where(and(eq(bankReconciledMonths.bankAccountId, bankAccountId), eq(bankReconciledMonths.month, month)));
  if (already) throw new DomainFailure("conflict", monthAlreadyReconciled(month));
  const [unmatched] = await tx
    .select({ n: count() })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.bankAccountId, bankAccountId),
        isNull(bankStatementLines.matchId),
        sql`to_char(${bankStatementLines.lineDate}, 'YYYY-MM') = ${month}`,
      ),
    );
  const left = Number(unmatched?.n ?? 0);
  if (left > 0) throw new DomainFailure("conflict", unmatchedLinesRemain(left, month));
  const statementBalance = fromCents(toCents(data.statementBalance));
  const booksBalance = await bankLedgerBalance(tx, bankAccountId, monthBounds(month).to);
  await tx.insert(bankReconciledMonths).values({
    bankAccountId,
    month,
    statementBalance,
    ledgerBalance: booksBalance,
    reconciledBy: actor.userId,
  });
  const format = account?.currency === "USD" ? formatDollars : formatBalboas;
  await recordActivity(tx, {
    userId: actor.userId,
    action: "status",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Mes ${month} conciliado: estado de cuenta ${format(statementBalance)}, libros ${format(booksBalance)}`,
  });
  const [record] = (await listReconciledMonths(tx, bankAccountId)).filter((row) => row.month === month);
  return record as ReconciledMonthRecord;
}

/** Takes a month's mark off (admins only, by the endpoint table). */
export async function unmarkMonthReconciled(tx: Db, bankAccountId: number, month: string, actor: Actor) {
  await lockBankAccounts(tx, [bankAccountId]);
  const removed = await tx
    .delete(bankReconciledMonths)
    .where(and(eq(bankReconciledMonths.bankAccountId, bankAccountId), eq(bankReconciledMonths.month, month)))
    .returning({ month: bankReconciledMonths.month });
  if (removed.length === 0) throw new DomainFailure("not_found", monthNotReconciled(month));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "status",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Mes ${month} ya no está marcado como conciliado`,
  });
}
