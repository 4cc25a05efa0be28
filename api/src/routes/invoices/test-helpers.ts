import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLog, clients } from "../../db/schema";
import { createUser, jsonRequest, signIn, testApp } from "../../test/harness";

// Shared by the quotes, invoices and financial route tests (not a test file itself).

export type Answer<T = Record<string, unknown>> = { status: number; body: T };

const signedIn = new WeakMap<Db, ReturnType<typeof newSignedInApi>>();

/**
 * A signed-in staff member and a small client for the routes: `api.post(path, body)` etc. One per
 * database (signing in hashes a password, which is slow); each test still creates its own data.
 */
export function signedInApi(db: Db) {
  let api = signedIn.get(db);
  if (!api) {
    api = newSignedInApi(db);
    signedIn.set(db, api);
  }
  return api;
}

async function newSignedInApi(db: Db) {
  const app = testApp(db);
  const user = await createUser(db);
  const cookie = await signIn(app, user.email, user.password);
  async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const response = await jsonRequest(app, method, path, { cookie, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  return {
    userId: user.id,
    get: <T = Record<string, unknown>>(path: string) => call<T>("GET", path),
    post: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>("POST", path, body),
    patch: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>("PATCH", path, body),
    del: <T = Record<string, unknown> | null>(path: string) => call<T>("DELETE", path),
  };
}
export type TestApi = Awaited<ReturnType<typeof signedInApi>>;

/** Clients are another resource's API: the tests insert them directly. */
export async function insertClient(db: Db, values: { name?: string; company?: string | null } = {}): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ name: values.name ?? "Carlos Méndez", company: values.company ?? null })
    .returning({ id: clients.id });
  if (!row) throw new Error("no client");
  return row.id;
}

/** The activity entries written about one record, oldest first. */
export async function activityFor(db: Db, entity: string, entityId: number) {
  return db
    .select({ action: activityLog.action, summary: activityLog.summary, userId: activityLog.userId })
    .from(activityLog)
    .where(and(eq(activityLog.entity, entity), eq(activityLog.entityId, entityId)))
    .orderBy(asc(activityLog.id));
}

export type Issues = { error: string; issues: Array<{ field: string; message: string }> };

/** A date n days from today in Panama, 'YYYY-MM-DD'. */
export function panamaDate(offsetDays: number): string {
  const now = new Date(Date.now() - 5 * 3600_000);
  now.setUTCDate(now.getUTCDate() + offsetDays);
  return now.toISOString().slice(0, 10);
}
