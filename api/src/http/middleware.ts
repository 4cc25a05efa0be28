import type { MiddlewareHandler, Next } from "hono";
import { getCookie } from "hono/cookie";
import { authenticateBearer } from "../auth/api-tokens";
import { SESSION_COOKIE, validateSessionToken } from "../auth/sessions";
import { TOO_MANY_ATTEMPTS } from "../auth/throttle";
import { TOKEN_SHAPE } from "../auth/tokens";
import { endpointFor } from "../contract/endpoints";
import { type AppContext, type AppEnv, appOrigin, clientAddress } from "./context";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The token of an `Authorization: Bearer …` header (the scheme in any case, RFC 6750), "" for
 * the scheme with no token, undefined for a request without one (api/docs/api-tokens.md).
 */
export function bearerToken(c: AppContext): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(c.req.header("authorization")?.trim() ?? "");
  return match ? (match[1] ?? "").trim() : undefined;
}

/**
 * CSRF: a state-changing request must come from a page of this app. JSON requests are
 * not covered by SameSite=Lax alone, so a missing Origin is refused too. A bearer request is
 * exempt: it is authenticated by its header alone, never by the cookie a browser would attach,
 * and no other site can make a browser send that header without CORS, which the API never grants.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (bearerToken(c) !== undefined) return next();
  if (!SAFE_METHODS.has(c.req.method) && c.req.header("origin") !== appOrigin(c)) {
    return c.json({ error: "Origen de la solicitud no permitido" }, 403);
  }
  await next();
};

/**
 * Routes a visitor reaches without a session: those whose entry in the endpoint table
 * (contract/endpoints.ts) is `access: "public"`: signing in and out, single sign-on, the health
 * check, the remotes, the contact form's POST and the OpenAPI document (api/docs/conventions.md).
 */
export function isPublicRoute(method: string, path: string): boolean {
  return endpointFor(method, path)?.access === "public";
}

/** The session cookie when it has the shape of a token this app issues, else undefined. */
export function sessionCookie(c: AppContext): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  // A value the database cannot even take as text (a NUL byte, "%00") must read as no session, not fail.
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/**
 * The answer without a session: `{ error }` like every other refusal. It keeps the word
 * 'Unauthorized', which the front ends read as "signed out" and answer by going to sign in.
 */
export const UNAUTHORIZED_MESSAGE = "Unauthorized: inicie sesión para continuar";
export const unauthorized = (c: AppContext) => c.json({ error: UNAUTHORIZED_MESSAGE }, 401);

/** The answer to a bearer token that is unknown, forged, expired or revoked, or whose user is deactivated. */
export const INVALID_API_TOKEN_MESSAGE = "Unauthorized: el token de API no es válido, venció o fue revocado";

/**
 * A request with `Authorization: Bearer` is its token's user and nothing else: the cookie is
 * ignored, and a bad token is 401 (429 once the sign-in throttle refuses the address), on public
 * routes too: a credential sent is checked.
 */
const bearerGate = async (c: AppContext, next: Next, token: string) => {
  const outcome = await authenticateBearer(c.var.deps.db, token, clientAddress(c));
  if (outcome.kind === "throttled") return c.json({ error: TOO_MANY_ATTEMPTS }, 429);
  if (outcome.kind === "refused") {
    c.header("WWW-Authenticate", 'Bearer error="invalid_token"');
    return c.json({ error: INVALID_API_TOKEN_MESSAGE }, 401);
  }
  c.set("user", outcome.user);
  c.set("session", null);
  c.set("apiTokenId", outcome.apiTokenId);
  await next();
};

export const sessionGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = bearerToken(c);
  if (bearer !== undefined) return bearerGate(c, next, bearer);
  const token = sessionCookie(c);
  const result = token ? await validateSessionToken(c.var.deps.db, token) : null;
  c.set("user", result?.user ?? null);
  c.set("session", result?.session ?? null);
  if (!result && !isPublicRoute(c.req.method, c.req.path)) return unauthorized(c);
  await next();
};

/**
 * Signed-in JSON (clients, invoices, the user) must not be kept by the browser or a proxy after
 * the session ends: `Cache-Control: no-store`, unless the handler chose a policy itself.
 */
export const noStoreWhenSignedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.var.user || c.res.headers.has("cache-control")) return;
  if (/^application\/json\b/i.test(c.res.headers.get("content-type") ?? ""))
    c.res.headers.set("Cache-Control", "no-store");
};

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  if (!c.var.deps.env.LOG_REQUESTS) return;
  const ms = (performance.now() - started).toFixed(1);
  console.log(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
};
