import { afterAll, describe, expect, test } from "bun:test";
import { endpoints, type JobRecord } from "../contract";
import { createServerDatabase, testDatabases } from "../test/databases";
import { apiRequest, type ServerProcess, signInTo, startServer, tempDataDir } from "../test/processes";
import { parseAnswer } from "../test/typed-request";

// Two server processes (replicas) on one PostgreSQL database, each with its own job engine: the
// purge sent at start and the purges asked for with 'Ejecutar ahora' on either replica each run
// exactly once between them. Each replica logs every job it completes; the logs are the proof.

const hasPostgres = testDatabases.some((database) => database.name === "postgres");

/** The lines of `output` saying which jobs of `queue` this replica completed. */
const completedIds = (output: string, queue: string) =>
  [...output.matchAll(new RegExp(`Tarea ${queue} completada \\(([0-9a-f-]+)\\)`, "g"))].map((match) => match[1]);

async function jobs(server: ServerProcess, cookie: string): Promise<JobRecord[]> {
  return parseAnswer(endpoints.listJobs, await apiRequest(server, "GET", "/api/settings/jobs?limit=500", cookie));
}

describe.if(hasPostgres)("job queue across replicas [processes, postgres]", () => {
  const data = tempDataDir("jobs");
  const replicas: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;

  afterAll(async () => {
    for (const replica of replicas) if (replica.process.exitCode === null) replica.process.kill("SIGKILL");
    await Promise.all(replicas.map((replica) => replica.exited));
    await database?.drop();
    data.remove();
  }, 30_000);

  test("every purge, at start or asked for on either replica, runs once between the two", async () => {
    database = await createServerDatabase();
    const env = { DATABASE_URL: database.url };
    // Both start together: both install the engine's schema and send the at-start purge.
    const started = await Promise.all([startServer(data.dir, env), startServer(data.dir, env)]);
    replicas.push(...started);
    const [first, second] = started as [ServerProcess, ServerProcess];
    const cookies = [await signInTo(first), await signInTo(second)];

    const asked: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const replica = n % 2 === 0 ? first : second;
      const response = await apiRequest(replica, "POST", "/api/settings/jobs/schedules/purge/run", cookies[n % 2]);
      asked.push((await parseAnswer(endpoints.runJobNow, response)).id);
    }

    const deadline = Date.now() + 60_000;
    let listed = await jobs(first, cookies[0] ?? "");
    while (
      listed.some((job) => job.state !== "completed") ||
      !asked.every((id) => listed.some((job) => job.id === id))
    ) {
      if (Date.now() > deadline) throw new Error(`Tareas sin terminar: ${JSON.stringify(listed)}`);
      await Bun.sleep(200);
      listed = await jobs(first, cookies[0] ?? "");
    }
    // The start purges of both replicas (one between them, unless they started across an hour) and the ten asked.
    const purges = listed.filter((job) => job.queue === "purge");
    expect(purges.length).toBeGreaterThanOrEqual(11);
    expect(purges.length).toBeLessThanOrEqual(12);
    expect(purges.every((job) => job.attempts === 1 && job.stateLabel === "Completada")).toBe(true);

    for (const replica of started) replica.process.kill("SIGTERM");
    expect(await Promise.all(started.map((replica) => replica.exited))).toEqual([0, 0]);
    const ran = [...completedIds(first.output(), "purge"), ...completedIds(second.output(), "purge")];
    expect(ran.sort()).toEqual(purges.map((job) => job.id).sort());
  }, 120_000);
});
