import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { JOBS_KEY } from "../contract/list-relations";
import { type OpenedDatabase, rows } from "../db/client";
import { LIST_CHANGES_CHANNEL, listen } from "../db/notifications";
import { listJobs } from "../domain/jobs";
import { describeSharedPostgres, testDatabases } from "../test/databases";
import { type JobEngine, type JobEngineOptions, startJobEngine } from "./job-engine";
import type { JobDefinition } from "./job-table";

// The engine on each database (PGlite embedded, PostgreSQL): a failing job is retried with its
// backoff and then completes, or fails for good; stop() lets the job in flight finish. Then several
// engines on one PostgreSQL database: each job runs once, each cron occurrence is sent once.

/** Short intervals for tests; production keeps the defaults. */
const FAST: JobEngineOptions = { pollingSeconds: 0.5, scheduleCheckSeconds: 1, log: () => {} };

/** Waits until `check` answers something, or fails after `seconds` (a deadline, not an assertion on time). */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await Bun.sleep(100);
  }
  throw new Error(`Nunca ocurrió: ${what}`);
}

const job = (partial: Partial<JobDefinition> & Pick<JobDefinition, "name" | "run">): JobDefinition => ({
  title: `Prueba ${partial.name}`,
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  timeoutSeconds: 60,
  changes: [],
  ...partial,
});

async function jobRecord(opened: OpenedDatabase, id: string) {
  const { rows: found } = await listJobs(opened.db, { limit: 500 });
  return found.find((record) => record.id === id);
}

for (const database of testDatabases) {
  describe(`job engine [${database.name}]`, () => {
    let opened: OpenedDatabase;
    let engine: JobEngine;
    const attemptsSeen: number[] = [];
    let releaseSlowJob: () => void = () => {};
    const slowJobStarted = Promise.withResolvers<void>();

    beforeAll(async () => {
      opened = await database.open();
      engine = await startJobEngine(opened, {
        ...FAST,
        definitions: [
          job({
            name: "falla-dos-veces",
            retry: { limit: 3, delaySeconds: 1, backoff: true },
            run: async ({ data }) => {
              const attempt = attemptsSeen.length + 1;
              attemptsSeen.push(attempt);
              if (attempt <= 2) throw new Error(`Falla simulada ${attempt}`);
              return { recibido: data };
            },
          }),
          job({
            name: "siempre-falla",
            retry: { limit: 1, delaySeconds: 1, backoff: false },
            run: async () => {
              throw new Error("El servicio externo no responde");
            },
          }),
          job({
            name: "factura",
            changes: ["/api/invoices", "/api/activity"],
            run: async () => ({ hecha: true }),
          }),
          job({
            name: "lenta",
            run: async () => {
              slowJobStarted.resolve();
              await new Promise<void>((resolve) => {
                releaseSlowJob = resolve;
              });
              return { terminada: true };
            },
          }),
        ],
      });
    }, 30_000);
    afterAll(async () => {
      await engine?.stop();
      await opened?.close();
    }, 30_000);

    test("a failing job waits its backoff in 'Reintentando', then completes on the third attempt", async () => {
      const id = await engine.send("falla-dos-veces", { factura: "FAC-0001" });
      const retrying = await eventually("la tarea espera su reintento", async () => {
        const record = await jobRecord(opened, id);
        return record?.state === "retry" ? record : undefined;
      });
      expect(retrying.stateLabel).toBe("Reintentando");
      expect(retrying.lastError).toStartWith("Falla simulada");
      expect(retrying.maxAttempts).toBe(4);
      // The retry is not run at once: it waits for its backoff.
      expect(Date.parse(retrying.runAfter)).toBeGreaterThan(Date.parse(retrying.startedAt ?? ""));

      const done = await eventually("la tarea se completa", async () => {
        const record = await jobRecord(opened, id);
        return record?.state === "completed" ? record : undefined;
      });
      expect(done).toMatchObject({ stateLabel: "Completada", attempts: 3, maxAttempts: 4, lastError: null });
      expect(attemptsSeen).toEqual([1, 2, 3]);
      // The queue's policy reached the job: exponential backoff from 1 s.
      const [policy] = rows(
        await opened.db.execute<{ retry_backoff: boolean; retry_delay: number }>(
          sql`select retry_backoff, retry_delay from pgboss.job where id = ${id}`,
        ),
      );
      expect(policy).toEqual({ retry_backoff: true, retry_delay: 1 });
    }, 60_000);

    test("a job that fails every attempt ends 'Fallida' with its last error", async () => {
      const id = await engine.send("siempre-falla");
      const failed = await eventually("la tarea falla del todo", async () => {
        const record = await jobRecord(opened, id);
        return record?.state === "failed" ? record : undefined;
      });
      expect(failed).toMatchObject({
        stateLabel: "Fallida",
        attempts: 2,
        maxAttempts: 2,
        lastError: "El servicio externo no responde",
      });
    }, 60_000);

    test("open screens hear of a job as it is created, starts and ends, and of the lists its work changed", async () => {
      const heard: string[] = [];
      const unlisten = await listen(opened.db, LIST_CHANGES_CHANNEL, (payload) => heard.push(payload));
      try {
        const id = await engine.send("factura");
        await eventually("la tarea se completa", async () =>
          (await jobRecord(opened, id))?.state === "completed" ? true : undefined,
        );
        const jobsList = JSON.stringify([JOBS_KEY]);
        // Created, started and completed: three transactions, each announced by the database.
        await eventually("se anuncia el final", async () =>
          heard.filter((payload) => payload === jobsList).length >= 3 ? true : undefined,
        );
        expect(heard).toContain(JSON.stringify(["/api/invoices", "/api/activity"]));
      } finally {
        await unlisten();
      }
    }, 60_000);

    test("a job of a queue not in the table is refused before it reaches the database", async () => {
      await expect(engine.send("no-existe")).rejects.toThrow("no está en la tabla de tareas");
    });

    test("stop() lets the job in flight finish, and then takes no more", async () => {
      const id = await engine.send("lenta");
      await slowJobStarted.promise;
      const stopped = engine.stop();
      releaseSlowJob();
      await stopped;
      expect((await jobRecord(opened, id))?.state).toBe("completed");
      await expect(engine.send("lenta")).rejects.toThrow("El servidor se está deteniendo");
    }, 30_000);
  });
}

describeSharedPostgres("job engine", (open) => {
  test("two engines on one database: every job runs once, and each cron occurrence is sent once", async () => {
    const runs: string[] = [];
    const definitions = [
      job({
        name: "cada-minuto",
        schedule: "* * * * *",
        run: async () => {
          runs.push("cada-minuto");
        },
      }),
      job({
        name: "trabajo",
        run: async ({ data }) => {
          runs.push(String((data as { n: number }).n));
        },
      }),
    ];
    const firstMinute = Math.floor(Date.now() / 60_000);
    const [first, second] = await Promise.all([open(), open()]);
    if (!first || !second) throw new Error("no instances");
    const engines = await Promise.all(
      [first, second].map((opened) => startJobEngine(opened, { ...FAST, definitions })),
    );
    try {
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, n) => (engines[n % 2] as JobEngine).send("trabajo", { n })),
      );
      await eventually("los trabajos y la ejecución programada terminan", async () => {
        const { rows: all } = await listJobs(first.db, { limit: 500 });
        const finished = all.filter((record) => record.state === "completed");
        const cronDone = finished.some((record) => record.queue === "cada-minuto");
        const workDone = ids.every((id) => finished.some((record) => record.id === id));
        return cronDone && workDone ? true : undefined;
      });
    } finally {
      await Promise.all(engines.map((engine) => engine.stop()));
    }
    const lastMinute = Math.floor(Date.now() / 60_000);
    const work = runs.filter((run) => run !== "cada-minuto").sort((a, b) => Number(a) - Number(b));
    expect(work).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
    // Both engines check the schedule every second; one job per minute went out between them.
    const { rows: all } = await listJobs(first.db, { limit: 500 });
    const cronJobs = all.filter((record) => record.queue === "cada-minuto");
    expect(cronJobs.length).toBeGreaterThanOrEqual(1);
    expect(cronJobs.length).toBeLessThanOrEqual(lastMinute - firstMinute + 1);
    const cronRuns = runs.filter((run) => run === "cada-minuto").length;
    expect(cronRuns).toBe(cronJobs.filter((record) => record.state === "completed").length);
  }, 90_000);
});
