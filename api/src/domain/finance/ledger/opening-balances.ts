import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { JournalEntryRecord, OpeningBalancesData } from "../../../contract";
import { fromCents, toCents } from "../../../contract/values/money";
import { formatBalboas } from "../../../contract/values/money-format";
import type { Db } from "../../../db/client";
import { chartOfAccounts, journalEntries } from "../../../db/schema";
import { type Actor, recordActivity } from "../../activity";
import { DomainFailure, FieldFailure } from "../../failures";
import { ledgerAccounts } from "./accounts";
import { findJournalEntry } from "./books";
import { insertEntries } from "./journal";

// Opening balances (api/docs/ledger.md, "Opening balances"): a company that starts its books in
// this system mid-year brings each account's balance from its previous books, one entry per
// account against 3.4 Saldos de apertura, dated the opening day. Written as given, like a manual
// entry; a correction is a manual entry, so an account has at most one standing opening.

export const openingNotFor = (code: string) =>
  code === ledgerAccounts.banks
    ? "Bancos (1.1.02) no lleva saldo de apertura aquí: cada cuenta bancaria trae su saldo inicial al crearla"
    : "3.4 Saldos de apertura es la contrapartida de los saldos de apertura";
export const openingAlreadyPosted = (code: string) =>
  `La cuenta ${code} ya tiene saldo de apertura: corríjalo con un asiento manual`;

/** The accounts among `ids` that already have an opening entry standing (not reversed). */
async function accountsWithOpening(tx: Db, ids: number[]): Promise<Set<number>> {
  const reversal = alias(journalEntries, "reversal");
  const found = await tx
    .select({ accountId: journalEntries.originId })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.originType, "opening"),
        inArray(journalEntries.originId, ids),
        isNull(journalEntries.reversesEntryId),
        notExists(tx.select({ one: sql`1` }).from(reversal).where(eq(reversal.reversesEntryId, journalEntries.id))),
      ),
    );
  return new Set(found.map((row) => row.accountId as number));
}

/** Posts one entry per balance, in one transaction; answers the entries. */
export async function postOpeningBalances(
  db: Db,
  data: OpeningBalancesData,
  actor: Actor,
): Promise<JournalEntryRecord[]> {
  return db.transaction(async (tx) => {
    const codes = [...data.balances.map((line) => line.accountCode), ledgerAccounts.openingBalances];
    const accounts = await tx
      .select({
        id: chartOfAccounts.id,
        code: chartOfAccounts.code,
        name: chartOfAccounts.name,
        isActive: chartOfAccounts.isActive,
      })
      .from(chartOfAccounts)
      .where(inArray(chartOfAccounts.code, codes));
    const byCode = new Map(accounts.map((account) => [account.code, account]));
    const counterpart = byCode.get(ledgerAccounts.openingBalances);
    if (!counterpart) {
      throw new DomainFailure(
        "conflict",
        `Falta la cuenta ${ledgerAccounts.openingBalances} en el catálogo de cuentas`,
      );
    }
    const chosen = data.balances.map((line, index) => {
      const field = `balances.${index}.accountCode`;
      const account = byCode.get(line.accountCode);
      if (!account) throw new FieldFailure(field, `La cuenta ${line.accountCode} no existe`);
      if (!account.isActive) throw new FieldFailure(field, `La cuenta ${line.accountCode} está inactiva`);
      if (line.accountCode === ledgerAccounts.banks || account.id === counterpart.id) {
        throw new FieldFailure(field, openingNotFor(line.accountCode));
      }
      return { account, debit: toCents(line.debit), credit: toCents(line.credit) };
    });
    const opened = await accountsWithOpening(
      tx,
      chosen.map((line) => line.account.id),
    );
    const twice = chosen.find((line) => opened.has(line.account.id));
    if (twice) throw new DomainFailure("conflict", openingAlreadyPosted(twice.account.code));

    const ids = await insertEntries(
      tx,
      chosen.map(({ account, debit, credit }) => ({
        originType: "opening" as const,
        originId: account.id,
        date: data.openingDate,
        description: `Saldo de apertura: ${account.code} ${account.name}`,
        lines: [
          { accountId: account.id, bankAccountId: null, debit, credit },
          { accountId: counterpart.id, bankAccountId: null, debit: credit, credit: debit },
        ],
      })),
      actor,
    );
    const debits = chosen.reduce((sum, line) => sum + line.debit, 0n);
    const credits = chosen.reduce((sum, line) => sum + line.credit, 0n);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "journal_entry",
      entityId: null,
      summary: `Saldos de apertura al ${data.openingDate}: ${chosen.length} cuentas (débitos ${formatBalboas(fromCents(debits))}, créditos ${formatBalboas(fromCents(credits))})`,
    });
    const entries: JournalEntryRecord[] = [];
    for (const id of ids) entries.push(await findJournalEntry(tx, id));
    return entries;
  });
}
