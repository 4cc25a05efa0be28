import { expect } from "bun:test";
import { and, asc, eq } from "drizzle-orm";
import { type ActivityEntity, type Endpoint, endpoints, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "../contract";
import type { Db } from "../db/client";
import { activityLog } from "../db/schema";
import { createUser, jsonRequest, signIn, type TestApp, testApp } from "./harness";
import { type RequestOf, sendTyped, urlOf } from "./typed-request";

// A signed-in staff member calling the real app, shared by the route tests.

/**
 * An answer read without a schema: for a refusal (its `{ error, issues }`), a raw status, or a
 * replay. A success a test reads goes through `send` instead, typed and checked by the endpoint
 * table (typed-request.ts).
 */
export type Answer = { status: number; body: Record<string, unknown> };
/** A DELETE's: no body (null) on its 204, `{ error }` on a refusal. */
export type DeleteAnswer = { status: number; body: Record<string, unknown> | null };
export type Issues = { error: string; issues: Array<{ field: string; message: string }> };

const signedIn = new WeakMap<Db, ReturnType<typeof newSignedInApi>>();

/**
 * One staff member ('Ana') signed in on an app over `db`, made once per database (signing in
 * hashes a password, which is slow); each test still creates its own data.
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
  return apiFor(app, cookie, user.id);
}

/**
 * The calls of one signed-in user (`cookie`) on `app`: `send` for a call that must succeed,
 * answered typed by the endpoint table; `get`/`post`/`patch`/`del`/`call` for one whose refusal or
 * raw status the test checks, answered `{ status, body }`; `request` for the raw Response.
 */
export function apiFor(app: TestApp, cookie: string, userId: number) {
  const request = (method: string, path: string, body?: unknown) => jsonRequest(app, method, path, { cookie, body });
  async function raw(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  return {
    app,
    cookie,
    userId,
    request,
    get: (path: string) => raw("GET", path),
    post: (path: string, body: unknown) => raw("POST", path, body),
    patch: (path: string, body: unknown) => raw("PATCH", path, body),
    del: (path: string): Promise<DeleteAnswer> => raw("DELETE", path),
    /** An operation of the endpoint table with any parameters and body, whatever it answers. */
    call: (
      endpoint: Endpoint,
      target: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown } = {},
    ) => raw(endpoint.method, urlOf(endpoint, target.params, target.query), target.body),
    /** A POST with an Idempotency-Key; answers the parsed body and whether it was a replay. */
    async postWithKey(path: string, body: unknown, key: string) {
      const response = await jsonRequest(app, "POST", path, { cookie, body, headers: { [IDEMPOTENCY_HEADER]: key } });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
        /** The body's exact bytes: a replay must answer them unchanged. */
        text,
        replayed: response.headers.get(REPLAYED_HEADER) === "true",
      };
    },
    /** A typed request (typed-request.ts): the operation's body checked as the test compiles, its answer by its schema. */
    send: <E extends Endpoint>(endpoint: E, target: RequestOf<E>) => sendTyped(app, cookie, endpoint, target),
    /** How many records a list path answers. */
    count: async (path: string) => {
      const { body } = await raw("GET", path);
      if (!Array.isArray(body)) throw new Error(`GET ${path} no responde una lista: ${JSON.stringify(body)}`);
      return body.length;
    },
    /** The latest activity entries as GET /api/activity answers them. */
    latestActivity: (limit = 1) => sendTyped(app, cookie, endpoints.activity, { query: { limit: String(limit) } }),
  };
}
export type TestApi = ReturnType<typeof apiFor>;

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
export async function expectIssue(got: Response | Answer, field: string, message: string): Promise<void> {
  const { status, body } = got instanceof Response ? { status: got.status, body: await got.json() } : got;
  expect(status).toBe(400);
  const { error, issues } = body as Issues;
  expect(issues).toContainEqual({ field, message });
  expect(error).toBe(issues[0]?.message ?? "");
}
