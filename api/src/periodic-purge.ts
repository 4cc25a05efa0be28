import { purgeExpired } from "./auth/maintenance";
import type { Db } from "./db/client";
import { purgeIdempotencyKeys } from "./domain/idempotency";

/**
 * How often the server deletes what has expired (sessions, failed sign-ins, rate-limit windows,
 * idempotency keys).
 */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges once at start and then every hour. A failure is logged and retried at the next tick:
 * expired rows are already ignored by every check, so a late purge only costs disk space.
 */
export function startPeriodicPurge(db: Db, log: (line: string) => void = console.error) {
  const purge = () =>
    Promise.all([purgeExpired(db), purgeIdempotencyKeys(db)]).catch((error: unknown) =>
      log(`No se pudieron borrar los registros vencidos: ${error instanceof Error ? error.message : String(error)}`),
    );
  void purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  // The timer must not keep a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
