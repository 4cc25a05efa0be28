import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clients, projects, users } from "../../db/schema";
import { FieldFailure } from "../failures";

// The hourly rate an entry is saved with (api/docs/time.md, "Rates"): the project's, else its
// client's, else the person's default; null when none of them has one. Read when the entry is
// saved and kept with it, so a later change of rates never reprices hours already recorded.

export const UNKNOWN_PROJECT = "Debe seleccionar un proyecto";

/** coalesce(project, client, person) over projects ⋈ clients and users. */
const resolvedRate = sql<string | null>`coalesce(${projects.hourlyRate}, ${clients.hourlyRate}, ${users.hourlyRate})`;

/**
 * The rate of `userId`'s hours on `projectId`, now. The project must exist (400 on projectId);
 * FOR KEY SHARE keeps it from being deleted until the entry is written.
 */
export async function resolveEntryRate(tx: Db, userId: number, projectId: number): Promise<string | null> {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("key share");
  if (!project) throw new FieldFailure("projectId", UNKNOWN_PROJECT);
  const [row] = await tx
    .select({ rate: resolvedRate })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(projects.id, projectId));
  return row?.rate ?? null;
}

/** The rates now of several (person, project) pairs, keyed 'user:project' (entries saved without one). */
export async function resolveRates(
  tx: Db,
  pairs: ReadonlyArray<{ userId: number; projectId: number }>,
): Promise<Map<string, string | null>> {
  if (pairs.length === 0) return new Map();
  const matches: SQL[] = pairs.map((pair) => and(eq(users.id, pair.userId), eq(projects.id, pair.projectId)) as SQL);
  const rows = await tx
    .select({ userId: users.id, projectId: projects.id, rate: resolvedRate })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(users, inArray(users.id, [...new Set(pairs.map((pair) => pair.userId))]))
    .where(or(...matches));
  return new Map(rows.map((row) => [rateKey(row), row.rate]));
}

export const rateKey = (pair: { userId: number; projectId: number }) => `${pair.userId}:${pair.projectId}`;
