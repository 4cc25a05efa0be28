import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { backfillLedgerAtStart } from "../domain/finance/ledger/backfill";
import { acquireDataDirLock } from "./data-dir-lock";
import { createPglite } from "./pglite";
import * as schema from "./schema";
import { seedBase } from "./seed-base";

/**
 * What `db.execute()` answers. The two drivers differ: PGlite gives `{ rows }`, postgres-js
 * gives the rows array itself. Read raw results through `rows()` so code works on both.
 */
export type RawResult<Row> = { rows: Row[] } | Row[];
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: RawResult<this["row"]>;
}

/** One database type for both drivers; a transaction (`tx`) is also a `Db`. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema>;
export type DbTransaction = PgTransaction<DbQueryResultHKT, typeof schema>;

/**
 * An open database: drizzle's `db` for the app, and the driver's own client underneath for what must
 * speak SQL text to it (the job queue's engine, src/jobs/engine-database.ts).
 */
export type OpenedDatabase = { db: Db; close(): Promise<void> } & (
  | { kind: "pglite"; client: PGlite }
  | { kind: "postgres"; client: postgres.Sql }
);

/** The committed drizzle-kit output, found from this file so any working directory works. */
export const migrationsFolder = join(import.meta.dir, "../../drizzle");

// Sessions run in UTC (api/docs/conventions.md, "Dates and time"). A timestamptz is then answered
// as '…+00', which any Date reads; in America/Panama an instant before 22 April 1908 came back with
// that zone's old offset ('-05:19:36'), an Invalid Date that broke every list showing it. Panama's
// calendar is named by the queries themselves (panama-time.ts), never taken from the session.
const SESSION_TIME_ZONE = "UTC";

// Any fixed number: makes concurrent start-ups (several replicas) migrate one at a time.
export const MIGRATION_LOCK = 727_001;

/** Rows of a `db.execute()` result, whichever driver produced it. */
export function rows<T>(result: RawResult<T>): T[] {
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else the embedded PGlite (files under `dataDir`,
 * or in memory for "memory"); applies the committed migrations and the base seed.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | "memory";
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dataDir = opts.dataDir ?? "memory";
  if (dataDir === "memory") return attachPglite(await createPglite());
  // Before PGlite reads a byte: a refused open must leave the directory as it found it.
  const lock = acquireDataDirLock(dataDir);
  try {
    // relaxedDurability stays off: a query answers only once its writes have reached the files.
    const client = await createPglite({ dataDir, relaxedDurability: false });
    return withRelease(await attachPglite(client), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The same database, whose close() also runs `release` once the database is closed. */
function withRelease(opened: OpenedDatabase, release: () => void): OpenedDatabase {
  return {
    ...opened,
    close: async () => {
      try {
        await opened.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Takes over an already created PGlite (the tests load one from a pre-migrated snapshot, which
 * skips initdb's seconds), brings it up to date and owns it from then on: close() closes it.
 */
export async function attachPglite(client: PGlite): Promise<OpenedDatabase> {
  const close = () => client.close();
  // A failed open must not leave PGlite running: the process would hang for seconds on exit.
  try {
    await client.exec(`SET TIME ZONE '${SESSION_TIME_ZONE}'`);
    const pg = drizzlePglite({ client, schema });
    await migratePglite(pg, { migrationsFolder });
    const db = pg as unknown as Db;
    await seedBase(db);
    await backfillLedgerAtStart(db);
    return { db, kind: "pglite", client, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  const client = postgres(databaseUrl, {
    // JIT compiling takes longer (~150 ms) than this app's queries take to run: the planner's cost
    // estimates for the report aggregates at 100,000 rows cross its threshold, and a request
    // would wait for the compiler instead of the data (docs/performance.md).
    connection: { TimeZone: SESSION_TIME_ZONE, jit: "off" },
    // The migrator's "already exists, skipping" notices are noise in the server log.
    onnotice: () => {},
  });
  const close = () => client.end({ timeout: 5 });
  try {
    const pg = drizzlePostgres({ client, schema });
    // Advisory locks belong to a connection: hold it on one reserved connection for the whole run.
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(pg, { migrationsFolder });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
      lock.release();
    }
    const db = pg as unknown as Db;
    await seedBase(db);
    await backfillLedgerAtStart(db);
    return { db, kind: "postgres", client, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** True when the database answers a trivial query (for /api/health). */
export async function checkDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
