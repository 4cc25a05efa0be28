import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, tempDataDir } from "../test/processes";
import { BackupError, backupDatabase, dumpDataDir, PG_DUMP_MISSING, pgDumpInvocation } from "./backup";
import { DataDirLockedError, LOCK_FILE } from "./data-dir-lock";

// The round trips through both databases are in restore.test.ts; here, what a backup refuses and
// that a failed one leaves no file behind.

describe("db:backup", () => {
  test("without pg_dump on the machine, PostgreSQL's backup says what to install, and writes nothing", async () => {
    const out = tempDataDir("backup");
    try {
      const file = join(out.dir, "copia.sql");
      const backup = backupDatabase(
        { databaseUrl: "postgres://postgres@127.0.0.1:5432/test", dataDir: "unused" },
        file,
        {
          which: () => null,
        },
      );
      await expect(backup).rejects.toThrow(PG_DUMP_MISSING);
      expect(PG_DUMP_MISSING).toStartWith("No se encontró pg_dump: instale el cliente de PostgreSQL");
      expect(readdirSync(out.dir)).toEqual([]);
    } finally {
      out.remove();
    }
  });

  test.skipIf(!Bun.which("pg_dump"))("a pg_dump that fails leaves neither the file nor its .tmp", async () => {
    const out = tempDataDir("backup");
    try {
      const file = join(out.dir, "copia.sql");
      // A port nothing listens on: pg_dump starts, then fails to connect.
      const url = `postgres://postgres@127.0.0.1:${freePort()}/nada`;
      const error = await backupDatabase({ databaseUrl: url, dataDir: "unused" }, file).catch((caught) => caught);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toStartWith("pg_dump falló:");
      expect(readdirSync(out.dir)).toEqual([]);
    } finally {
      out.remove();
    }
  });

  test("an existing file is not replaced without --force", async () => {
    const out = tempDataDir("backup");
    try {
      const file = join(out.dir, "copia.sql");
      writeFileSync(file, "copia de ayer");
      await expect(backupDatabase({ dataDir: join(out.dir, "data") }, file)).rejects.toThrow(
        `Ya existe ${file}: elija otro nombre, o añada --force para reemplazarlo.`,
      );
      expect(readFileSync(file, "utf8")).toBe("copia de ayer");
      await expect(backupDatabase({ dataDir: out.dir }, join(out.dir, "no", "copia.sql"))).rejects.toThrow(
        `No existe la carpeta ${join(out.dir, "no")}.`,
      );
    } finally {
      out.remove();
    }
  });

  test("the embedded database: a missing or empty directory has nothing to copy, and is not created", async () => {
    const data = tempDataDir("backup");
    try {
      const missing = join(data.dir, "data");
      await expect(dumpDataDir(missing)).rejects.toThrow(`No existe la carpeta ${missing}`);
      expect(existsSync(missing)).toBe(false);
      await expect(dumpDataDir(data.dir)).rejects.toThrow(`La carpeta ${data.dir} no contiene una base de datos`);
      expect(readdirSync(data.dir)).toEqual([]);
    } finally {
      data.remove();
    }
  });

  test("the embedded database in use by another process is refused with the lock's message", async () => {
    const data = tempDataDir("backup");
    const server = Bun.spawn(["sleep", "30"]);
    try {
      writeFileSync(join(data.dir, LOCK_FILE), `${server.pid}\n`);
      const error = await dumpDataDir(data.dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`está en uso por otro proceso (pid ${server.pid})`);
    } finally {
      server.kill();
      data.remove();
    }
  });

  test("a password in DATABASE_URL goes to pg_dump in PGPASSWORD, not on its command line", () => {
    expect(pgDumpInvocation("postgres://istmo:s%40creta@db.istmo.pa:5432/erp?sslmode=require")).toEqual({
      dbname: "postgres://istmo@db.istmo.pa:5432/erp?sslmode=require",
      env: { PGPASSWORD: "s@creta" },
    });
    expect(pgDumpInvocation("postgres://postgres@127.0.0.1:5432/test")).toEqual({
      dbname: "postgres://postgres@127.0.0.1:5432/test",
      env: {},
    });
  });
});
