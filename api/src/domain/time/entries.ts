import { and, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import {
  formatDuration,
  type TimeEntryChanges,
  type TimeEntryData,
  type TimeEntryListQuery,
  type TimeEntryRecord,
} from "../../contract";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { clients, invoices, projects, type TimeEntry, timeEntries, users } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { clientNameSql } from "../crm/client-names";
import { DomainFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { isoTimestamps, oneOrNotFound, returnedRow } from "../records";
import { OWN_HOURS_ONLY, personFor, personNameSql, seesEveryone, type TimeViewer } from "./people";
import { resolveEntryRate } from "./rates";

// Time entries: the list, one entry, and its create, edit and delete (rules: api/docs/time.md).
// An entry billed on an invoice is locked: what was invoiced is never edited.

export const TIME_ENTRY_NOT_FOUND = "Registro de horas no encontrado";
export const RUNNING_MINUTES_LOCKED =
  "El temporizador de este registro está en marcha: deténgalo antes de cambiar la duración";

export const invoicedEntryLocked = (invoiceNumber: string, action: "modificar" | "eliminar") =>
  `El registro de horas está facturado en ${invoiceNumber}: no se puede ${action}`;

/** minutes × rate / 60 rounded to the cent; null without a rate or while the timer runs. */
export const entryValueSql = sql<
  string | null
>`case when ${timeEntries.startedAt} is null then round(${timeEntries.minutes} * ${timeEntries.hourlyRate} / 60, 2) end`;

function selectEntries(db: Db) {
  return db
    .select({
      entry: timeEntries,
      userName: personNameSql,
      projectName: projects.name,
      clientId: projects.clientId,
      clientName: clientNameSql,
      invoiceNumber: invoices.invoiceNumber,
      value: entryValueSql,
    })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoices, eq(invoices.id, timeEntries.invoiceId));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toTimeEntryRecord(row: EntryRow): TimeEntryRecord {
  const { entry } = row;
  return {
    id: entry.id,
    userId: entry.userId,
    userName: row.userName,
    projectId: entry.projectId,
    projectName: row.projectName,
    clientId: row.clientId,
    clientName: row.clientName,
    workDate: entry.workDate,
    minutes: entry.minutes,
    startedAt: entry.startedAt ? entry.startedAt.toISOString() : null,
    description: entry.description,
    task: entry.task,
    billable: entry.billable,
    hourlyRate: entry.hourlyRate,
    value: row.value,
    invoiceId: entry.invoiceId,
    invoiceNumber: row.invoiceNumber,
    ...isoTimestamps(entry),
  };
}

/** Staff read only their own hours; another person named by a staff member is refused (403). */
function whoseHours(viewer: TimeViewer, userId: number | undefined): number | undefined {
  if (seesEveryone(viewer)) return userId;
  if (userId !== undefined && userId !== viewer.userId) throw new DomainFailure("forbidden", OWN_HOURS_ONLY);
  return viewer.userId;
}

function listConditions(query: TimeEntryListQuery, viewer: TimeViewer): SQL | undefined {
  const conditions: SQL[] = [];
  const userId = whoseHours(viewer, query.userId ?? undefined);
  if (userId !== undefined) conditions.push(eq(timeEntries.userId, userId));
  if (query.q) conditions.push(matchesText(query.q, timeEntries.description, timeEntries.task));
  if (query.projectId) conditions.push(eq(timeEntries.projectId, query.projectId));
  if (query.clientId) conditions.push(eq(projects.clientId, query.clientId));
  if (query.billable) conditions.push(eq(timeEntries.billable, query.billable === "true"));
  if (query.invoiced === "invoiced") conditions.push(isNotNull(timeEntries.invoiceId));
  // What 'Facturar horas' would take: billable, stopped, not on an invoice.
  if (query.invoiced === "unbilled") {
    conditions.push(isNull(timeEntries.invoiceId), eq(timeEntries.billable, true), isNull(timeEntries.startedAt));
  }
  if (query.from) conditions.push(gte(timeEntries.workDate, query.from));
  if (query.to) conditions.push(lte(timeEntries.workDate, query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The matching entries, newest day first, one page or all; and how many match. */
export async function listTimeEntries(
  db: Db,
  query: TimeEntryListQuery,
  viewer: TimeViewer,
): Promise<Page<TimeEntryRecord>> {
  const where = listConditions(query, viewer);
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      selectEntries(db).where(where).orderBy(desc(timeEntries.workDate), desc(timeEntries.id)).$dynamic(),
      query,
    ),
    () =>
      db
        .select({ n: countAll })
        .from(timeEntries)
        .innerJoin(projects, eq(projects.id, timeEntries.projectId))
        .where(where),
  );
  return { rows: rows.map(toTimeEntryRecord), total };
}

/** One entry as its record; another person's is unknown to staff (404). */
export async function findTimeEntry(db: Db, id: number, viewer: TimeViewer): Promise<TimeEntryRecord> {
  const row = await oneOrNotFound(selectEntries(db).where(eq(timeEntries.id, id)), TIME_ENTRY_NOT_FOUND);
  if (!seesEveryone(viewer) && row.entry.userId !== viewer.userId) {
    throw new DomainFailure("not_found", TIME_ENTRY_NOT_FOUND);
  }
  return toTimeEntryRecord(row);
}

/** The entry locked for a write, if the viewer may write it (404 otherwise), with its invoice's number. */
async function lockEntry(tx: Db, id: number, viewer: TimeViewer) {
  const row = await oneOrNotFound(
    tx
      .select({ entry: timeEntries, invoiceNumber: invoices.invoiceNumber })
      .from(timeEntries)
      .leftJoin(invoices, eq(invoices.id, timeEntries.invoiceId))
      .where(eq(timeEntries.id, id))
      .for("update", { of: timeEntries }),
    TIME_ENTRY_NOT_FOUND,
  );
  if (!seesEveryone(viewer) && row.entry.userId !== viewer.userId) {
    throw new DomainFailure("not_found", TIME_ENTRY_NOT_FOUND);
  }
  return row;
}

/** 'Horas registradas: 1:30 en Portal web (Ana Pérez)'. */
async function logEntry(tx: Db, entry: TimeEntry, action: "create" | "update" | "delete", actor: Actor) {
  const [names] = await tx
    .select({ projectName: projects.name, userName: personNameSql })
    .from(projects)
    .innerJoin(users, eq(users.id, entry.userId))
    .where(eq(projects.id, entry.projectId));
  const what = { create: "registradas", update: "modificadas", delete: "eliminadas" }[action];
  await recordActivity(tx, {
    userId: actor.userId,
    action,
    entity: "time_entry",
    entityId: entry.id,
    summary: `Horas ${what}: ${formatDuration(entry.minutes)} en ${names?.projectName ?? "un proyecto"} (${names?.userName ?? "?"})`,
  });
}

/** Records hours: the caller's, or (admin, finance) the person named; the rate is resolved now. */
export async function createTimeEntry(
  db: Db,
  values: TimeEntryData,
  viewer: TimeViewer,
  actor: Actor,
): Promise<TimeEntryRecord> {
  return db.transaction(async (tx) => {
    const userId = await personFor(tx, viewer, values.userId);
    const hourlyRate = await resolveEntryRate(tx, userId, values.projectId);
    const row = await returnedRow(
      tx
        .insert(timeEntries)
        .values({ ...values, userId, hourlyRate })
        .returning(),
      "el registro de horas",
    );
    await logEntry(tx, row, "create", actor);
    return findTimeEntry(tx, row.id, viewer);
  });
}

/** The fields of a PATCH that differ from the stored entry (`userId: null` is "unchanged"). */
function entryChanges(current: TimeEntry, changes: TimeEntryChanges): Partial<TimeEntryChanges> {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) =>
        value !== undefined &&
        !(key === "userId" && value === null) &&
        (current as Record<string, unknown>)[key] !== value,
    ),
  ) as Partial<TimeEntryChanges>;
}

/**
 * Applies a PATCH. Refused (409) once the entry is invoiced, and for the minutes of a running
 * timer. Any change saves the entry again, so its rate is resolved anew.
 */
export async function updateTimeEntry(
  db: Db,
  id: number,
  changes: TimeEntryChanges,
  viewer: TimeViewer,
  actor: Actor,
): Promise<TimeEntryRecord> {
  return db.transaction(async (tx) => {
    const { entry, invoiceNumber } = await lockEntry(tx, id, viewer);
    if (invoiceNumber !== null) throw new DomainFailure("conflict", invoicedEntryLocked(invoiceNumber, "modificar"));
    const changed = entryChanges(entry, changes);
    if (changed.minutes !== undefined && entry.startedAt !== null) {
      throw new DomainFailure("conflict", RUNNING_MINUTES_LOCKED);
    }
    if (Object.keys(changed).length === 0) return findTimeEntry(tx, id, viewer);
    const userId = changed.userId !== undefined ? await personFor(tx, viewer, changed.userId) : entry.userId;
    const projectId = changed.projectId ?? entry.projectId;
    const hourlyRate = await resolveEntryRate(tx, userId, projectId);
    const row = await returnedRow(
      tx
        .update(timeEntries)
        .set({ ...changed, userId, hourlyRate })
        .where(eq(timeEntries.id, id))
        .returning(),
      "el registro de horas",
    );
    await logEntry(tx, row, "update", actor);
    return findTimeEntry(tx, id, viewer);
  });
}

/** Deletes an entry (a running timer too, discarded); refused (409) once it is invoiced. */
export async function deleteTimeEntry(db: Db, id: number, viewer: TimeViewer, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const { entry, invoiceNumber } = await lockEntry(tx, id, viewer);
    if (invoiceNumber !== null) throw new DomainFailure("conflict", invoicedEntryLocked(invoiceNumber, "eliminar"));
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
    await logEntry(tx, entry, "delete", actor);
  });
}

export { selectEntries, toTimeEntryRecord };
