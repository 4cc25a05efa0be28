import { and, eq, isNotNull } from "drizzle-orm";
import {
  formatDuration,
  panamaDateOf,
  type RunningTimerRecord,
  type TimeEntryRecord,
  type TimerStartData,
  timerMinutes,
} from "../../contract";
import type { Db } from "../../db/client";
import { type TimeEntry, timeEntries } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { returnedRow } from "../records";
import { findTimeEntry, selectEntries, toTimeEntryRecord } from "./entries";
import { lockPersonHours, type TimeViewer } from "./people";
import { resolveEntryRate } from "./rates";

// The top bar's timer (api/docs/time.md, "Timer"): a time entry whose `started_at` is set. It is
// in the database, so it survives a reload, another browser, a restart. One per person: starting
// another stops the running one first.

export const NO_RUNNING_TIMER = "No hay un temporizador en marcha";

/** The person's running entry, locked, if any (inside a transaction that holds lockPersonHours). */
async function runningEntry(tx: Db, userId: number): Promise<TimeEntry | undefined> {
  const [entry] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, userId), isNotNull(timeEntries.startedAt)))
    .for("update");
  return entry;
}

/** GET /api/time-entries/timer: the caller's running timer, and the server's clock. */
export async function runningTimer(db: Db, viewer: TimeViewer, now = new Date()): Promise<RunningTimerRecord> {
  const [row] = await selectEntries(db).where(
    and(eq(timeEntries.userId, viewer.userId), isNotNull(timeEntries.startedAt)),
  );
  return { timer: row ? toTimeEntryRecord(row) : null, serverTime: now.toISOString() };
}

/**
 * Stops a running entry: its minutes from start to `now`, rounded to the minute, at least 1 and at
 * most a day; its day stays the one it started on; its rate is resolved now (the entry is saved).
 */
async function stopEntry(tx: Db, entry: TimeEntry, now: Date, actor: Actor): Promise<void> {
  if (!entry.startedAt) return;
  const minutes = timerMinutes(entry.startedAt, now);
  const hourlyRate = await resolveEntryRate(tx, entry.userId, entry.projectId);
  await tx.update(timeEntries).set({ minutes, startedAt: null, hourlyRate }).where(eq(timeEntries.id, entry.id));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "create",
    entity: "time_entry",
    entityId: entry.id,
    summary: `Temporizador detenido: ${formatDuration(minutes)} registradas`,
  });
}

/** POST /api/time-entries/timer/start: stops the caller's running timer (if any), then starts one. */
export async function startTimer(
  db: Db,
  input: TimerStartData,
  viewer: TimeViewer,
  actor: Actor,
): Promise<{ timer: TimeEntryRecord; stopped: TimeEntryRecord | null; serverTime: string }> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockPersonHours(tx, viewer.userId);
    const running = await runningEntry(tx, viewer.userId);
    if (running) await stopEntry(tx, running, now, actor);
    const hourlyRate = await resolveEntryRate(tx, viewer.userId, input.projectId);
    const row = await returnedRow(
      tx
        .insert(timeEntries)
        .values({
          userId: viewer.userId,
          projectId: input.projectId,
          workDate: panamaDateOf(now),
          minutes: 0,
          startedAt: now,
          description: input.description,
          task: input.task,
          billable: input.billable,
          hourlyRate,
        })
        .returning(),
      "el temporizador",
    );
    return {
      timer: await findTimeEntry(tx, row.id, viewer),
      stopped: running ? await findTimeEntry(tx, running.id, viewer) : null,
      serverTime: now.toISOString(),
    };
  });
}

/** POST /api/time-entries/timer/stop: the caller's running timer becomes an entry of its minutes (409 without one). */
export async function stopTimer(db: Db, viewer: TimeViewer, actor: Actor): Promise<TimeEntryRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockPersonHours(tx, viewer.userId);
    const running = await runningEntry(tx, viewer.userId);
    if (!running) throw new DomainFailure("conflict", NO_RUNNING_TIMER);
    await stopEntry(tx, running, now, actor);
    return findTimeEntry(tx, running.id, viewer);
  });
}
