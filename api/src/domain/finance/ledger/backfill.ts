import { and, eq, notExists, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { todayInPanama } from "../../../contract/values/dates";
import { toCents } from "../../../contract/values/money";
import { type Db, rows } from "../../../db/client";
import { panamaDate } from "../../../db/panama-time";
import {
  accountsPayable,
  bankAccounts,
  creditNotes,
  invoices,
  journalEntries,
  journalLines,
  receivablePayments,
  supplierPayments,
  transactions,
  transfers,
} from "../../../db/schema";
import type { Actor } from "../../activity";
import { postPlanned, syncLedger } from "./journal";
import { ClosedMonthFailure } from "./periods";
import { openingEntry } from "./posting-rules";

// Records written before the ledger existed (an install upgraded to it) or without the domain's
// write paths (the demo loader) get their entries here (api/docs/ledger.md, "Existing data"):
// every origin without an entry is passed through the posting rules, then every bank account's
// opening balance is what its current balance has that its posted movements do not explain. Runs
// at every start (db/client.ts), so it only ever adds what is missing, under a lock so that two
// servers starting together do it once. A record whose entry would fall in a closed month (written
// outside the API, or restored from an older backup) cannot be posted: it is skipped and reported,
// never allowed to stop the server from starting.

/** Held for the backfill's transaction: a second server starting waits, then finds nothing to do. */
export const LEDGER_BACKFILL_LOCK = 727_003;
const BATCH = 1000;

type Origin = Parameters<typeof syncLedger>[1];
const originTables: ReadonlyArray<readonly [Origin, PgTable, PgColumn]> = [
  ["invoice", invoices, invoices.id],
  ["receivable_payment", receivablePayments, receivablePayments.id],
  ["payable", accountsPayable, accountsPayable.id],
  ["supplier_payment", supplierPayments, supplierPayments.id],
  ["transfer", transfers, transfers.id],
  ["transaction", transactions, transactions.id],
  ["credit_note", creditNotes, creditNotes.id],
];

/** The ids of `table` that no entry of `origin` names (drafts and the like come back each time: they post nothing). */
async function unposted(tx: Db, origin: Origin, table: PgTable, id: PgColumn): Promise<number[]> {
  const found = await tx
    .select({ id })
    .from(table)
    .where(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(journalEntries)
          .where(and(eq(journalEntries.originType, origin), eq(journalEntries.originId, id))),
      ),
    )
    .orderBy(id);
  return found.map((row) => Number(row.id));
}

/** A record the backfill could not post, and why (a closed month). */
export type UnpostedRecord = { origin: Origin | "bank_account"; id: number; reason: string };
export type BackfillReport = { seen: number; skipped: UnpostedRecord[] };

/**
 * Runs `post` for `ids` under a savepoint; when a closed month refuses it, halves the batch until
 * the refused records stand alone, and reports those while the rest are posted.
 */
async function postSkippingClosed(
  tx: Db,
  origin: UnpostedRecord["origin"],
  ids: number[],
  post: (savepoint: Db, ids: number[]) => Promise<void>,
  skipped: UnpostedRecord[],
) {
  try {
    await tx.transaction((savepoint) => post(savepoint as Db, ids));
  } catch (error) {
    // Only a closed month is skipped: any other refusal (a missing account) stops the start as before.
    if (!(error instanceof ClosedMonthFailure)) throw error;
    if (ids.length === 1) {
      skipped.push({ origin, id: ids[0] as number, reason: error.message });
      return;
    }
    const half = Math.ceil(ids.length / 2);
    await postSkippingClosed(tx, origin, ids.slice(0, half), post, skipped);
    await postSkippingClosed(tx, origin, ids.slice(half), post, skipped);
  }
}

/** Posts what is missing from the journal; answers how many origins it looked at and what it skipped. Call inside a transaction. */
export async function postMissingEntries(tx: Db, actor: Actor = { userId: null }): Promise<BackfillReport> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_BACKFILL_LOCK})`);
  let seen = 0;
  const skipped: UnpostedRecord[] = [];
  for (const [origin, table, id] of originTables) {
    const ids = await unposted(tx, origin, table, id);
    seen += ids.length;
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      await postSkippingClosed(
        tx,
        origin,
        batch,
        (savepoint, some) => syncLedger(savepoint, origin, some, actor),
        skipped,
      );
    }
  }
  await postMissingOpenings(tx, actor, skipped);
  return { seen, skipped };
}

/** The server log's line for what the backfill skipped (nothing when it skipped nothing). */
export function skippedWarning(report: BackfillReport): string | null {
  if (report.skipped.length === 0) return null;
  const listed = report.skipped
    .slice(0, 20)
    .map((record) => `${record.origin} ${record.id}`)
    .join(", ");
  const more = report.skipped.length > 20 ? ` y ${report.skipped.length - 20} más` : "";
  return `Aviso: ${report.skipped.length} registro(s) sin asiento porque su fecha cae en un mes cerrado (${listed}${more}). Reabra el mes o registre la corrección en un mes abierto; se reintentan en cada inicio.`;
}

/**
 * A bank account without an opening entry gets one for the part of its balance its posted lines do
 * not explain, dated its first movement's day (or the day it was opened, when earlier).
 */
async function postMissingOpenings(tx: Db, actor: Actor, skipped: UnpostedRecord[]) {
  const accounts = rows(
    await tx.execute<{ id: number; label: string; missing: string; opened: string }>(sql`
      select a.id, coalesce(a.account_name, a.bank_name) || ' ' || a.account_number as label,
        (a.current_balance - coalesce(posted.balance, 0))::text as missing,
        least(${panamaDate(sql`a.created_at`)}, posted.first_day)::text as opened
      from ${bankAccounts} a
      left join (
        select l.bank_account_id, sum(l.debit - l.credit) as balance, min(e.entry_date) as first_day
        from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
        where l.bank_account_id is not null
        group by l.bank_account_id
      ) posted on posted.bank_account_id = a.id
      where not exists (
        select 1 from ${journalEntries} e where e.origin_type = 'bank_account' and e.origin_id = a.id
      )`),
  );
  for (const account of accounts) {
    const missing = toCents(account.missing);
    if (missing === 0n) continue;
    const date = account.opened ?? todayInPanama(actor.now ?? new Date());
    const entry = openingEntry(account, date, missing);
    await postSkippingClosed(
      tx,
      "bank_account",
      [account.id],
      (savepoint) => postPlanned(savepoint, "bank_account", account.id, entry, actor),
      skipped,
    );
  }
}

/** At a server's start (db/client.ts): the backfill in its own transaction, what it skipped in the log. */
export async function backfillLedgerAtStart(db: Db) {
  const warning = skippedWarning(await db.transaction((tx) => postMissingEntries(tx)));
  if (warning) console.warn(warning);
}
