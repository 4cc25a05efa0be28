import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { endpoints } from "../contract";
import { todayInPanama } from "../contract/values/dates";
import { seedDemo } from "../scripts/seed-demo";
import { signedInApi } from "../test/api";
import { apiAnswers, emptyPostgresDatabase, fileSnapshot, postgresAvailable } from "../test/backups";
import { tempDataDir } from "../test/processes";
import { parsedAnswer } from "../test/typed-request";
import { backupDatabase, dumpPglite } from "./backup";
import { attachPglite, type Db, type OpenedDatabase, openDatabase, rows } from "./client";
import { DataDirLockedError, LOCK_FILE } from "./data-dir-lock";
import { createPglite } from "./pglite";
import { prepareDump, RestoreError, restoreDatabase, restoreIntoPostgres } from "./restore";

// The move the backup exists for (api/docs/backup.md): a company's data out of one database and
// into the other, after which the API answers exactly as before.

const HEADER = "--\n-- PostgreSQL database dump\n--\n\n";

async function migrationCount(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rows(result)[0]?.n);
}

/** A client created through the API after the move: its id must be new (the sequences moved too). */
async function expectNewClientId(db: Db, before: Record<string, unknown>) {
  const api = await signedInApi(db);
  const created = await api.send(endpoints.createClient, { body: { name: "Cliente nuevo después de la copia" } });
  const previous = parsedAnswer(endpoints.listClients, before["/api/clients"]).map((client) => client.id);
  expect(previous.length).toBeGreaterThan(0);
  expect(previous).not.toContain(created.id);
  expect(created.id).toBeGreaterThan(Math.max(...previous));
}

describe("prepareDump", () => {
  test("removes psql's \\restrict pair by its key and PostgreSQL 17's transaction_timeout, nothing else", () => {
    const key = "AbC123xyz";
    const dump =
      `${HEADER}\\restrict ${key}\n\nSET statement_timeout = 0;\nSET transaction_timeout = 0;\n` +
      "INSERT INTO public.t VALUES ('línea 1\n\\restrict otra\nSET transaction_timeout = 0;\n');\n" +
      `\\unrestrict ${key}\n`;
    expect(prepareDump(dump)).toBe(
      `${HEADER}\nSET statement_timeout = 0;\n` +
        "INSERT INTO public.t VALUES ('línea 1\n\\restrict otra\nSET transaction_timeout = 0;\n');\n\n",
    );
  });

  test("refuses what a driver cannot load, in Spanish", () => {
    expect(() => prepareDump("PGDMP\u0001\u000e")).toThrow("formato comprimido de pg_dump (-Fc)");
    expect(() => prepareDump("select 1;")).toThrow("no es una copia de seguridad en SQL");
    expect(() => prepareDump(`${HEADER}COPY public.clients (id, name) FROM stdin;\n1\tAna\n\\.\n`)).toThrow(
      "COPY … FROM stdin",
    );
  });
});

describe.skipIf(!postgresAvailable)("PGlite → copia → PostgreSQL", () => {
  // Made in beforeAll: a skipped describe must leave no directory behind.
  let files: ReturnType<typeof tempDataDir>;
  let dumpFile: string;
  let client: PGlite;
  let source: OpenedDatabase;
  let target: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let before: Record<string, unknown>;

  beforeAll(async () => {
    files = tempDataDir("dump");
    dumpFile = join(files.dir, "copia.sql");
    client = await createPglite();
    source = await attachPglite(client);
    await seedDemo(source.db, todayInPanama());
    target = await emptyPostgresDatabase();
  }, 30_000);
  afterAll(async () => {
    await source?.close();
    await target?.drop();
    files?.remove();
  });

  test("the API answers the same clients, invoices and totals; new records get new ids", async () => {
    // Answered before the dump: pg_dump changes settings of PGlite's one session.
    before = await apiAnswers(source.db);
    const migrations = await migrationCount(source.db);
    writeFileSync(dumpFile, await dumpPglite(client));

    expect(await restoreDatabase({ databaseUrl: target.url, dataDir: "unused" }, dumpFile)).toContain("PostgreSQL");
    // openDatabase runs the migrator and the base seed, as the server does: both find nothing to do.
    const restored = await openDatabase({ databaseUrl: target.url });
    try {
      expect(await migrationCount(restored.db)).toBe(migrations);
      expect(await apiAnswers(restored.db)).toEqual(before);
      await expectNewClientId(restored.db, before);
    } finally {
      await restored.close();
    }
  }, 30_000);

  test("a database that is not empty is refused and left as it was", async () => {
    const count = async () => {
      const check = postgres(target.url, { max: 1 });
      try {
        const [row] = await check<{ n: number }[]>`select count(*)::int as n from public.clients`;
        return row?.n;
      } finally {
        await check.end();
      }
    };
    const clients = await count();
    await expect(restoreDatabase({ databaseUrl: target.url, dataDir: "unused" }, dumpFile)).rejects.toThrow(
      /no está vacía \(ya tiene migraciones aplicadas\).*No se cambió nada/,
    );
    expect(await count()).toBe(clients);
  });

  test("a dump that fails half-way leaves the empty database empty", async () => {
    const empty = await emptyPostgresDatabase();
    try {
      const broken = `${HEADER}CREATE SCHEMA drizzle;\nCREATE TABLE public.clients (id integer);\nSELECT 1/0;\n`;
      await expect(restoreIntoPostgres(empty.url, prepareDump(broken))).rejects.toThrow(
        /No se pudo cargar la copia \(no se cargó nada\): division by zero/,
      );
      const notOurs = `${HEADER}CREATE TABLE public.otra (id integer);\n`;
      await expect(restoreIntoPostgres(empty.url, prepareDump(notOurs))).rejects.toThrow(
        "no es una copia de este sistema",
      );
      const check = postgres(empty.url, { max: 1 });
      try {
        const [state] = await check<{ tables: number; schemas: number }[]>`
          select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
                 (select count(*)::int from pg_namespace where nspname = 'drizzle') as schemas`;
        expect(state).toEqual({ tables: 0, schemas: 0 });
      } finally {
        await check.end();
      }
    } finally {
      await empty.drop();
    }
  });
});

describe.skipIf(!postgresAvailable)("PostgreSQL → pg_dump → PGlite", () => {
  let files: ReturnType<typeof tempDataDir>;
  let data: ReturnType<typeof tempDataDir>;
  let dumpFile: string;
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let source: OpenedDatabase;

  beforeAll(async () => {
    files = tempDataDir("dump");
    data = tempDataDir("restored");
    dumpFile = join(files.dir, "copia.sql");
    database = await emptyPostgresDatabase();
    source = await openDatabase({ databaseUrl: database.url });
    await seedDemo(source.db, todayInPanama());
  }, 30_000);
  afterAll(async () => {
    await source?.close();
    await database?.drop();
    files?.remove();
    data?.remove();
  });

  test("the API answers the same clients, invoices and totals; new records get new ids", async () => {
    const before = await apiAnswers(source.db);
    const migrations = await migrationCount(source.db);
    await backupDatabase({ databaseUrl: database.url, dataDir: "unused" }, dumpFile);

    expect(await restoreDatabase({ dataDir: data.dir }, dumpFile)).toBe(`PGlite en ${data.dir}`);
    const restored = await openDatabase({ dataDir: data.dir });
    try {
      expect(await migrationCount(restored.db)).toBe(migrations);
      expect(await apiAnswers(restored.db)).toEqual(before);
      await expectNewClientId(restored.db, before);
    } finally {
      await restored.close();
    }
  }, 30_000);

  test("a directory that holds a database is refused and left as it was", async () => {
    const unchanged = fileSnapshot(data.dir);
    await expect(restoreDatabase({ dataDir: data.dir }, dumpFile)).rejects.toThrow(
      /ya contiene una base de datos.*No se cambió nada/,
    );
    expect(fileSnapshot(data.dir)).toEqual(unchanged);
  });
});

describe("restore into the embedded database", () => {
  const files = tempDataDir("dump");
  const dumpFile = join(files.dir, "copia.sql");
  writeFileSync(dumpFile, `${HEADER}SELECT 1;\n`);
  afterAll(() => files.remove());

  test("a directory locked by a running process is refused before anything is created", async () => {
    const data = tempDataDir("locked");
    const server = Bun.spawn(["sleep", "30"]);
    try {
      writeFileSync(join(data.dir, LOCK_FILE), `${server.pid}\n`);
      const error = await restoreDatabase({ dataDir: data.dir }, dumpFile).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`pid ${server.pid}`);
      expect(readdirSync(data.dir)).toEqual([LOCK_FILE]);
    } finally {
      server.kill();
      data.remove();
    }
  });

  test("a directory with other files is refused", async () => {
    const data = tempDataDir("other");
    try {
      writeFileSync(join(data.dir, "notas.txt"), "no borrar");
      await expect(restoreDatabase({ dataDir: data.dir }, dumpFile)).rejects.toThrow(
        `La carpeta ${data.dir} no está vacía`,
      );
      expect(readdirSync(data.dir)).toEqual(["notas.txt"]);
    } finally {
      data.remove();
    }
  });

  test("a dump that fails leaves no database behind", async () => {
    const parent = tempDataDir("failed");
    const dataDir = join(parent.dir, "data");
    try {
      const broken = join(files.dir, "rota.sql");
      writeFileSync(broken, `${HEADER}CREATE SCHEMA drizzle;\nSELECT 1/0;\n`);
      await expect(restoreDatabase({ dataDir }, broken)).rejects.toBeInstanceOf(RestoreError);
      expect(existsSync(dataDir)).toBe(false);
      await expect(restoreDatabase({ dataDir }, join(files.dir, "no-existe.sql"))).rejects.toThrow(
        "No existe el archivo",
      );
    } finally {
      parent.remove();
    }
  }, 30_000);
});
