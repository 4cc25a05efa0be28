import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { type ActivityEntity, activityEntities, activitySubjectPaths } from "../contract/activity";
import type { StaffRole } from "../contract/roles";
import type { AppEnv } from "./context";
import { isPublicRoute } from "./middleware";

// Who may call each part of the API once signed in (rules: api/docs/roles.md). Every route of the
// app falls under one rule here: the longest matching prefix wins, and a path that no rule covers
// is refused to everyone, so a new route is closed until someone decides who may use it
// (access.test.ts walks the app's route table and checks every route against this table).

export const FORBIDDEN_MESSAGE = "No tiene permiso para realizar esta acción";

const everyone: readonly StaffRole[] = ["admin", "staff", "finance"];
const books: readonly StaffRole[] = ["admin", "finance"];
const adminOnly: readonly StaffRole[] = ["admin"];

type Rule = {
  /** A path prefix under /api, matched at a segment boundary. */
  prefix: string;
  /** Who may read (GET, HEAD). */
  read: readonly StaffRole[];
  /** Who may write (POST, PUT, PATCH, DELETE); the readers unless told. */
  write?: readonly StaffRole[];
};

export const accessRules: readonly Rule[] = [
  // The signed-in user's own session and password; the sign-in page and callbacks are public.
  { prefix: "/api/auth", read: everyone },
  { prefix: "/api/login", read: everyone },
  { prefix: "/api/logout", read: everyone },
  { prefix: "/api/health", read: everyone },
  { prefix: "/api/remotes", read: everyone },
  // Live updates: each stream carries only the lists its user may read (http/live-updates.ts).
  { prefix: "/api/events", read: everyone },
  // Staff's screens: the landing page's requests, dashboard, CRM, quotes, invoices, projects, reports.
  { prefix: "/api/contact", read: everyone },
  { prefix: "/api/dashboard", read: everyone },
  { prefix: "/api/activity", read: everyone },
  { prefix: "/api/clients", read: everyone },
  { prefix: "/api/quotes", read: everyone },
  { prefix: "/api/invoices", read: everyone },
  { prefix: "/api/projects", read: everyone },
  { prefix: "/api/reports", read: everyone },
  // The books, the DGI reports included: finance and admin.
  { prefix: "/api/financial", read: books },
  // The company's data prints on every document, so everyone reads it; only admins change it.
  { prefix: "/api/settings/company", read: everyone, write: adminOnly },
  // Staff administration, and the API tokens admins issue for integrations.
  { prefix: "/api/settings/users", read: adminOnly },
  { prefix: "/api/settings/tokens", read: adminOnly },
  // The job queue: what ran, what failed, what is next, and 'Ejecutar ahora'.
  { prefix: "/api/settings/jobs", read: adminOnly },
];

export const BROWSER_SESSION_REQUIRED =
  "Esta acción requiere una sesión iniciada en el navegador; un token de API no puede realizarla";

// What an API token may never do, whatever its user's role (api/docs/api-tokens.md): issue or
// revoke tokens (a leaked token must not mint its successors or keep itself alive) and set
// passwords (one's own or, as an admin, another's: a token must not turn into a sign-in). Live
// updates are a page's: each stream follows its browser session, which the heartbeat rechecks.
const browserSessionOnly: readonly RegExp[] = [
  /^\/api\/events$/,
  /^\/api\/settings\/tokens(\/|$)/,
  /^\/api\/auth\/password$/,
  /^\/api\/settings\/users\/[^/]+\/password$/,
];

/** Whether `path` needs a signed-in browser: a request with an API token is refused it. */
export const needsBrowserSession = (path: string) => browserSessionOnly.some((pattern) => pattern.test(path));

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The rule for `path` (the longest prefix that covers it), or undefined: nobody may call it. */
export function accessRuleFor(path: string): Rule | undefined {
  let found: Rule | undefined;
  for (const rule of accessRules) {
    if (covers(rule.prefix, path) && (!found || rule.prefix.length > found.prefix.length)) found = rule;
  }
  return found;
}

/** The roles that may call `method path` once signed in (none when no rule covers it). */
export function rolesAllowed(method: string, path: string): readonly StaffRole[] {
  const rule = accessRuleFor(path);
  if (!rule) return [];
  return READ_METHODS.has(method.toUpperCase()) ? rule.read : (rule.write ?? rule.read);
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
  if (c.var.apiTokenId !== undefined && needsBrowserSession(c.req.path)) {
    return c.json({ error: BROWSER_SESSION_REQUIRED }, 403);
  }
  await next();
};

/** The kinds of activity entry a role may see: those whose subject it may read. */
export function activityVisibleTo(role: StaffRole): ActivityEntity[] {
  return activityEntities.filter((entity) => rolesAllowed("GET", activitySubjectPaths[entity]).includes(role));
}
