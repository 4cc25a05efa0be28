import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { todayInPanama } from "../../../contract/values/dates";
import { fromCents, toCents } from "../../../contract/values/money";
import type { JournalOrigin } from "../../../contract/values/statuses";
import type { Db } from "../../../db/client";
import { bankMatchBookLines, journalEntries, journalLines } from "../../../db/schema";
import type { Actor } from "../../activity";
import { DomainFailure } from "../../failures";
import { accountIdsByCode } from "./accounts";
import { refuseClosedMonths } from "./periods";
import { keep, type Planned, type PlannedEntry, postingRules, type RuledOrigin } from "./posting-rules";

// The one way anything reaches the journal (api/docs/ledger.md). A write calls syncLedger inside
// its own transaction, after its rows are written, naming what it touched; the posting rules say
// what each should have posted, and the difference is posted here: the current entry reversed
// (dated today, or its own date when that is later) and the new one posted. Nothing is updated
// or deleted.

type PostedLine = { accountId: number; bankAccountId: number | null; debit: bigint; credit: bigint };
type Posted = { id: number; date: string; description: string; lines: PostedLine[] };
type NewEntry = {
  originType: JournalOrigin;
  originId: number | null;
  date: string;
  description: string;
  /** The entry reversed, and its date (its month must be open too). */
  reverses?: { id: number; date: string };
  lines: PostedLine[];
};

/** The entries of `origin` `ids` that stand (neither a reversal nor reversed), with their lines. */
async function standingEntries(tx: Db, origin: JournalOrigin, ids: readonly number[]): Promise<Map<number, Posted>> {
  const reversal = alias(journalEntries, "reversal");
  const found = await tx
    .select({
      id: journalEntries.id,
      originId: journalEntries.originId,
      date: journalEntries.entryDate,
      description: journalEntries.description,
      accountId: journalLines.accountId,
      bankAccountId: journalLines.bankAccountId,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        eq(journalEntries.originType, origin),
        inArray(journalEntries.originId, [...ids]),
        isNull(journalEntries.reversesEntryId),
        notExists(tx.select({ one: sql`1` }).from(reversal).where(eq(reversal.reversesEntryId, journalEntries.id))),
      ),
    )
    .orderBy(journalLines.id);
  const standing = new Map<number, Posted>();
  for (const row of found) {
    if (row.originId === null) continue;
    const entry = standing.get(row.originId) ?? { id: row.id, date: row.date, description: row.description, lines: [] };
    entry.lines.push({
      accountId: row.accountId,
      bankAccountId: row.bankAccountId,
      debit: toCents(row.debit),
      credit: toCents(row.credit),
    });
    standing.set(row.originId, entry);
  }
  return standing;
}

/** A planned entry's lines with their accounts' ids. */
async function resolve(tx: Db, planned: PlannedEntry[]): Promise<PostedLine[][]> {
  const codes = planned.flatMap((entry) =>
    entry.lines.flatMap((line) => ("code" in line.account ? [line.account.code] : [])),
  );
  const ids = await accountIdsByCode(tx, codes);
  return planned.map((entry) =>
    entry.lines.map((line) => ({
      accountId: "code" in line.account ? (ids.get(line.account.code) as number) : line.account.id,
      bankAccountId: line.bankAccountId ?? null,
      debit: line.debit ?? 0n,
      credit: line.credit ?? 0n,
    })),
  );
}

const lineKey = (line: PostedLine) => `${line.accountId}:${line.bankAccountId ?? ""}:${line.debit}:${line.credit}`;
const sameLines = (a: PostedLine[], b: PostedLine[]) =>
  a.length === b.length && [...a.map(lineKey)].sort().join("|") === [...b.map(lineKey)].sort().join("|");

/**
 * Inserts entries and their lines: two statements, whatever their number, then refuses (409) if
 * any is dated in a closed month or reverses an entry dated in one. Answers their ids.
 */
export async function insertEntries(tx: Db, entries: NewEntry[], actor?: Actor): Promise<number[]> {
  if (entries.length === 0) return [];
  const inserted = await tx
    .insert(journalEntries)
    .values(
      entries.map((entry) => ({
        entryDate: entry.date,
        description: entry.description,
        originType: entry.originType,
        originId: entry.originId,
        reversesEntryId: entry.reverses?.id ?? null,
        createdBy: actor?.userId ?? null,
      })),
    )
    .returning({ id: journalEntries.id });
  // RETURNING answers the rows in the order of the VALUES list.
  const ids = inserted.map((row) => row.id);
  await tx.insert(journalLines).values(
    entries.flatMap((entry, index) =>
      entry.lines.map((line) => ({
        entryId: ids[index] as number,
        accountId: line.accountId,
        bankAccountId: line.bankAccountId,
        debit: fromCents(line.debit),
        credit: fromCents(line.credit),
      })),
    ),
  );
  await refuseClosedMonths(tx, [
    ...entries.map((entry) => entry.date),
    ...entries.flatMap((entry) => (entry.reverses ? [entry.reverses.date] : [])),
  ]);
  await refuseReconciledReversals(
    tx,
    entries.flatMap((entry) => (entry.reverses ? [entry.reverses.id] : [])),
  );
  return ids;
}

export const RECONCILED_MOVEMENT =
  "El movimiento está conciliado con el estado de cuenta: deshaga la conciliación primero";

/**
 * A book movement matched with the bank's statement (api/docs/banking.md) is not reversed
 * silently: reversing an entry any of whose Bancos lines is in a match is refused (409). Checked
 * after the reversal's insert, whose foreign key waits for a match in flight (matches.ts locks the
 * entry), so a match committed meanwhile is seen here.
 */
async function refuseReconciledReversals(tx: Db, reversedEntryIds: number[]): Promise<void> {
  if (reversedEntryIds.length === 0) return;
  const [matched] = await tx
    .select({ id: bankMatchBookLines.journalLineId })
    .from(bankMatchBookLines)
    .innerJoin(journalLines, eq(journalLines.id, bankMatchBookLines.journalLineId))
    .where(inArray(journalLines.entryId, reversedEntryIds))
    .limit(1);
  if (matched) throw new DomainFailure("conflict", RECONCILED_MOVEMENT);
}

/** The entry that cancels `posted`: the same lines, debit and credit swapped. */
function reversalOf(origin: JournalOrigin, originId: number, posted: Posted, today: string): NewEntry {
  return {
    originType: origin,
    originId,
    date: posted.date > today ? posted.date : today,
    description: `Reversión: ${posted.description}`,
    reverses: { id: posted.id, date: posted.date },
    lines: posted.lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit })),
  };
}

/**
 * Brings the journal in line with origins `ids` of one kind, as they are now in this transaction:
 * for each, what the posting rules plan (posting-rules.ts) against the entry standing for it. The
 * same: nothing. Different: the standing entry is reversed and the planned one posted. Call it
 * inside the write's transaction after the write; deleted origins are named too (their entries
 * are reversed).
 */
export async function syncLedger(tx: Db, origin: RuledOrigin, ids: readonly number[], actor?: Actor) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const planned = await postingRules[origin](tx, unique);
  const standing = await standingEntries(tx, origin, unique);
  const today = todayInPanama(actor?.now ?? new Date());

  const plans: { originId: number; entry: PlannedEntry }[] = [];
  for (const id of unique) {
    // An origin the rule did not find is gone: nothing of it stands in the books.
    const plan: Planned = planned.has(id) ? (planned.get(id) as Planned) : null;
    if (plan !== keep && plan !== null && plan.lines.length > 0) plans.push({ originId: id, entry: plan });
  }
  const resolved = await resolve(
    tx,
    plans.map((plan) => plan.entry),
  );
  const wanted = new Map(plans.map((plan, index) => [plan.originId, { ...plan.entry, lines: resolved[index] ?? [] }]));

  const reversals: NewEntry[] = [];
  const postings: NewEntry[] = [];
  for (const id of unique) {
    if (planned.get(id) === keep) continue;
    const current = standing.get(id);
    const next = wanted.get(id);
    if (current && next && current.date === next.date && sameLines(current.lines, next.lines)) continue;
    if (current) reversals.push(reversalOf(origin, id, current, today));
    if (next) postings.push({ originType: origin, originId: id, ...next });
  }
  await insertEntries(tx, reversals, actor);
  await insertEntries(tx, postings, actor);
}

/** Posts one planned entry of `origin` as it is (a bank account's opening balance). */
export async function postPlanned(
  tx: Db,
  origin: JournalOrigin,
  originId: number | null,
  plan: Planned,
  actor?: Actor,
) {
  if (plan === null || plan === keep) return;
  const [lines] = await resolve(tx, [plan]);
  await insertEntries(
    tx,
    [{ originType: origin, originId, date: plan.date, description: plan.description, lines: lines ?? [] }],
    actor,
  );
}
