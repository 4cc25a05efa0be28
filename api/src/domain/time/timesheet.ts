import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  dayMonthYear,
  formatDuration,
  type TimesheetCell,
  type TimesheetRow,
  type TimesheetWeekData,
  type TimesheetWeekQuery,
  type TimesheetWeekRecord,
  todayInPanama,
  weekDays,
  weekStartOf,
} from "../../contract";
import type { Db } from "../../db/client";
import { clients, projects, type TimeEntry, timeEntries } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { clientNameSql } from "../crm/client-names";
import { DomainFailure, FieldFailure } from "../failures";
import { lockPersonHours, personFor, personName, type TimeViewer } from "./people";
import { resolveEntryRate } from "./rates";

// The weekly timesheet (api/docs/time.md, "Weekly timesheet"): a person's week, Monday to Sunday,
// as rows of project and task with each day's minutes; saved at once, in one transaction. Running
// timers stay out of it (they have no minutes yet).

/** A row's key: its project and task ('' for none), exactly as written. */
const rowKey = (projectId: number, task: string | null) => `${projectId}\u0000${task ?? ""}`;

const emptyCell = (): TimesheetCell => ({ minutes: 0, lockedMinutes: 0, entries: 0 });

/** GET /api/time-entries/week: the week holding `query.week` (this week by default) of the person asked for. */
export async function readTimesheetWeek(
  db: Db,
  query: TimesheetWeekQuery,
  viewer: TimeViewer,
  now = new Date(),
): Promise<TimesheetWeekRecord> {
  const userId = await personFor(db, viewer, query.userId);
  return weekOf(db, userId, weekStartOf(query.week ?? todayInPanama(now)));
}

async function weekOf(db: Db, userId: number, weekStart: string): Promise<TimesheetWeekRecord> {
  const days = weekDays(weekStart);
  const cells = await db
    .select({
      projectId: timeEntries.projectId,
      projectName: projects.name,
      clientName: clientNameSql,
      task: timeEntries.task,
      workDate: timeEntries.workDate,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
      lockedMinutes: sql<number>`coalesce(sum(${timeEntries.minutes}) filter (where ${timeEntries.invoiceId} is not null), 0)::int`,
      entries: sql<number>`(count(*) filter (where ${timeEntries.invoiceId} is null))::int`,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        eq(timeEntries.userId, userId),
        gte(timeEntries.workDate, weekStart),
        lte(timeEntries.workDate, days[6] ?? weekStart),
        isNull(timeEntries.startedAt),
      ),
    )
    .groupBy(timeEntries.projectId, projects.name, clientNameSql, timeEntries.task, timeEntries.workDate)
    .orderBy(asc(projects.name), asc(timeEntries.projectId), asc(sql`coalesce(${timeEntries.task}, '')`));
  const rows = new Map<string, TimesheetRow>();
  for (const cell of cells) {
    const key = rowKey(cell.projectId, cell.task);
    let row = rows.get(key);
    if (!row) {
      row = {
        projectId: cell.projectId,
        projectName: cell.projectName,
        clientName: cell.clientName,
        task: cell.task,
        days: days.map(emptyCell),
      };
      rows.set(key, row);
    }
    row.days[days.indexOf(cell.workDate)] = {
      minutes: cell.minutes,
      lockedMinutes: cell.lockedMinutes,
      entries: cell.entries,
    };
  }
  return { userId, userName: await personName(db, userId), weekStart, days, rows: [...rows.values()] };
}

/** What saving one day of a row does to its entries not yet invoiced. */
type CellChange =
  | { kind: "insert"; minutes: number }
  | { kind: "update"; entryId: number; minutes: number }
  | { kind: "delete"; entryIds: number[] };

/**
 * How one day of a row reaches `target` minutes, given its entries (locked: invoiced). Invoiced
 * minutes stay; below them is refused. One entry not invoiced takes the new total; several grow by
 * a new entry of the difference, or are all removed at 0; any other decrease would have to pick
 * which of them shrinks, so it is refused (409) and done in the project's 'Horas' view.
 */
function cellChange(
  entries: readonly TimeEntry[],
  target: number,
  where: { projectName: string; day: string; field: string },
): CellChange | null {
  const locked = entries.filter((entry) => entry.invoiceId !== null).reduce((sum, entry) => sum + entry.minutes, 0);
  const open = entries.filter((entry) => entry.invoiceId === null);
  const current = open.reduce((sum, entry) => sum + entry.minutes, 0);
  const day = dayMonthYear(where.day);
  if (target < locked) {
    throw new FieldFailure(
      where.field,
      `El ${day} de ${where.projectName} ya tiene ${formatDuration(locked)} facturadas: no puede tener menos`,
    );
  }
  const wanted = target - locked;
  if (wanted === current) return null;
  const [only] = open;
  if (open.length === 0) return { kind: "insert", minutes: wanted };
  if (wanted === 0) return { kind: "delete", entryIds: open.map((entry) => entry.id) };
  if (open.length === 1 && only) return { kind: "update", entryId: only.id, minutes: wanted };
  if (wanted > current) return { kind: "insert", minutes: wanted - current };
  throw new DomainFailure(
    "conflict",
    `El ${day} de ${where.projectName} tiene ${open.length} registros: redúzcalos en la vista de horas del proyecto`,
  );
}

/**
 * PUT /api/time-entries/week: every row sent, each day to its new total, in one transaction (all
 * or nothing). New entries are billable, with the rate resolved now; a changed entry's rate is
 * resolved again (it is saved again). Rows not sent are left as they are.
 */
export async function saveTimesheetWeek(
  db: Db,
  week: TimesheetWeekData,
  viewer: TimeViewer,
  actor: Actor,
): Promise<TimesheetWeekRecord> {
  const days = weekDays(week.weekStart);
  return db.transaction(async (tx) => {
    const userId = await personFor(tx, viewer, week.userId);
    await lockPersonHours(tx, userId);
    let changes = 0;
    for (const [index, row] of week.rows.entries()) {
      const hourlyRate = await resolveEntryRate(tx, userId, row.projectId).catch((error: unknown) => {
        if (error instanceof FieldFailure) throw new FieldFailure(`rows.${index}.projectId`, error.message);
        throw error;
      });
      const [project] = await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, row.projectId));
      const entries = await tx
        .select()
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.userId, userId),
            eq(timeEntries.projectId, row.projectId),
            row.task === null ? isNull(timeEntries.task) : eq(timeEntries.task, row.task),
            inArray(timeEntries.workDate, days),
            isNull(timeEntries.startedAt),
          ),
        )
        .orderBy(asc(timeEntries.id))
        .for("update");
      for (const [dayIndex, day] of days.entries()) {
        const change = cellChange(
          entries.filter((entry) => entry.workDate === day),
          row.minutes[dayIndex] ?? 0,
          { projectName: project?.name ?? "", day, field: `rows.${index}.minutes.${dayIndex}` },
        );
        if (!change) continue;
        changes += 1;
        if (change.kind === "insert") {
          await tx.insert(timeEntries).values({
            userId,
            projectId: row.projectId,
            task: row.task,
            workDate: day,
            minutes: change.minutes,
            billable: true,
            hourlyRate,
          });
        } else if (change.kind === "update") {
          await tx
            .update(timeEntries)
            .set({ minutes: change.minutes, hourlyRate })
            .where(eq(timeEntries.id, change.entryId));
        } else {
          await tx.delete(timeEntries).where(inArray(timeEntries.id, change.entryIds));
        }
      }
    }
    const saved = await weekOf(tx, userId, week.weekStart);
    if (changes > 0) {
      await recordActivity(tx, {
        userId: actor.userId,
        action: "update",
        entity: "time_entry",
        entityId: null,
        summary: `Hoja de horas de ${saved.userName}, semana del ${dayMonthYear(week.weekStart)}: ${changes} ${changes === 1 ? "día cambiado" : "días cambiados"}`,
      });
    }
    return saved;
  });
}
