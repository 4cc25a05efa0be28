import { eq, sql } from "drizzle-orm";
import { createApp } from "../app";
import type { StaffRole } from "../contract/roles";
import type { Db } from "../db/client";
import { failedSignIns, users } from "../db/schema";
import { parseEnv } from "../env";
import type { JobEngine } from "../jobs/job-engine";
import { hashPassword } from "../lib/passwords";

// Test-side helpers around the real app: requests go through app.request(), nothing mocked.
export const ORIGIN = "http://localhost";

export function testApp(db: Db, env: Record<string, string> = {}, jobs?: JobEngine) {
  return createApp({ db, env: parseEnv({ LOG_REQUESTS: "false", ...env }), jobs });
}
export type TestApp = ReturnType<typeof testApp>;

/** Bun.serve's requestIP, standing in for the socket so per-address limits can be tested. */
export const fromAddress = (address: string) => ({ requestIP: () => ({ address }) });

let counter = 0;
/**
 * A staff account to sign in with. An admin unless told: most tests are about what the product
 * does, not who may do it (the role tests create each role).
 */
export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; firstName?: string; role?: StaffRole; isActive?: boolean } = {},
) {
  counter += 1;
  const email = overrides.email ?? `usuario${counter}-${crypto.randomUUID().slice(0, 8)}@istmo.test`;
  const password = overrides.password ?? "clave-segura-123";
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: overrides.firstName ?? "Ana",
      role: overrides.role ?? "admin",
      isActive: overrides.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error("no user");
  return { ...user, password };
}

/** The sign-in form posted from `address`, with the browser's cookies when given ("device=…"). */
export function loginRequest(app: TestApp, email: string, password: string, address = "10.0.0.1", cookie?: string) {
  return app.request(
    "/api/login",
    {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ email, password }).toString(),
    },
    fromAddress(address),
  );
}

/** The `name=value` of the cookie named `name` that `response` sets, if it sets one. */
export const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`));

/** Moves the clock forward for the throttle: this account's failures happened `seconds` earlier. */
export async function ageFailures(db: Db, email: string, seconds: number) {
  await db
    .update(failedSignIns)
    .set({ failedAt: sql`${failedSignIns.failedAt} - make_interval(secs => ${seconds})` })
    .where(eq(failedSignIns.email, email));
}

/** Signs in and answers the Cookie header value of the new session. */
export async function signIn(app: TestApp, email: string, password: string): Promise<string> {
  const response = await loginRequest(app, email, password);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** A JSON request as the browser sends it: same Origin, the session cookie when given. */
export function jsonRequest(
  app: TestApp,
  method: string,
  path: string,
  options: {
    cookie?: string;
    body?: unknown;
    rawBody?: string;
    address?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined || options.rawBody !== undefined) headers["Content-Type"] = "application/json";
  return app.request(
    path,
    {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    },
    fromAddress(options.address ?? "10.0.0.1"),
  );
}

/**
 * A request as an integration sends it: `Authorization: Bearer <token>`, no Origin and no cookie
 * unless given (api/docs/api-tokens.md).
 */
export function bearerRequest(
  app: TestApp,
  method: string,
  path: string,
  token: string,
  options: { body?: unknown; address?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return app.request(
    path,
    { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
    fromAddress(options.address ?? "10.0.0.1"),
  );
}
