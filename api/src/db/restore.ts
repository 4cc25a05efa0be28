import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { holdsDatabase } from "./backup";
import { MIGRATION_LOCK } from "./client";
import { acquireDataDirLock, LOCK_FILE } from "./data-dir-lock";
import { createPglite } from "./pglite";

// `bun run db:restore`: loads a dump made by `db:backup` (or by pg_dump with --inserts) into the
// configured database, which must be empty (api/docs/backup.md). The dump brings the whole
// schema, drizzle's record of applied migrations included, so nothing is migrated here: the next
// start of the server finds every migration of the dump applied and runs only newer ones.

/** A restore refused or failed for a reason the person running it can act on (in Spanish). */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

/**
 * The dump as SQL a driver can run, or a RestoreError saying why the file is not one. pg_dump
 * writes a few things only psql understands, or only newer servers:
 * - `\restrict <key>` / `\unrestrict <key>` (pg_dump since 17.6, 16.10, 15.14…) are psql
 *   meta-commands. Only these two lines are removed, matched by their random key, never "any
 *   line starting with a backslash": such a line may be inside a multi-line text value.
 * - `SET transaction_timeout = 0;` (pg_dump 17 and later, PGlite's included) is an unknown
 *   setting before PostgreSQL 17, and the whole load would fail on it. Timeouts do not matter
 *   for a one-shot load, so the line is dropped.
 * The dump also empties `search_path` (it names every object with its schema). That lasts for
 * the loading connection only, which is closed right after.
 */
export function prepareDump(text: string): string {
  if (text.startsWith("PGDMP")) {
    throw new RestoreError(
      "El archivo está en el formato comprimido de pg_dump (-Fc), no en SQL: use una copia hecha con `bun run db:backup`.",
    );
  }
  if (!text.slice(0, 1000).includes("PostgreSQL database dump")) {
    throw new RestoreError("El archivo no es una copia de seguridad en SQL de pg_dump (`bun run db:backup`).");
  }
  if (/^COPY [^\n]* FROM stdin;\r?$/m.test(text)) {
    throw new RestoreError(
      "El archivo carga los datos con COPY … FROM stdin, que solo psql entiende: haga la copia con " +
        "`bun run db:backup` (o con pg_dump --inserts).",
    );
  }
  let sql = text;
  const key = /^\\restrict (\S+)\r?$/m.exec(sql)?.[1];
  if (key) {
    sql = sql.replace(`\\restrict ${key}\n`, "");
    const end = sql.lastIndexOf(`\\unrestrict ${key}`);
    if (end >= 0) sql = sql.slice(0, end) + sql.slice(end + `\\unrestrict ${key}`.length);
  }
  return sql.replace(/^SET transaction_timeout = 0;\r?\n/m, "");
}

/** True when `sql` (run inside the load's transaction) finds drizzle's migration table. */
const MIGRATIONS_TABLE_CHECK = "select to_regclass('drizzle.__drizzle_migrations') is not null as found";
const NOT_OUR_DUMP =
  "El archivo no contiene la tabla drizzle.__drizzle_migrations: no es una copia de este sistema. No se cargó nada.";

export type RestoreTarget = { databaseUrl?: string; dataDir: string };

/**
 * Loads the dump in `inFile` into the configured database (PostgreSQL when `databaseUrl` is set,
 * else PGlite under `dataDir`), all of it or nothing. Answers a description of where it went.
 */
export async function restoreDatabase(target: RestoreTarget, inFile: string): Promise<string> {
  const path = resolve(inFile);
  if (!existsSync(path)) throw new RestoreError(`No existe el archivo ${path}.`);
  const sql = prepareDump(readFileSync(path, "utf8"));
  if (target.databaseUrl) {
    await restoreIntoPostgres(target.databaseUrl, sql);
    return `PostgreSQL (${describeUrl(target.databaseUrl)})`;
  }
  const directory = resolve(target.dataDir);
  await restoreIntoDataDir(directory, sql);
  return `PGlite en ${directory}`;
}

/** host/database of a URL, without its credentials. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * PostgreSQL: in one transaction, refuse unless the database is empty (no relation in schema
 * public, no schema drizzle: what CREATE DATABASE gives), then run the dump. An error anywhere
 * rolls everything back.
 */
export async function restoreIntoPostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client.begin(async (tx) => {
      // The lock the server takes to migrate: a server started meanwhile waits for the load to commit.
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
      const [state] = await tx<{ relations: number; drizzle: boolean }[]>`
        select
          (select count(*)::int from pg_catalog.pg_class c
            join pg_catalog.pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public') as relations,
          exists (select 1 from pg_catalog.pg_namespace where nspname = 'drizzle') as drizzle`;
      if (!state || state.relations > 0 || state.drizzle) {
        throw new RestoreError(
          `La base de datos ${describeUrl(databaseUrl)} no está vacía` +
            `${state?.drizzle ? " (ya tiene migraciones aplicadas)" : ""}: la copia solo se carga en una base ` +
            "recién creada (CREATE DATABASE), en la que el servidor todavía no haya arrancado. No se cambió nada.",
        );
      }
      await load(() => tx.unsafe(dump).simple());
      const [check] = await tx.unsafe<{ found: boolean }[]>(MIGRATIONS_TABLE_CHECK);
      if (!check?.found) throw new RestoreError(NOT_OUR_DUMP);
    });
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * PGlite: under the data-directory lock (a running server makes this throw DataDirLockedError),
 * refuse unless the directory holds nothing yet (missing, empty, or only the lock file), create
 * the database there and run the dump in one transaction. On failure every file it created is
 * removed, so the directory is left as it was found.
 */
export async function restoreIntoDataDir(directory: string, dump: string): Promise<void> {
  const existed = existsSync(directory);
  const lock = acquireDataDirLock(directory);
  let created = false;
  try {
    const present = readdirSync(directory).filter((name) => name !== LOCK_FILE);
    if (present.length > 0) {
      throw new RestoreError(
        `La carpeta ${directory} ${holdsDatabase(directory) ? "ya contiene una base de datos" : "no está vacía"}: ` +
          "la copia solo se carga en una carpeta nueva o vacía. Use otra DATA_DIR, o mueva esa carpeta a otro " +
          "sitio (no la borre antes de comprobar la copia). No se cambió nada.",
      );
    }
    created = true;
    const client = await createPglite({ dataDir: directory, relaxedDurability: false });
    try {
      await client.transaction(async (tx) => {
        await load(() => tx.exec(dump));
        const check = await tx.query<{ found: boolean }>(MIGRATIONS_TABLE_CHECK);
        if (!check.rows[0]?.found) throw new RestoreError(NOT_OUR_DUMP);
      });
    } finally {
      await client.close();
    }
    lock.release();
  } catch (error) {
    if (created) {
      for (const name of readdirSync(directory)) {
        if (name !== LOCK_FILE) rmSync(join(directory, name), { recursive: true, force: true });
      }
    }
    lock.release();
    // The lock created the directory: a failed restore leaves none behind (rmdir: only if empty).
    if (!existed) {
      try {
        rmdirSync(directory);
      } catch {
        // Someone put files there meanwhile: they stay.
      }
    }
    throw error;
  }
}

/** Runs the dump; a database error becomes a RestoreError that says nothing was loaded. */
async function load(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new RestoreError(
      `No se pudo cargar la copia (no se cargó nada): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
