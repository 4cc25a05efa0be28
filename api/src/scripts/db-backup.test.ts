import { afterAll, describe, expect, test } from "bun:test";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { LOCK_FILE } from "../db/data-dir-lock";
import { apiAnswers, emptyPostgresDatabase, postgresAvailable } from "../test/backups";
import { runScript, tempDataDir } from "../test/processes";
import { parseBackupArgs } from "./db-backup";

describe("db:backup arguments", () => {
  test("accepts --out, with or without the -- separator, or a positional; --force", () => {
    expect(parseBackupArgs(["--", "--out", "copia.sql"])).toEqual({ out: "copia.sql", force: false });
    expect(parseBackupArgs(["--out=copia.sql", "--force"])).toEqual({ out: "copia.sql", force: true });
    expect(parseBackupArgs(["copia.sql"])).toEqual({ out: "copia.sql", force: false });
  });

  test("refuses a missing destination, unknown options and extra arguments", () => {
    expect(parseBackupArgs([])).toBe("Error: falta el archivo de destino (--out)");
    expect(parseBackupArgs(["--salida", "x"])).toBe("Error: opción inválida o sin valor: --salida");
    expect(parseBackupArgs(["--out"])).toBe("Error: opción inválida o sin valor: --out");
    expect(parseBackupArgs(["--out", "a.sql", "b.sql"])).toBe("Error: sobran argumentos");
  });
});

// The real scripts as a person runs them: `bun run db:backup -- --out …`, then `db:restore`.
describe("db:backup and db:restore [processes]", () => {
  const source = tempDataDir("backup-source");
  const target = tempDataDir("backup-target");
  const dumpFile = join(source.dir, "..", `${source.dir.split("/").pop()}.sql`);
  afterAll(() => {
    source.remove();
    target.remove();
    rmSync(dumpFile, { force: true });
  });

  test("a backup is refused while another process holds the database", async () => {
    const server = Bun.spawn(["sleep", "30"]);
    try {
      writeFileSync(join(source.dir, LOCK_FILE), `${server.pid}\n`);
      const result = await runScript(source.dir, "db:backup", ["--", "--out", dumpFile]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`está en uso por otro proceso (pid ${server.pid})`);
    } finally {
      server.kill();
      rmSync(join(source.dir, LOCK_FILE), { force: true });
    }
  });

  test(`demo data → db:backup → db:restore into ${postgresAvailable ? "PostgreSQL" : "PGlite"}: the same answers`, async () => {
    expect((await runScript(source.dir, "seed:demo")).code).toBe(0);
    const backup = await runScript(source.dir, "db:backup", ["--", "--out", dumpFile]);
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`Copia de seguridad escrita en ${dumpFile} \\(\\d+ kB\\)`));
    const again = await runScript(source.dir, "db:backup", ["--", "--out", dumpFile]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("añada --force para reemplazarlo");
    expect((await runScript(source.dir, "db:backup", ["--", "--out", dumpFile, "--force"])).code).toBe(0);

    const postgres = postgresAvailable ? await emptyPostgresDatabase() : undefined;
    try {
      const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
      const restore = await runScript(target.dir, "db:restore", ["--", "--in", dumpFile], env);
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Copia de seguridad ${dumpFile} cargada en`);
      const refused = await runScript(target.dir, "db:restore", ["--", "--in", dumpFile], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("No se cambió nada");

      const before = await openDatabase({ dataDir: source.dir });
      const expected = await apiAnswers(before.db).finally(() => before.close());
      const after = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: target.dir });
      const answered = await apiAnswers(after.db).finally(() => after.close());
      expect(answered).toEqual(expected);
      expect((expected["/api/clients"] as unknown[]).length).toBe(8);
    } finally {
      await postgres?.drop();
    }
  }, 60_000);
});
