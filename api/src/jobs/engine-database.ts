import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, type Db as JobEngineDb } from "pg-boss";
import type postgres from "postgres";
import type { OpenedDatabase } from "../db/client";

// pg-boss runs its SQL through the app's own connection, whichever driver opened it (docs/jobs.md):
// PGlite through pg-boss's own adapter, PostgreSQL through the postgres.js pool below. So the
// embedded database needs no second process or socket, and a server needs no second pool.

/** The connection pg-boss issues its statements on. */
export function jobEngineDatabase(opened: OpenedDatabase): JobEngineDb {
  return opened.kind === "pglite" ? fromSharedPglite(opened.client) : fromPostgresJs(opened.client);
}

/** pg-boss's transaction scripts: `BEGIN; …; COMMIT;` around the statements (its plans.transaction). */
const TRANSACTION_SCRIPT = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/i;

/**
 * pg-boss's PGlite adapter, except for its `BEGIN; …; COMMIT;` scripts. PGlite is one connection,
 * shared with the app: when such a script failed half-way, the adapter's ROLLBACK came after
 * whatever app query was already waiting for the connection, and that query ran inside the aborted
 * transaction and failed ("current transaction is aborted"). The script's statements run instead in
 * PGlite's own transaction(), which keeps the connection until its COMMIT or ROLLBACK.
 */
export function fromSharedPglite(pglite: PGlite): JobEngineDb {
  const adapter = fromPglite(pglite);
  return {
    ...adapter,
    async executeSql(text: string, values?: unknown[]) {
      const script = values?.length ? null : TRANSACTION_SCRIPT.exec(text);
      if (!script) return adapter.executeSql(text, values);
      const results = await pglite.transaction((tx) => tx.exec(script[1] ?? ""));
      // Every statement's rows, as the adapter answers a script: a RETURNING in the middle is kept.
      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}

// Any fixed number (beside db/client.ts' MIGRATION_LOCK): replicas set up the engine one at a time.
export const JOB_ENGINE_SETUP_LOCK = 727_002;

/**
 * Runs `setup` while no other replica runs its own. pg-boss guards its install with an advisory lock
 * inside the install's transaction, but that transaction has already begun when the lock is granted,
 * and its `CREATE SCHEMA IF NOT EXISTS` then misses the schema the other replica just committed:
 * two replicas starting together on a new database failed with "duplicate key value violates unique
 * constraint pg_namespace_nspname_index" (src/jobs/replicas.test.ts). Held on a connection of its own,
 * this lock makes the second replica start after the first has committed. PGlite is one process.
 */
export async function oneReplicaAtATime<T>(opened: OpenedDatabase, setup: () => Promise<T>): Promise<T> {
  if (opened.kind === "pglite") return setup();
  const lock = await opened.client.reserve();
  try {
    await lock`select pg_advisory_lock(${JOB_ENGINE_SETUP_LOCK})`;
    return await setup();
  } finally {
    await lock`select pg_advisory_unlock(${JOB_ENGINE_SETUP_LOCK})`.catch(() => {});
    lock.release();
  }
}

// pg-boss installs its schema and runs maintenance as one `BEGIN; …; COMMIT;` script. postgres.js
// refuses a BEGIN on a pooled connection (the next statement could land on another one), so such a
// script runs on a connection reserved for it, as pg-boss's own Bun adapter does.
const STARTS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * A value as node-postgres (pg-boss's reference driver) would send it. The app's client is shared
 * with drizzle, which turns postgres.js' json and timestamp serializers into pass-throughs (drizzle
 * encodes those itself): so an object is sent as its JSON text, a Date as an ISO instant, and
 * pg-boss's already-encoded JSON strings reach the server unchanged. Arrays stay arrays: postgres.js
 * encodes them by the type the server describes (`$1::uuid[]`).
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Uint8Array)) {
    return JSON.stringify(value);
  }
  return value;
}

type Rows = { rows: unknown[] };

/**
 * Rows of a postgres.js result: one statement's rows, or one result per statement of a script,
 * flattened so a RETURNING in the middle of a transaction block is not lost behind its COMMIT.
 */
function rowsOf(result: unknown): Rows {
  if (!Array.isArray(result)) return { rows: [] };
  return { rows: result.some(Array.isArray) ? result.flat() : [...result] };
}

export function fromPostgresJs(sql: postgres.Sql): JobEngineDb {
  const run = (target: postgres.Sql | postgres.ReservedSql, text: string, values: unknown[]) =>
    // Without parameters, the simple protocol: the only one that takes a script of several statements.
    values.length
      ? target.unsafe(text, values.map(asParameter) as postgres.ParameterOrJSON<never>[])
      : target.unsafe(text);
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (!STARTS_TRANSACTION.test(text)) return rowsOf(await run(sql, text, values));
      const reserved = await sql.reserve();
      try {
        return rowsOf(await run(reserved, text, values));
      } catch (error) {
        // A statement that failed inside the script leaves the transaction open and aborted: end it
        // before the connection goes back to the pool, where the app's next query would meet it.
        await reserved.unsafe("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        reserved.release();
      }
    },
  };
}
