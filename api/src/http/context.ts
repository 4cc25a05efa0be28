import type { Context } from "hono";
import type { SessionUser, ValidSession } from "../auth/sessions";
import type { LoginThrottle } from "../auth/throttle";
import type { Db } from "../db/client";
import type { Actor } from "../domain/activity";
import type { Env } from "../env";
import type { RateLimiter } from "./rate-limit";

/** What every handler can reach: the database, the configuration and the signed-in user. */
export type AppDeps = {
  db: Db;
  env: Env;
  loginThrottle: LoginThrottle;
  contactLimiter: RateLimiter;
};

// Bun.serve passes its server as Hono's `env`; tests may pass a stand-in with requestIP.
export type AppBindings = {
  requestIP?: (request: Request) => { address: string } | null;
};

export type AppEnv = {
  Bindings: AppBindings;
  Variables: { deps: AppDeps; user: SessionUser | null; session: ValidSession | null };
};

export type AppContext = Context<AppEnv>;

/** The visitor's address: the proxy's X-Forwarded-For when behind one (PUBLIC_ORIGIN set), else the socket's. */
export function clientAddress(c: AppContext): string {
  if (c.var.deps.env.PUBLIC_ORIGIN) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return c.env?.requestIP?.(c.req.raw)?.address ?? "desconocida";
  } catch {
    return "desconocida";
  }
}

/** The app's own origin: PUBLIC_ORIGIN behind a proxy, else the request's own. */
export function appOrigin(c: AppContext): string {
  return c.var.deps.env.PUBLIC_ORIGIN ? new URL(c.var.deps.env.PUBLIC_ORIGIN).origin : new URL(c.req.url).origin;
}

export function requireUser(c: AppContext): SessionUser {
  const user = c.var.user;
  if (!user) throw new Error("requireUser called on a public route");
  return user;
}

/** The signed-in staff member as the author of a write (the activity log names them). */
export const actorOf = (c: AppContext): Actor => ({ userId: requireUser(c).id });
