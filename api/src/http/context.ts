import type { Context } from "hono";
import type { SessionUser, ValidSession } from "../auth/sessions";
import type { Db } from "../db/client";
import type { Actor } from "../domain/activity";
import type { IdempotencyClaimed } from "../domain/idempotency";
import type { Env } from "../env";
import type { JobEngine } from "../jobs/job-engine";
import type { PdfRenderer } from "../pdf/worker-pool";
import type { LiveUpdates } from "./live-updates";
import type { RateLimiter } from "./rate-limit";
import { forwardedClient } from "./trusted-proxies";

/** What every handler can reach: the database, the configuration and the signed-in user. */
export type AppDeps = {
  db: Db;
  env: Env;
  contactLimiter: RateLimiter;
  /** The public quote answer links' reads and answers, per address (routes/quote-answer). */
  quoteAnswerLimiter: RateLimiter;
  /** Renders every PDF off the request thread (src/pdf/worker-pool.ts). */
  pdf: PdfRenderer;
  /** The open event streams and the writes published to them (http/live-updates.ts). */
  live: LiveUpdates;
  /** The job queue (src/jobs/), when this app runs one: server.ts starts it. */
  jobs?: JobEngine;
};

// Bun.serve passes its server as Hono's `env`; tests may pass a stand-in with requestIP.
export type AppBindings = {
  requestIP?: (request: Request) => { address: string } | null;
  /** Bun's per-request idle timeout (seconds, 0 for none): an event stream is quiet by design. */
  timeout?: (request: Request, seconds: number) => void;
};

export type AppEnv = {
  Bindings: AppBindings;
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    session: ValidSession | null;
    /** The API token this request came with (`Authorization: Bearer`), instead of a session. */
    apiTokenId?: number;
    /** The Idempotency-Key this request claimed, if any (http/idempotency.ts). */
    idempotencyClaim?: IdempotencyClaimed;
  };
};

export type AppContext = Context<AppEnv>;

/**
 * The visitor's address (at most 64 characters): the socket's peer, unless that peer is one of
 * TRUSTED_PROXIES; then the right-most address of X-Forwarded-For that is not a trusted proxy
 * (see forwardedClient). Without TRUSTED_PROXIES the header is ignored: anyone can write it.
 */
export function clientAddress(c: AppContext): string {
  let socket: string | undefined;
  try {
    socket = c.env?.requestIP?.(c.req.raw)?.address;
  } catch {
    socket = undefined;
  }
  if (!socket) return "desconocida";
  return forwardedClient(socket, c.req.header("x-forwarded-for"), c.var.deps.env.TRUSTED_PROXIES);
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
