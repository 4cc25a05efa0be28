import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { dumpPglite } from "../db/backup";
import { attachPglite, type OpenedDatabase, openDatabase } from "../db/client";
import { createPglite } from "../db/pglite";
import { restoreDatabase } from "../db/restore";
import { listJobs } from "../domain/jobs";
import { emptyPostgresDatabase, postgresAvailable } from "../test/backups";
import { tempDataDir } from "../test/processes";
import { type JobEngine, startJobEngine } from "./job-engine";
import type { JobDefinition } from "./job-table";

// db:backup copies the job queue's schema with the rest (api/docs/backup.md): a copy of a database
// the engine ran on loads into an empty PostgreSQL database and into a new embedded one, the jobs'
// history comes along, and the engine starts on the copy and runs new jobs.

const ran: string[] = [];
const definitions: JobDefinition[] = [
  {
    name: "copia-prueba",
    title: "Prueba de copia",
    schedule: "0 3 * * *",
    run: async ({ data }) => {
      ran.push(JSON.stringify(data));
    },
    retry: { limit: 1, delaySeconds: 1, backoff: false },
    timeoutSeconds: 60,
    changes: [],
  },
];
const FAST = { definitions, pollingSeconds: 0.5, log: () => {} };

async function completed(opened: OpenedDatabase, id: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await listJobs(opened.db, { state: "completed" }, definitions);
    if (rows.some((job) => job.id === id)) return;
    await Bun.sleep(100);
  }
  throw new Error(`La tarea ${id} no se completó`);
}

/** The copy's jobs are the source's, and the engine on the copy runs a new one. */
async function expectWorkingCopy(restored: OpenedDatabase, sourceJobs: unknown) {
  expect((await listJobs(restored.db, {}, definitions)).rows).toEqual(sourceJobs as never);
  const engine = await startJobEngine(restored, FAST);
  try {
    const id = await engine.send("copia-prueba", { después: true });
    await completed(restored, id);
  } finally {
    await engine.stop();
  }
}

describe("db:backup and db:restore with the job queue", () => {
  let files: ReturnType<typeof tempDataDir>;
  let dumpFile: string;
  let client: PGlite;
  let source: OpenedDatabase;
  let sourceJobs: unknown;

  beforeAll(async () => {
    files = tempDataDir("jobs-dump");
    dumpFile = join(files.dir, "copia.sql");
    client = await createPglite();
    source = await attachPglite(client);
    const engine: JobEngine = await startJobEngine(source, FAST);
    try {
      await completed(source, await engine.send("copia-prueba", { antes: true }));
    } finally {
      await engine.stop();
    }
    sourceJobs = (await listJobs(source.db, {}, definitions)).rows;
    writeFileSync(dumpFile, await dumpPglite(client));
  }, 30_000);
  afterAll(async () => {
    await source?.close();
    files?.remove();
  });

  test("into a new embedded database", async () => {
    const data = tempDataDir("jobs-restored");
    try {
      await restoreDatabase({ dataDir: data.dir }, dumpFile);
      const restored = await openDatabase({ dataDir: data.dir });
      try {
        await expectWorkingCopy(restored, sourceJobs);
      } finally {
        await restored.close();
      }
    } finally {
      data.remove();
    }
  }, 30_000);

  test.skipIf(!postgresAvailable)(
    "into an empty PostgreSQL database",
    async () => {
      const target = await emptyPostgresDatabase();
      try {
        await restoreDatabase({ databaseUrl: target.url, dataDir: "unused" }, dumpFile);
        const restored = await openDatabase({ databaseUrl: target.url });
        try {
          await expectWorkingCopy(restored, sourceJobs);
        } finally {
          await restored.close();
        }
      } finally {
        await target.drop();
      }
    },
    30_000,
  );

  test("the job completed before the copy did not run again on a copy", () => {
    expect(ran.filter((data) => data.includes("antes"))).toHaveLength(1);
  });
});
