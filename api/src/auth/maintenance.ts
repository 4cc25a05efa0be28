import { lte, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Db, rows } from "../db/client";
import { failedSignIns, rateLimitWindows, sessions, signInDevices } from "../db/schema";
import { DEVICE_LIFETIME_MS } from "./devices";
import { ABSOLUTE_LIFETIME_MS, INACTIVITY_TIMEOUT_MS } from "./sessions";
import { THROTTLE_WINDOW_MS } from "./throttle";

export type PurgeCounts = { sessions: number; devices: number; failedSignIns: number; rateLimitWindows: number };

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

// Counted in SQL rather than through `returning`: after an attack there may be many rows.
async function deleteCounting(db: Db, table: PgTable, where: SQL): Promise<number> {
  const result = await db.execute<{ deleted: number }>(
    sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as deleted from gone`,
  );
  return Number(rows(result)[0]?.deleted ?? 0);
}

/**
 * Deletes what has expired at `now`: sessions past their inactivity timeout or absolute lifetime,
 * device cookies past their lifetime, failed sign-ins older than the throttle window, and rate-limit windows already closed. Every
 * check ignores such rows already, so this only keeps the tables small; answers what went.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<PurgeCounts> {
  return {
    sessions: await deleteCounting(
      db,
      sessions,
      sql`${lte(sessions.lastActiveAt, before(now, INACTIVITY_TIMEOUT_MS))} or ${lte(sessions.createdAt, before(now, ABSOLUTE_LIFETIME_MS))}`,
    ),
    devices: await deleteCounting(db, signInDevices, lte(signInDevices.createdAt, before(now, DEVICE_LIFETIME_MS))),
    failedSignIns: await deleteCounting(
      db,
      failedSignIns,
      lte(failedSignIns.failedAt, before(now, THROTTLE_WINDOW_MS)),
    ),
    rateLimitWindows: await deleteCounting(db, rateLimitWindows, lte(rateLimitWindows.resetAt, now)),
  };
}
