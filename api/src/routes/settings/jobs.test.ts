import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { endpoints, JOB_STATE_MESSAGE, PAGE_LIMIT_MESSAGE, TOTAL_COUNT_HEADER } from "../../contract";
import type { OpenedDatabase } from "../../db/client";
import { FORBIDDEN_MESSAGE } from "../../http/access";
import { type JobEngine, SCHEDULE_NOT_FOUND, startJobEngine } from "../../jobs/job-engine";
import type { JobDefinition } from "../../jobs/job-table";
import { testDatabases } from "../../test/databases";
import { createUser, jsonRequest, signIn, type TestApp, testApp } from "../../test/harness";
import { parseAnswer, sendTyped, urlOf } from "../../test/typed-request";

// GET /api/settings/jobs (recent jobs, paged, states in Spanish), GET …/schedules (next run) and
// POST …/schedules/:queue/run ('Ejecutar ahora'): admins only, on the real engine of each database.

const definitions: JobDefinition[] = [
  {
    name: "informe-diario",
    title: "Informe diario de prueba",
    schedule: "30 6 * * *",
    run: async () => ({ enviado: true }),
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    timeoutSeconds: 60,
    changes: [],
  },
  {
    name: "reintento-externo",
    title: "Reintento de prueba",
    run: async () => {
      throw new Error("La DGI no respondió");
    },
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    timeoutSeconds: 60,
    changes: [],
  },
];

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await Bun.sleep(100);
  }
  throw new Error(`Nunca ocurrió: ${what}`);
}

for (const database of testDatabases) {
  describe(`/api/settings/jobs [${database.name}]`, () => {
    let opened: OpenedDatabase;
    let engine: JobEngine;
    let app: TestApp;
    let cookie: string;

    /** A page of the jobs list, with the X-Total-Count it answered. */
    const jobs = async (query?: Record<string, string>) => {
      const response = await jsonRequest(app, "GET", urlOf(endpoints.listJobs, {}, query), { cookie });
      return {
        total: response.headers.get(TOTAL_COUNT_HEADER),
        body: await parseAnswer(endpoints.listJobs, response),
      };
    };
    /** A GET answered whatever its status: for the refusals. */
    const get = async (path: string) => {
      const response = await jsonRequest(app, "GET", path, { cookie });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    beforeAll(async () => {
      opened = await database.open();
      engine = await startJobEngine(opened, { definitions, pollingSeconds: 0.5, log: () => {} });
      app = testApp(opened.db, {}, engine);
      const admin = await createUser(opened.db, { role: "admin" });
      cookie = await signIn(app, admin.email, admin.password);
    }, 30_000);
    afterAll(async () => {
      await engine?.stop();
      await opened?.close();
    }, 30_000);

    test("only admins see the queue and run a schedule; others get 403, no session 401", async () => {
      for (const role of ["staff", "finance"] as const) {
        const user = await createUser(opened.db, { role });
        const theirs = await signIn(app, user.email, user.password);
        for (const [method, path] of [
          ["GET", "/api/settings/jobs"],
          ["GET", "/api/settings/jobs/schedules"],
          ["POST", "/api/settings/jobs/schedules/informe-diario/run"],
        ] as const) {
          const response = await jsonRequest(app, method, path, { cookie: theirs });
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ error: FORBIDDEN_MESSAGE });
        }
      }
      expect((await jsonRequest(app, "GET", "/api/settings/jobs")).status).toBe(401);
    });

    test("'Ejecutar ahora' queues a job that runs; a failed one shows 'Fallida' and its error", async () => {
      const { id, queue } = await sendTyped(app, cookie, endpoints.runJobNow, { params: { queue: "informe-diario" } });
      expect(queue).toBe("informe-diario");
      const failingId = await engine.send("reintento-externo");

      const completed = await until("la tarea se completa", async () => {
        const { body } = await jobs({ state: "completed" });
        return body.find((job) => job.id === id);
      });
      expect(completed).toMatchObject({
        queue: "informe-diario",
        title: "Informe diario de prueba",
        state: "completed",
        stateLabel: "Completada",
        attempts: 1,
        maxAttempts: 3,
        lastError: null,
      });
      expect(Date.parse(completed.completedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(completed.createdAt));

      const failed = await until("la tarea falla", async () => {
        const { body } = await jobs({ state: "failed" });
        return body.find((job) => job.id === failingId);
      });
      expect(failed).toMatchObject({ stateLabel: "Fallida", lastError: "La DGI no respondió", attempts: 1 });
    }, 60_000);

    test("the list pages newest first and counts every job in X-Total-Count", async () => {
      for (let n = 0; n < 3; n += 1) await engine.send("reintento-externo");
      const all = await jobs();
      const total = Number(all.total);
      expect(total).toBe(all.body.length);
      expect(total).toBeGreaterThanOrEqual(5);
      const created = all.body.map((job) => Date.parse(job.createdAt));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      // The engine's own queues are not listed.
      expect(all.body.every((job) => !job.queue.startsWith("__pgboss__"))).toBe(true);

      const second = await jobs({ limit: "2", offset: "2" });
      expect(second.total).toBe(String(total));
      expect(second.body.map((job) => job.id)).toEqual(all.body.slice(2, 4).map((job) => job.id));
    }, 30_000);

    test("the schedules show their next run in Panama's time", async () => {
      const body = await sendTyped(app, cookie, endpoints.jobSchedules, {});
      expect(body).toHaveLength(1);
      const [schedule] = body;
      expect(schedule).toMatchObject({
        queue: "informe-diario",
        title: "Informe diario de prueba",
        cron: "30 6 * * *",
        timeZone: "America/Panama",
      });
      // 06:30 in Panama is 11:30 UTC, within the next day.
      const next = new Date(schedule?.nextRunAt ?? "");
      expect(next.getUTCHours()).toBe(11);
      expect(next.getUTCMinutes()).toBe(30);
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    });

    test("bad input gets a Spanish 400 or 404 and queues nothing", async () => {
      const before = Number((await jobs()).total);
      const badState = await get("/api/settings/jobs?state=perdida");
      expect(badState.status).toBe(400);
      expect(badState.body.issues).toEqual([{ field: "state", message: JOB_STATE_MESSAGE }]);
      const badLimit = await get("/api/settings/jobs?limit=0");
      expect(badLimit.status).toBe(400);
      expect(badLimit.body.issues).toEqual([{ field: "limit", message: PAGE_LIMIT_MESSAGE }]);

      for (const queue of ["no-existe", "reintento-externo", "__pgboss__send-it"]) {
        const response = await jsonRequest(app, "POST", `/api/settings/jobs/schedules/${queue}/run`, { cookie });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: SCHEDULE_NOT_FOUND });
      }
      expect(Number((await jobs()).total)).toBe(before);
    });

    test("without the engine: 'Ejecutar ahora' answers 503, a database it never ran on lists nothing", async () => {
      // Its table is the product's, whose 'purge' is scheduled.
      const bare = testApp(opened.db);
      const response = await jsonRequest(bare, "POST", "/api/settings/jobs/schedules/purge/run", { cookie });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: "La cola de tareas no está en marcha en este servidor." });

      const fresh = await database.open();
      try {
        const freshApp = testApp(fresh.db);
        const admin = await createUser(fresh.db, { role: "admin" });
        const freshCookie = await signIn(freshApp, admin.email, admin.password);
        const listed = await jsonRequest(freshApp, "GET", "/api/settings/jobs", { cookie: freshCookie });
        expect(listed.headers.get(TOTAL_COUNT_HEADER)).toBe("0");
        expect(await parseAnswer(endpoints.listJobs, listed)).toEqual([]);
        expect(await sendTyped(freshApp, freshCookie, endpoints.jobSchedules, {})).toEqual([]);
      } finally {
        await fresh.close();
      }
    }, 30_000);
  });
}
