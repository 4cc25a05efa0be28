import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { endpoints } from "../contract";
import { fileSnapshot } from "../test/backups";
import { apiRequest, runScript, type ServerProcess, signInTo, startServer, tempDataDir } from "../test/processes";
import { parseAnswer } from "../test/typed-request";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from "./data-dir-lock";

const ADD_ANA = ["--", "--email", "ana@istmo.test", "--password", "clave-nueva-123", "--first-name", "Ana"];

describe("data directory lock", () => {
  test("a second opener in the same process is refused; after release the lock can be taken again", () => {
    const data = tempDataDir("lock");
    try {
      const lock = acquireDataDirLock(data.dir);
      expect(readFileSync(join(data.dir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
      expect(() => acquireDataDirLock(data.dir)).toThrow(DataDirLockedError);
      lock.release();
      expect(existsSync(join(data.dir, LOCK_FILE))).toBe(false);
      acquireDataDirLock(data.dir).release();
    } finally {
      data.remove();
    }
  });

  test("a lock whose process is gone is taken over", () => {
    const data = tempDataDir("stale");
    try {
      // A pid far above any real one (Linux caps pids at 2^22).
      writeFileSync(join(data.dir, LOCK_FILE), "99999999\n");
      const lock = acquireDataDirLock(data.dir);
      expect(readFileSync(join(data.dir, LOCK_FILE), "utf8").trim()).toBe(String(process.pid));
      lock.release();
    } finally {
      data.remove();
    }
  });

  test("a live owner's lock is respected, and the message says what to do", () => {
    const data = tempDataDir("alive");
    const other = Bun.spawn(["sleep", "30"]);
    try {
      writeFileSync(join(data.dir, LOCK_FILE), `${other.pid}\n`);
      let error: unknown;
      try {
        acquireDataDirLock(data.dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      const message = (error as Error).message;
      expect(message).toContain(data.dir);
      expect(message).toContain(`pid ${other.pid}`);
      expect(message).toContain("Detenga primero el servidor");
      expect(message).toContain("bun run start:demo");
      expect(readFileSync(join(data.dir, LOCK_FILE), "utf8").trim()).toBe(String(other.pid));
    } finally {
      other.kill();
      data.remove();
    }
  });
});

// The production server as a child process, then each command that opens the database beside it.
describe("one process per embedded database [processes]", () => {
  const data = tempDataDir("server");
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer(data.dir);
  }, 90_000);
  afterAll(async () => {
    if (server.process.exitCode === null) server.process.kill("SIGKILL");
    await server.exited;
    data.remove();
  });

  /**
   * Runs `check` with the server frozen (SIGSTOP). Its job queue writes to the database on its own
   * (heartbeats, schedule checks: src/jobs/), so only a frozen server leaves the files still, and
   * whatever changes meanwhile was done by the refused process. A frozen process still holds the lock.
   */
  const whileServerFrozen = async (check: () => Promise<void>) => {
    server.process.kill("SIGSTOP");
    try {
      await check();
    } finally {
      server.process.kill("SIGCONT");
    }
  };

  const refusedWhileRunning = (script: string, args: string[] = []) =>
    whileServerFrozen(async () => {
      const before = fileSnapshot(data.dir);
      const result = await runScript(data.dir, script, args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `La base de datos en ${data.dir} está en uso por otro proceso (pid ${server.process.pid})`,
      );
      expect(result.stderr).toContain("Detenga primero el servidor");
      expect(fileSnapshot(data.dir)).toEqual(before);
    });

  test("seed:demo is refused while the server runs", async () => {
    await refusedWhileRunning("seed:demo");
    const clients = await fetch(`${server.url}/api/health`);
    expect(clients.status).toBe(200);
  }, 60_000);

  test("user:add is refused while the server runs", () => refusedWhileRunning("user:add", ADD_ANA), 60_000);

  test(
    "a second server is refused without touching the database",
    () =>
      whileServerFrozen(async () => {
        const before = fileSnapshot(data.dir);
        await expect(startServer(data.dir)).rejects.toThrow(/exited 1[\s\S]*está en uso por otro proceso/);
        expect(fileSnapshot(data.dir)).toEqual(before);
      }),
    60_000,
  );

  test("with the server stopped the scripts work, and what they wrote shows after a restart", async () => {
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(join(data.dir, LOCK_FILE))).toBe(false);

    const seeded = await runScript(data.dir, "seed:demo");
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain("Datos de demostración cargados");
    const added = await runScript(data.dir, "user:add", ADD_ANA);
    expect(added.code).toBe(0);

    server = await startServer(data.dir);
    const cookie = await signInTo(server);
    const clients = await parseAnswer(endpoints.listClients, await apiRequest(server, "GET", "/api/clients", cookie));
    expect(clients.length).toBe(8);
    expect(new Set(clients.map((client) => client.id)).size).toBe(clients.length);
  }, 120_000);
});
