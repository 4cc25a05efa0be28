import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import {
  itbmsRateOf,
  type ProjectData,
  type ProjectListQuery,
  type ProjectRecord,
  projectStatusLabels,
} from "../../contract";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { panamaDate } from "../../db/panama-time";
import { clients, projects, timeEntries } from "../../db/schema";
import { type Actor, recordActivity, recordPatchActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { changedFields, isoTimestamps, newestFirst, oneOrNotFound, recordColumns, returnedRow } from "../records";
import { clientNameSql, requireClientName } from "./client-names";

export const PROJECT_NOT_FOUND = "Proyecto no encontrado";
export const END_BEFORE_START = "La fecha de fin no puede ser anterior a la de inicio";

/** The fields a PATCH actually sent. */
export type ProjectChanges = Partial<ProjectData>;

function selectProjects(db: Db) {
  return db
    .select({ ...recordColumns(projects), clientName: clientNameSql })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId));
}

function toProjectRecord(row: Awaited<ReturnType<typeof selectProjects>>[number]): ProjectRecord {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    clientName: row.clientName,
    description: row.description,
    status: row.status,
    budget: row.budget,
    budgetHours: row.budgetHours,
    hourlyRate: row.hourlyRate,
    itbmsRate: row.itbmsRate === null ? null : itbmsRateOf(row.itbmsRate),
    startDate: row.startDate,
    endDate: row.endDate,
    ...isoTimestamps(row),
  };
}

function listConditions(query: ProjectListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  // Its name, description and client's names (search_text, migration 0008).
  if (query.q) conditions.push(matchesText(query.q, projects.searchText));
  if (query.status) conditions.push(eq(projects.status, query.status));
  if (query.clientId) conditions.push(eq(projects.clientId, query.clientId));
  // from/to: the day the project was created, in Panama.
  if (query.from) conditions.push(gte(panamaDate(projects.createdAt), query.from));
  if (query.to) conditions.push(lte(panamaDate(projects.createdAt), query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The matching projects, newest first, one page or all; and how many match. */
export async function listProjects(db: Db, query: ProjectListQuery): Promise<Page<ProjectRecord>> {
  const where = listConditions(query);
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      selectProjects(db)
        .where(where)
        .orderBy(...newestFirst(projects))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(projects).leftJoin(clients, eq(clients.id, projects.clientId)).where(where),
  );
  return { rows: rows.map(toProjectRecord), total };
}

export async function findProject(db: Db, id: number): Promise<ProjectRecord> {
  return toProjectRecord(await oneOrNotFound(selectProjects(db).where(eq(projects.id, id)), PROJECT_NOT_FOUND));
}

export async function createProject(db: Db, values: ProjectData, actor: Actor): Promise<ProjectRecord> {
  return db.transaction(async (tx) => {
    const clientName = await requireClientName(tx, values.clientId);
    const row = await returnedRow(tx.insert(projects).values(values).returning(), "el proyecto");
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "project",
      entityId: row.id,
      summary: `Proyecto creado: ${row.name}`,
    });
    return toProjectRecord({ ...row, clientName });
  });
}

/**
 * Applies a PATCH. The date order is checked on the merged project (a new end date against the
 * stored start date too). A status change is logged as "status" ('Proyecto X movido a En Progreso').
 */
export async function updateProject(db: Db, id: number, changes: ProjectChanges, actor: Actor): Promise<ProjectRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(projects).where(eq(projects.id, id)).for("update"),
      PROJECT_NOT_FOUND,
    );
    // The stored rate "7.00" is the contract's "7": only a different rate is a change.
    const stored = { ...current, itbmsRate: current.itbmsRate === null ? null : itbmsRateOf(current.itbmsRate) };
    const changed = changedFields(stored, changes);
    if (changed.clientId !== undefined) await requireClientName(tx, changed.clientId);
    const startDate = changed.startDate !== undefined ? changed.startDate : current.startDate;
    const endDate = changed.endDate !== undefined ? changed.endDate : current.endDate;
    if (startDate && endDate && endDate < startDate) throw new FieldFailure("endDate", END_BEFORE_START);
    if (Object.keys(changed).length === 0) return findProject(tx, id);

    const row = await returnedRow(
      tx.update(projects).set(changed).where(eq(projects.id, id)).returning(),
      "el proyecto",
    );
    await recordPatchActivity(tx, { userId: actor.userId, entity: "project", entityId: id }, changed, {
      update: `Proyecto actualizado: ${row.name}`,
      status: (status) => `Proyecto ${row.name} movido a ${projectStatusLabels[status]}`,
    });
    return findProject(tx, id);
  });
}

/** 'El proyecto tiene 3 registros de horas: no se puede eliminar.' */
export const projectWithHoursMessage = (entries: number) =>
  `El proyecto tiene ${entries} ${entries === 1 ? "registro" : "registros"} de horas: no se puede eliminar.`;

/** Refused (409) while hours are recorded on it: they are history, billed or to be billed. */
export async function deleteProject(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // FOR UPDATE: no hours are recorded on it (FOR KEY SHARE, domain/time) while it goes.
    await oneOrNotFound(
      tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for("update"),
      PROJECT_NOT_FOUND,
    );
    const [hours] = await tx.select({ n: countAll }).from(timeEntries).where(eq(timeEntries.projectId, id));
    if (hours && hours.n > 0) throw new DomainFailure("conflict", projectWithHoursMessage(hours.n));
    const deleted = await oneOrNotFound(
      tx.delete(projects).where(eq(projects.id, id)).returning({ name: projects.name }),
      PROJECT_NOT_FOUND,
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "project",
      entityId: id,
      summary: `Proyecto eliminado: ${deleted.name}`,
    });
  });
}
