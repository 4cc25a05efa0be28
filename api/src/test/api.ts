import { expect } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import {
  type ActivityEntity,
  type ActivityRecord,
  type Endpoint,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
} from "../contract";
import type { Db } from "../db/client";
import { activityLog } from "../db/schema";
import { createUser, jsonRequest, signIn, testApp } from "./harness";
import { type RequestOf, sendTyped } from "./typed-request";

// A signed-in staff member calling the real app, shared by the route tests.

export type Answer<T = Record<string, unknown>> = { status: number; body: T };
export type Issues = { error: string; issues: Array<{ field: string; message: string }> };

const signedIn = new WeakMap<Db, ReturnType<typeof newSignedInApi>>();

/**
 * One staff member ('Ana') signed in on an app over `db`, made once per database (signing in
 * hashes a password, which is slow); each test still creates its own data. `request()` answers
 * the raw Response; `get`/`post`/`patch`/`del` answer `{ status, body }` with the JSON parsed.
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
  const user = await createUser(db, { firstName: "Ana" });
  const cookie = await signIn(app, user.email, user.password);
  const request = (method: string, path: string, body?: unknown) => jsonRequest(app, method, path, { cookie, body });
  async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const response = await request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  return {
    app,
    cookie,
    userId: user.id,
    request,
    get: <T = Record<string, unknown>>(path: string) => call<T>("GET", path),
    post: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>("POST", path, body),
    patch: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>("PATCH", path, body),
    del: <T = Record<string, unknown> | null>(path: string) => call<T>("DELETE", path),
    /** A POST with an Idempotency-Key; answers the parsed body and whether it was a replay. */
    async postWithKey<T = Record<string, unknown>>(path: string, body: unknown, key: string) {
      const response = await jsonRequest(app, "POST", path, { cookie, body, headers: { [IDEMPOTENCY_HEADER]: key } });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : null) as T,
        /** The body's exact bytes: a replay must answer them unchanged. */
        text,
        replayed: response.headers.get(REPLAYED_HEADER) === "true",
      };
    },
    /** POSTs a record that must be created (201) and answers it. */
    async create<T>(path: string, body: unknown): Promise<T> {
      const answer = await call<T>("POST", path, body);
      expect(answer.status).toBe(201);
      return answer.body;
    },
    /** A typed request (typed-request.ts): the operation's body checked as the test compiles, its answer by its schema. */
    send: <E extends Endpoint>(endpoint: E, request: RequestOf<E>) => sendTyped(app, cookie, endpoint, request),
    /** How many records a list path answers. */
    count: async (path: string) => (await call<unknown[]>("GET", path)).body.length,
    /** The latest activity entries as GET /api/activity answers them. */
    latestActivity: async (limit = 1) => (await call<ActivityRecord[]>("GET", `/api/activity?limit=${limit}`)).body,
  };
}
export type TestApi = Awaited<ReturnType<typeof signedInApi>>;

/** The activity entries written about one record, oldest first. */
export async function activityFor(db: Db, entity: ActivityEntity, entityId: number) {
  return db
    .select({ action: activityLog.action, summary: activityLog.summary, userId: activityLog.userId })
    .from(activityLog)
    .where(and(eq(activityLog.entity, entity), eq(activityLog.entityId, entityId)))
    .orderBy(asc(activityLog.id));
}

/**
 * A 400 in the error contract (api/docs/conventions.md): `issues` holds { field, message } and `error` is the
 * first issue's message. Takes a raw Response or an answer of `signedInApi`.
 */
export async function expectIssue(got: Response | Answer<unknown>, field: string, message: string): Promise<void> {
  const { status, body } = got instanceof Response ? { status: got.status, body: await got.json() } : got;
  expect(status).toBe(400);
  const { error, issues } = body as Issues;
  expect(issues).toContainEqual({ field, message });
  expect(error).toBe(issues[0]?.message ?? "");
}
