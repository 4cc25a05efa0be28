import { asc, eq, sql } from "drizzle-orm";
import type { BankAccountChanges, BankAccountData, BankAccountRecord } from "../../contract/finance/bank-accounts";
import { todayInPanama } from "../../contract/values/dates";
import { toCents } from "../../contract/values/money";
import { formatBalboas, formatDollars } from "../../contract/values/money-format";
import { type Db, rows } from "../../db/client";
import { isStillReferenced } from "../../db/errors";
import {
  type BankAccount,
  bankAccounts,
  bankStatementImports,
  receivablePayments,
  supplierPayments,
  transactions,
  transfers,
} from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { changedFields, isoTimestamps, oneOrNotFound, returnedRow } from "../records";
import { BANK_ACCOUNT_NOT_FOUND, lockBankAccounts } from "./bank-balances";
import { postPlanned, syncLedger } from "./ledger/journal";
import { openingEntry } from "./ledger/posting-rules";

// Bank accounts (rules: api/docs/finance-money.md, "Bank accounts"). The balance is written here
// only at creation; then only bank-balances.ts changes it.

export const ACCOUNT_HAS_MOVEMENTS = "No se puede eliminar la cuenta porque tiene movimientos";
export const ACCOUNT_HAS_STATEMENTS =
  "No se puede eliminar la cuenta porque tiene estados de cuenta importados: sus líneas son lo que dijo el banco";

/** An amount in an account's currency, as the activity log writes it. */
export const formatInCurrency = (amount: string, currency: string) =>
  currency === "USD" ? formatDollars(amount) : formatBalboas(amount);

const accountTitle = (row: Pick<BankAccount, "bankName" | "accountNumber">) => `${row.bankName} - ${row.accountNumber}`;

function toRecord(row: BankAccount): BankAccountRecord {
  return {
    id: row.id,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    accountType: row.accountType,
    currency: row.currency,
    currentBalance: row.currentBalance,
    isActive: row.isActive,
    ...isoTimestamps(row),
  };
}

/** Every account, active or not, oldest first (the screen totals them). */
export async function listBankAccounts(db: Db): Promise<BankAccountRecord[]> {
  const found = await db.select().from(bankAccounts).orderBy(asc(bankAccounts.id));
  return found.map(toRecord);
}

export async function findBankAccount(db: Db, id: number): Promise<BankAccountRecord> {
  return toRecord(
    await oneOrNotFound(db.select().from(bankAccounts).where(eq(bankAccounts.id, id)), BANK_ACCOUNT_NOT_FOUND),
  );
}

/** Opens an account with its initial balance. */
export async function createBankAccount(db: Db, data: BankAccountData, actor: Actor): Promise<BankAccountRecord> {
  return db.transaction(async (tx) => {
    const row = await returnedRow(tx.insert(bankAccounts).values(data).returning(), "la cuenta bancaria");
    const opened = todayInPanama(actor.now ?? new Date());
    await postPlanned(
      tx,
      "bank_account",
      row.id,
      openingEntry({ id: row.id, label: accountTitle(row) }, opened, toCents(row.currentBalance)),
      actor,
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "bank_account",
      entityId: row.id,
      summary: `Cuenta bancaria creada: ${accountTitle(row)} con saldo inicial de ${formatInCurrency(row.currentBalance, row.currency)}`,
    });
    return toRecord(row);
  });
}

/** Edits names, number, type or the active flag; an unchanged body writes nothing. */
export async function updateBankAccount(
  db: Db,
  id: number,
  changes: BankAccountChanges,
  actor: Actor,
): Promise<BankAccountRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(bankAccounts).where(eq(bankAccounts.id, id)).for("update"),
      BANK_ACCOUNT_NOT_FOUND,
    );
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return toRecord(current);
    const row = await returnedRow(
      tx.update(bankAccounts).set(changed).where(eq(bankAccounts.id, id)).returning(),
      "la cuenta bancaria",
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "bank_account",
      entityId: id,
      summary: `Cuenta bancaria actualizada: ${accountTitle(row)}`,
    });
    return toRecord(row);
  });
}

/** Whether anything points at the account: a transaction, a transfer or a payment. */
async function hasMovements(tx: Db, id: number): Promise<boolean> {
  const result = await tx.execute<{ used: boolean }>(sql`select (
      exists (select 1 from ${transactions} where ${transactions.bankAccountId} = ${id})
      or exists (select 1 from ${transfers} where ${transfers.fromAccountId} = ${id} or ${transfers.toAccountId} = ${id})
      or exists (select 1 from ${receivablePayments} where ${receivablePayments.bankAccountId} = ${id})
      or exists (select 1 from ${supplierPayments} where ${supplierPayments.bankAccountId} = ${id})
    ) as used`);
  return Boolean(rows(result)[0]?.used);
}

/** Whether a statement was imported for the account (its lines RESTRICT the delete). */
async function hasStatements(tx: Db, id: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: bankStatementImports.id })
    .from(bankStatementImports)
    .where(eq(bankStatementImports.bankAccountId, id))
    .limit(1);
  return found !== undefined;
}

/** Deletes an account without movements; one with any is a 409 (its history must not vanish). */
export async function deleteBankAccount(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const account = (await lockBankAccounts(tx, [id])).get(id);
      if (!account) throw new DomainFailure("not_found", BANK_ACCOUNT_NOT_FOUND);
      if (await hasMovements(tx, id)) throw new DomainFailure("conflict", ACCOUNT_HAS_MOVEMENTS);
      if (await hasStatements(tx, id)) throw new DomainFailure("conflict", ACCOUNT_HAS_STATEMENTS);
      await tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
      await syncLedger(tx, "bank_account", [id], actor);
      await recordActivity(tx, {
        userId: actor.userId,
        action: "delete",
        entity: "bank_account",
        entityId: id,
        summary: `Cuenta bancaria eliminada: ${accountTitle(account)}`,
      });
    });
  } catch (error) {
    // A movement or a statement recorded meanwhile: the RESTRICT foreign keys refuse the delete.
    if (isStillReferenced(error)) {
      const statements = await hasStatements(db, id).catch(() => false);
      throw new DomainFailure("conflict", statements ? ACCOUNT_HAS_STATEMENTS : ACCOUNT_HAS_MOVEMENTS);
    }
    throw error;
  }
}
