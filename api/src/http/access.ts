import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { type ActivityEntity, activityEntities, activitySubjectPaths } from "../contract/activity";
import { endpointFor, endpointList } from "../contract/endpoints";
import { type StaffRole, staffRoles } from "../contract/roles";
import type { AppEnv } from "./context";
import { isPublicRoute } from "./middleware";

// Who may call each operation once signed in (rules: api/docs/roles.md) is the `access` of its
// entry in the contract's endpoint table (contract/endpoints.ts), the one place it is written. A
// route without an entry is refused to everyone, so a new route is closed until someone decides
// who may use it (endpoints.test.ts checks that every route of the app has its entry).

export const FORBIDDEN_MESSAGE = "No tiene permiso para realizar esta acción";

export const BROWSER_SESSION_REQUIRED =
  "Esta acción requiere una sesión iniciada en el navegador; un token de API no puede realizarla";

// What an API token may never do, whatever its user's role (api/docs/api-tokens.md), is marked
// `browserSessionOnly` in the endpoint table: issuing or revoking tokens (a leaked token must not
// mint its successors or keep itself alive), setting passwords (a token must not turn into a
// sign-in) and the live-update stream (each follows its browser session, which the heartbeat rechecks).

/** Whether `method path` needs a signed-in browser: a request with an API token is refused it. */
export const needsBrowserSession = (method: string, path: string) =>
  endpointFor(method, path)?.browserSessionOnly === true;

/** The roles that may call `method path` once signed in (none when the table has no such operation). */
export function rolesAllowed(method: string, path: string): readonly StaffRole[] {
  const access = endpointFor(method, path)?.access;
  if (access === undefined) return [];
  return access === "public" ? staffRoles : access;
}

/**
 * Whether `role` may read what a list key names: a GET operation at `path` or under it
 * ('/api/reports' stands for GET /api/reports/summary), for the live updates' lists.
 */
export function mayReadUnder(role: StaffRole, path: string): boolean {
  return endpointList.some(
    (endpoint) =>
      endpoint.method === "GET" &&
      (endpoint.path === path || endpoint.path.startsWith(`${path}/`)) &&
      rolesAllowed("GET", endpoint.path).includes(role),
  );
}

/** After the session gate: a signed-in user outside the route's roles gets 403 with a Spanish reason. */
export const roleGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.var.user;
  // Public routes answer everyone alike; without a session the session gate has already answered.
  if (!user || isPublicRoute(c.req.method, c.req.path)) return next();
  // No route answers this path (only middleware matched): the 404 says so, whatever the role.
  if (!matchedRoutes(c).some((route) => route.method !== "ALL")) return next();
  if (!rolesAllowed(c.req.method, c.req.path).includes(user.role)) {
    return c.json({ error: FORBIDDEN_MESSAGE }, 403);
  }
  if (c.var.apiTokenId !== undefined && needsBrowserSession(c.req.method, c.req.path)) {
    return c.json({ error: BROWSER_SESSION_REQUIRED }, 403);
  }
  await next();
};

/** The kinds of activity entry a role may see: those whose subject it may read. */
export function activityVisibleTo(role: StaffRole): ActivityEntity[] {
  return activityEntities.filter((entity) => rolesAllowed("GET", activitySubjectPaths[entity]).includes(role));
}
