import { eq } from "drizzle-orm";
import type { StaffRole } from "../contract";
import type { Db } from "../db/client";
import { clients, projects, timeEntries, users } from "../db/schema";
import { apiFor } from "./api";
import { createUser, signIn, testApp } from "./harness";

// People of each role recording hours through the real app (api/docs/time.md), for the time tests.

/** A person of `role` signed in: typed calls that must succeed, and raw calls that may be refused. */
export async function personApi(db: Db, role: StaffRole, firstName: string, hourlyRate: string | null = null) {
  const app = testApp(db);
  const user = await createUser(db, { role, firstName });
  if (hourlyRate) await db.update(users).set({ hourlyRate }).where(eq(users.id, user.id));
  const cookie = await signIn(app, user.email, user.password);
  return { ...apiFor(app, cookie, user.id), name: firstName };
}
export type PersonApi = Awaited<ReturnType<typeof personApi>>;

const teams = new WeakMap<Db, Promise<Record<"admin" | "pedro" | "lucia" | "finance", PersonApi>>>();

/**
 * The same four people for every test of a database (signing in hashes a password, which is slow):
 * an admin (no rate of her own), Pedro (staff, B/. 30.00 by default), Lucía (staff, no rate) and
 * a finance user. Each test makes its own projects.
 */
export function timeTeam(db: Db) {
  let team = teams.get(db);
  if (!team) {
    team = (async () => ({
      admin: await personApi(db, "admin", "Ana"),
      pedro: await personApi(db, "staff", "Pedro", "30.00"),
      lucia: await personApi(db, "staff", "Lucía"),
      finance: await personApi(db, "finance", "Fina"),
    }))();
    teams.set(db, team);
  }
  return team;
}

/** A client and a project of it, with the rates given (null: none), written straight to the database. */
export async function insertRatedProject(
  db: Db,
  rates: { client?: string | null; project?: string | null; itbmsRate?: string | null; name?: string } = {},
) {
  const tag = crypto.randomUUID().slice(0, 6);
  const [client] = await db
    .insert(clients)
    .values({ name: `Cliente ${tag}`, company: `Empresa ${tag}`, hourlyRate: rates.client ?? null })
    .returning();
  if (!client) throw new Error("no client");
  const [project] = await db
    .insert(projects)
    .values({
      name: rates.name ?? `Proyecto ${tag}`,
      clientId: client.id,
      hourlyRate: rates.project ?? null,
      itbmsRate: rates.itbmsRate ?? null,
    })
    .returning();
  if (!project) throw new Error("no project");
  return { client, project };
}

/** A timer that started `minutesAgo` minutes ago, as if it had been started then. */
export async function backdateTimer(db: Db, entryId: number, minutesAgo: number, secondsMore = 0) {
  await db
    .update(timeEntries)
    .set({ startedAt: new Date(Date.now() - minutesAgo * 60_000 - secondsMore * 1000) })
    .where(eq(timeEntries.id, entryId));
}
