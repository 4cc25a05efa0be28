import { desc, eq, getTableColumns } from "drizzle-orm";
import type { z } from "zod";
import { type ProjectRecord, type projectInput, projectStatusLabels } from "../contract";
import type { Db } from "../db/client";
import { type Client, clients, type Project, projects } from "../db/schema";
import { ApiFailure, FieldFailure } from "../http/errors";
import { recordActivity } from "./activity";

export const PROJECT_NOT_FOUND = "Proyecto no encontrado";
export const CLIENT_REQUIRED = "Debe seleccionar un cliente";
export const END_BEFORE_START = "La fecha de fin no puede ser anterior a la de inicio";

export type ProjectValues = z.output<typeof projectInput>;
/** The fields a PATCH actually sent. */
export type ProjectChanges = Partial<ProjectValues>;

/** Input that is well formed but wrong against stored data: answered 400 with its field, like validate(). */
type ClientName = Pick<Client, "company" | "name">;

function toProjectRecord(row: Project, client: ClientName | null | undefined): ProjectRecord {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    clientName: client ? client.company || client.name || null : null,
    description: row.description,
    status: row.status,
    budget: row.budget,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectProjects(db: Db) {
  return db
    .select({ project: getTableColumns(projects), company: clients.company, clientName: clients.name })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId));
}

type JoinedRow = { project: Project; company: string | null; clientName: string | null };
const fromJoined = (row: JoinedRow) =>
  toProjectRecord(row.project, row.clientName === null ? null : { company: row.company, name: row.clientName });

export async function listProjects(db: Db): Promise<ProjectRecord[]> {
  const found = await selectProjects(db).orderBy(desc(projects.createdAt), desc(projects.id));
  return found.map(fromJoined);
}

export async function findProject(db: Db, id: number): Promise<ProjectRecord> {
  const [row] = await selectProjects(db).where(eq(projects.id, id));
  if (!row) throw new ApiFailure(404, PROJECT_NOT_FOUND);
  return fromJoined(row);
}

/** The client a project will point at; KEY SHARE keeps it from being deleted before we commit. */
async function requireClient(tx: Db, clientId: number): Promise<ClientName> {
  const [client] = await tx
    .select({ company: clients.company, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for("key share");
  if (!client) throw new FieldFailure("clientId", CLIENT_REQUIRED);
  return client;
}

export async function createProject(db: Db, userId: number, values: ProjectValues): Promise<ProjectRecord> {
  return db.transaction(async (tx) => {
    const client = await requireClient(tx, values.clientId);
    const [row] = await tx.insert(projects).values(values).returning();
    if (!row) throw new Error("insert into projects returned no row");
    await recordActivity(tx, {
      userId,
      action: "create",
      entity: "project",
      entityId: row.id,
      summary: `Proyecto creado: ${row.name}`,
    });
    return toProjectRecord(row, client);
  });
}

function changedFields(row: Project, changes: ProjectChanges): ProjectChanges {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && row[key as keyof Project] !== value) changed[key] = value;
  }
  return changed as ProjectChanges;
}

/**
 * Applies a PATCH. The date order is checked on the merged project (a new end date against the
 * stored start date too). A status change is logged as "status" ('Proyecto X movido a En Progreso').
 */
export async function updateProject(
  db: Db,
  userId: number,
  id: number,
  changes: ProjectChanges,
): Promise<ProjectRecord> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!current) throw new ApiFailure(404, PROJECT_NOT_FOUND);
    const changed = changedFields(current, changes);
    if (changed.clientId !== undefined) await requireClient(tx, changed.clientId);
    const startDate = changed.startDate !== undefined ? changed.startDate : current.startDate;
    const endDate = changed.endDate !== undefined ? changed.endDate : current.endDate;
    if (startDate && endDate && endDate < startDate) throw new FieldFailure("endDate", END_BEFORE_START);
    if (Object.keys(changed).length === 0) return findProject(tx, id);

    const [row] = await tx.update(projects).set(changed).where(eq(projects.id, id)).returning();
    if (!row) throw new ApiFailure(404, PROJECT_NOT_FOUND);
    const { status, ...edits } = changed;
    if (Object.keys(edits).length > 0) {
      await recordActivity(tx, {
        userId,
        action: "update",
        entity: "project",
        entityId: id,
        summary: `Proyecto actualizado: ${row.name}`,
      });
    }
    if (status) {
      await recordActivity(tx, {
        userId,
        action: "status",
        entity: "project",
        entityId: id,
        summary: `Proyecto ${row.name} movido a ${projectStatusLabels[status]}`,
      });
    }
    return findProject(tx, id);
  });
}

export async function deleteProject(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(projects).where(eq(projects.id, id)).returning({ name: projects.name });
    if (!deleted) throw new ApiFailure(404, PROJECT_NOT_FOUND);
    await recordActivity(tx, {
      userId,
      action: "delete",
      entity: "project",
      entityId: id,
      summary: `Proyecto eliminado: ${deleted.name}`,
    });
  });
}
