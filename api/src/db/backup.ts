import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { acquireDataDirLock } from "./data-dir-lock";
import { createPglite } from "./pglite";

// `bun run db:backup`: a plain SQL dump of the configured database (api/docs/backup.md).
// The same dump loads into PGlite and into PostgreSQL through restore.ts, which is how a company
// moves from the embedded database to a PostgreSQL server.

/**
 * What both dumps are made with. INSERT statements (not COPY … FROM stdin, which only psql can
 * feed) so that a driver loads the file: PGlite's exec() or postgres.js' simple protocol. No
 * owners or grants: the roles of the source do not exist on the target.
 */
export const DUMP_OPTIONS = ["--format=plain", "--no-owner", "--no-privileges", "--inserts", "--rows-per-insert=500"];

/** A backup refused or failed for a reason the person running it can act on (in Spanish). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export const PG_DUMP_MISSING =
  "No se encontró pg_dump: instale el cliente de PostgreSQL (por ejemplo `apt-get install postgresql-client`) " +
  "de la misma versión mayor que el servidor, o ejecute la copia desde una máquina que lo tenga.";

/** PGlite's own data files: a directory holds a database once initdb has written PG_VERSION. */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * The dump of an open PGlite, made by pg_dump compiled to WebAssembly (@electric-sql/pglite-tools),
 * which speaks the wire protocol to this very instance. It runs its session settings on the
 * instance's one connection (DateStyle, extra_float_digits…): close the instance afterwards, or
 * expect those settings. The tool already drops pg_dump's `\restrict` lines.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  // pglite-tools adds --inserts itself; --rows-per-insert batches the rows.
  const file = await pgDump({ pg: client, args: DUMP_OPTIONS.filter((option) => option !== "--inserts") });
  return file.text();
}

/**
 * The embedded database under `dataDir`, opened under the data-directory lock (a running server
 * makes this throw DataDirLockedError) and as it is: no migrations, no seed, nothing written.
 */
export async function dumpDataDir(dataDir: string): Promise<string> {
  const directory = resolve(dataDir);
  // Checked before the lock, which would create the directory.
  if (!existsSync(directory))
    throw new BackupError(`No existe la carpeta ${directory}: no hay base de datos que copiar.`);
  const lock = acquireDataDirLock(directory);
  try {
    // Else PGlite would create a new, empty database there.
    if (!holdsDatabase(directory)) {
      throw new BackupError(`La carpeta ${directory} no contiene una base de datos: no hay nada que copiar.`);
    }
    const client = await createPglite({ dataDir: directory, relaxedDurability: false });
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export type Which = (command: string) => string | null;

/**
 * pg_dump's command line for `databaseUrl`. A password in the URL travels in PGPASSWORD rather
 * than on the command line, where any user of the machine could read it (`ps`).
 */
export function pgDumpInvocation(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { dbname: databaseUrl, env: {} };
  }
  if (!url.password) return { dbname: databaseUrl, env: {} };
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { PGPASSWORD: password } };
}

/** Runs the installed pg_dump against `databaseUrl`, writing the dump to `file`. */
export async function dumpPostgres(databaseUrl: string, file: string, which: Which = Bun.which): Promise<void> {
  const pgDumpPath = which("pg_dump");
  if (!pgDumpPath) throw new BackupError(PG_DUMP_MISSING);
  const { dbname, env } = pgDumpInvocation(databaseUrl);
  const child = Bun.spawn([pgDumpPath, `--dbname=${dbname}`, `--file=${file}`, ...DUMP_OPTIONS], {
    env: { ...process.env, ...env },
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
  });
  const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited]);
  if (code === 0) return;
  const reason = stderr.trim() || `código de salida ${code}`;
  const hint = /server version mismatch/i.test(stderr)
    ? " pg_dump debe ser de la misma versión mayor que el servidor, o más nueva: instale ese cliente de PostgreSQL."
    : "";
  throw new BackupError(`pg_dump falló: ${reason}.${hint}`);
}

export type BackupSource = { databaseUrl?: string; dataDir: string };
export type BackupOptions = { force?: boolean; which?: Which };

/**
 * Dumps the configured database (PostgreSQL when `databaseUrl` is set, else PGlite under
 * `dataDir`) to `outFile`. An existing file is refused unless `force`. The dump is written to
 * `<outFile>.tmp`, flushed to disk, then renamed: a failed backup leaves no file that looks complete.
 */
export async function backupDatabase(
  source: BackupSource,
  outFile: string,
  options: BackupOptions = {},
): Promise<{ path: string; bytes: number }> {
  const path = resolve(outFile);
  if (existsSync(path) && !options.force) {
    throw new BackupError(`Ya existe ${path}: elija otro nombre, o añada --force para reemplazarlo.`);
  }
  if (!existsSync(dirname(path))) throw new BackupError(`No existe la carpeta ${dirname(path)}.`);
  const temporary = `${path}.tmp`;
  try {
    if (source.databaseUrl) await dumpPostgres(source.databaseUrl, temporary, options.which);
    else writeFileSync(temporary, await dumpDataDir(source.dataDir));
    const fd = openSync(temporary, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return { path, bytes: statSync(path).size };
}
