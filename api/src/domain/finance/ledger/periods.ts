import { desc, eq, inArray, sql } from "drizzle-orm";
import type { ClosedPeriodRecord } from "../../../contract";
import { todayInPanama } from "../../../contract/values/dates";
import type { Db } from "../../../db/client";
import { closedPeriods, journalEntries, users } from "../../../db/schema";
import { type Actor, recordActivity } from "../../activity";
import { DomainFailure } from "../../failures";

// Closed months (api/docs/ledger.md, "Closed months"): once a month is closed, nothing dated in it
// is posted or reversed, so the books of that month, and what was declared from them, stay as
// they were. Corrections go into an open month.

export const monthClosed = (month: string) =>
  `El mes ${month} está cerrado: no se puede registrar, modificar, anular ni eliminar nada con fecha en él. Registre la corrección en un mes abierto.`;
export const MONTH_NOT_ENDED = "Solo se puede cerrar un mes que ya terminó";
export const alreadyClosed = (month: string) => `El mes ${month} ya está cerrado`;
export const notClosed = (month: string) => `El mes ${month} no está cerrado`;

/** The refusal of anything dated in a closed month: a 409 like any conflict, told apart by the backfill. */
export class ClosedMonthFailure extends DomainFailure {
  constructor(month: string) {
    super("conflict", monthClosed(month));
  }
}

/**
 * Refuses (409, naming the month) when any of `dates` lies in a closed month. Call it after the
 * write's rows are inserted: closing a month waits for the writes in flight (closePeriod), so a
 * check made after this write's own insert sees a close that committed before it.
 */
export async function refuseClosedMonths(tx: Db, dates: readonly string[]) {
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  if (months.length === 0) return;
  const [closed] = await tx
    .select({ month: closedPeriods.month })
    .from(closedPeriods)
    .where(inArray(closedPeriods.month, months))
    .orderBy(closedPeriods.month)
    .limit(1);
  if (closed) throw new ClosedMonthFailure(closed.month);
}

export async function listClosedPeriods(db: Db): Promise<ClosedPeriodRecord[]> {
  const found = await db
    .select({
      month: closedPeriods.month,
      closedAt: closedPeriods.closedAt,
      closedBy: sql<string | null>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
    })
    .from(closedPeriods)
    .leftJoin(users, eq(users.id, closedPeriods.closedBy))
    .orderBy(desc(closedPeriods.month));
  return found.map((row) => ({ ...row, closedAt: row.closedAt.toISOString(), closedBy: row.closedBy || null }));
}

/**
 * Closes a month that has ended. The journal is locked against inserts meanwhile (SHARE): the
 * close waits for every write in flight to commit, and writes that start later wait for it, then
 * find the month closed (refuseClosedMonths).
 */
export async function closePeriod(db: Db, month: string, actor: Actor): Promise<ClosedPeriodRecord> {
  if (month >= todayInPanama(actor.now ?? new Date()).slice(0, 7)) throw new DomainFailure("conflict", MONTH_NOT_ENDED);
  await db.transaction(async (tx) => {
    await lockJournalForClose(tx);
    if (!(await closeMonthIn(tx, month, actor))) throw new DomainFailure("conflict", alreadyClosed(month));
  });
  const [closed] = (await listClosedPeriods(db)).filter((period) => period.month === month);
  return closed as ClosedPeriodRecord;
}

/** The SHARE lock a close holds on the journal until its transaction ends (see closePeriod). */
export async function lockJournalForClose(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${journalEntries} in share mode`);
}

/**
 * Closes `month` inside the caller's transaction, which already holds lockJournalForClose, and logs
 * it. Answers false, changing nothing, when it was closed already.
 */
export async function closeMonthIn(tx: Db, month: string, actor: Actor): Promise<boolean> {
  const inserted = await tx
    .insert(closedPeriods)
    .values({ month, closedBy: actor.userId })
    .onConflictDoNothing()
    .returning({ month: closedPeriods.month });
  if (inserted.length === 0) return false;
  await recordActivity(tx, {
    userId: actor.userId,
    action: "status",
    entity: "accounting_period",
    entityId: null,
    summary: `Mes ${month} cerrado`,
  });
  return true;
}

/** Reopens a closed month (admins only, by the endpoint table); logged. */
export async function reopenPeriod(db: Db, month: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.delete(closedPeriods).where(eq(closedPeriods.month, month)).returning();
    if (removed.length === 0) throw new DomainFailure("conflict", notClosed(month));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "status",
      entity: "accounting_period",
      entityId: null,
      summary: `Mes ${month} reabierto`,
    });
  });
}
