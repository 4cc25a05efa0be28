import { inArray } from "drizzle-orm";
import type { JournalEntryRecord, ManualEntryData } from "../../../contract";
import { fromCents, toCents } from "../../../contract/values/money";
import { formatBalboas } from "../../../contract/values/money-format";
import type { Db } from "../../../db/client";
import { chartOfAccounts } from "../../../db/schema";
import { type Actor, recordActivity } from "../../activity";
import { FieldFailure } from "../../failures";
import { findJournalEntry } from "./books";
import { insertEntries } from "./journal";

/**
 * Posts the accountant's own entry (an adjustment, depreciation, the payroll provider's journal)
 * as written: balanced (the contract checked it, the database checks it again) on active accounts
 * of the chart. An unknown or inactive account is a 400 on its line.
 */
export async function postManualEntry(db: Db, data: ManualEntryData, actor: Actor): Promise<JournalEntryRecord> {
  return db.transaction(async (tx) => {
    const codes = [...new Set(data.lines.map((line) => line.accountCode))];
    const accounts = await tx
      .select({ id: chartOfAccounts.id, code: chartOfAccounts.code, isActive: chartOfAccounts.isActive })
      .from(chartOfAccounts)
      .where(inArray(chartOfAccounts.code, codes));
    const byCode = new Map(accounts.map((account) => [account.code, account]));
    const lines = data.lines.map((line, index) => {
      const account = byCode.get(line.accountCode);
      if (!account) throw new FieldFailure(`lines.${index}.accountCode`, `La cuenta ${line.accountCode} no existe`);
      if (!account.isActive)
        throw new FieldFailure(`lines.${index}.accountCode`, `La cuenta ${line.accountCode} está inactiva`);
      return { accountId: account.id, bankAccountId: null, debit: toCents(line.debit), credit: toCents(line.credit) };
    });
    const [id] = await insertEntries(
      tx,
      [{ originType: "manual", originId: null, date: data.entryDate, description: data.description, lines }],
      actor,
    );
    const total = data.lines.reduce((sum, line) => sum + toCents(line.debit), 0n);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "journal_entry",
      entityId: id ?? null,
      summary: `Asiento manual: ${data.description} (${formatBalboas(fromCents(total))})`,
    });
    return findJournalEntry(tx, id as number);
  });
}
