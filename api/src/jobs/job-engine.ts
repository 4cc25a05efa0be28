import { sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { JOBS_KEY } from "../contract/list-relations";
import { BUSINESS_TIME_ZONE } from "../contract/values/dates";
import type { OpenedDatabase } from "../db/client";
import { LIST_CHANGES_CHANNEL, publishListChanges } from "../db/notifications";
import { DomainFailure } from "../domain/failures";
import { type Env, loadEnv } from "../env";
import { type PdfRenderer, PdfWorkerPool } from "../pdf/worker-pool";
import { jobEngineDatabase, oneReplicaAtATime } from "./engine-database";
import { type JobDefinition, jobTable } from "./job-table";

// The job queue: pg-boss (an existing engine, on PostgreSQL's SKIP LOCKED) over the app's own
// database, embedded or server. Every replica runs one; a job is claimed by one of them, a cron
// occurrence is sent once between them, and a failed attempt is retried with the row's backoff.
// What runs is the table in job-table.ts; docs/jobs.md says how to add a row.

/** pg-boss's tables live in their own schema, apart from the app's (db:backup copies it too). */
export const JOB_SCHEMA = "pgboss";

/** Finished jobs stay this long for the admin screen; pg-boss deletes them after. */
export const JOB_HISTORY_SECONDS = 14 * 24 * 60 * 60;

/** Between a replica's starts in the same hour, the at-start job is sent once (api/docs/jobs.md). */
const AT_START_SLOT_SECONDS = 60 * 60;

export const SCHEDULE_NOT_FOUND = "Tarea programada no encontrada";

export type JobEngineOptions = {
  /** The jobs to run; the product's table unless a test brings its own. */
  definitions?: readonly JobDefinition[];
  /** How often an idle worker asks for a job. Tests shorten it; 0.5 s at least. */
  pollingSeconds?: number;
  /** How often a replica checks the schedules (1 to 45 s). Tests shorten it. */
  scheduleCheckSeconds?: number;
  /** At stop, how long a job in flight may take to finish before it is left to a retry. */
  stopTimeoutMs?: number;
  log?: (line: string) => void;
  /** The server's settings, handed to every job (SECRET_KEY, the PAC's address); the process's by default. */
  env?: Env;
  /** The server's PDF renderer, for documents a job e-mails; without one the engine keeps its own. */
  pdf?: PdfRenderer;
};

export type JobEngine = {
  readonly definitions: readonly JobDefinition[];
  /** Puts a job with `data` in `name`'s queue, with the row's retry policy; answers its id. */
  send(name: string, data?: object): Promise<string>;
  /** 'Ejecutar ahora': one job of the scheduled queue `name`, now, with its retry policy; answers its id. */
  runNow(name: string): Promise<string>;
  /** Stops taking jobs; one in flight finishes, or is failed at the time limit and retried later. */
  stop(): Promise<void>;
};

/** The scheduled row `name` of `definitions`, the only kind 'Ejecutar ahora' runs, or a 404. */
export function scheduledJob(definitions: readonly JobDefinition[], name: string): JobDefinition {
  // Only a scheduled job runs without data; any other is sent by the code that has its data.
  const found = definitions.find((definition) => definition.name === name && definition.schedule);
  if (!found) throw new DomainFailure("not_found", SCHEDULE_NOT_FOUND);
  return found;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts the engine on `opened`: installs or migrates its schema, then the queues, schedules and workers. */
export async function startJobEngine(opened: OpenedDatabase, options: JobEngineOptions = {}): Promise<JobEngine> {
  const { definitions = jobTable, pollingSeconds = 2, scheduleCheckSeconds = 30, stopTimeoutMs = 2_000 } = options;
  const log = options.log ?? console.log;
  const env = options.env ?? loadEnv();
  // A pool starts no thread until its first render; the engine closes only the one it made.
  const ownPdf = options.pdf ? null : new PdfWorkerPool();
  const pdf: PdfRenderer = options.pdf ?? (ownPdf as PdfWorkerPool);
  const boss = new PgBoss({
    db: jobEngineDatabase(opened),
    backend: opened.kind,
    schema: JOB_SCHEMA,
    cronMonitorIntervalSeconds: scheduleCheckSeconds,
    cronWorkerIntervalSeconds: scheduleCheckSeconds,
    instanceName: "api",
  });
  // The engine's own trouble (a maintenance query that failed): logged, and it tries again itself.
  boss.on("error", (error) => log(`Error en la cola de tareas: ${reason(error)}`));
  // Its own diagnostics (a slow query, a queue piling up): worth a line in the server's log.
  boss.on("warning", (warning) => log(`Aviso de la cola de tareas: ${warning.message}`));
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  try {
    await oneReplicaAtATime(opened, async () => {
      await boss.start();
      await announceJobChanges(opened);
      for (const definition of definitions) await prepareQueue(boss, definition);
      // A schedule removed from the table, or of a queue no longer in it, stops firing.
      for (const schedule of await boss.getSchedules()) {
        if (!byName.get(schedule.name)?.schedule) await boss.unschedule(schedule.name, schedule.key);
      }
    });
    for (const definition of definitions)
      await startWorker(boss, { opened, env, pdf }, definition, pollingSeconds, log);
    for (const definition of definitions) {
      if (definition.atStart) {
        await boss.send(definition.name, null, { singletonKey: "arranque", singletonSeconds: AT_START_SLOT_SECONDS });
      }
    }
  } catch (error) {
    // A half-started engine must not keep polling a database its caller is about to close.
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    await ownPdf?.close();
    throw error;
  }

  let stopping = false;
  async function send(name: string, data: object | null = null) {
    if (stopping) throw new DomainFailure("unavailable", "El servidor se está deteniendo. Inténtelo de nuevo.", 5);
    const id = await boss.send(name, data);
    if (!id) throw new DomainFailure("unavailable", "No se pudo poner la tarea en la cola. Inténtelo de nuevo.", 5);
    return id;
  }
  return {
    definitions,
    async send(name, data) {
      if (!byName.has(name)) throw new Error(`La tarea ${name} no está en la tabla de tareas (src/jobs/job-table.ts)`);
      return send(name, data);
    },
    async runNow(name) {
      return send(scheduledJob(definitions, name).name);
    },
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
      await ownPdf?.close();
    },
  };
}

/** The queue's worker: runs the row's handler on each job it claims, and logs how the job ended. */
async function startWorker(
  boss: PgBoss,
  { opened, env, pdf }: { opened: OpenedDatabase; env: Env; pdf: PdfRenderer },
  definition: JobDefinition,
  pollingSeconds: number,
  log: (line: string) => void,
) {
  // The lists a run's work changed are published when it ends, failed or not (a failed run may
  // have done part of its work), as a write's are (api/docs/live-updates.md). The jobs' own list
  // is published by the database itself (announceJobChanges).
  const publish = (paths: readonly string[]) =>
    publishListChanges(opened.db, paths).catch((error: unknown) =>
      log(`No se pudo avisar a las pantallas abiertas de la tarea ${definition.name}: ${reason(error)}`),
    );
  await boss.work(definition.name, { pollingIntervalSeconds: pollingSeconds }, async ([job]) => {
    if (!job) return;
    try {
      const output = await definition.run({ db: opened.db, env, pdf, data: job.data, signal: job.signal });
      log(`Tarea ${definition.name} completada (${job.id}).`);
      return output;
    } catch (error) {
      log(`Tarea ${definition.name} falló en el intento ${job.retryCount + 1} (${job.id}): ${reason(error)}`);
      throw error;
    } finally {
      await publish(definition.changes);
    }
  });
}

/**
 * A job created, started, retried, completed or failed, by any replica or by the engine's own
 * upkeep (an expired attempt), publishes the jobs' list to open screens (api/docs/live-updates.md),
 * so 'Tareas programadas' needs no polling. A row trigger on pg-boss's job table (PostgreSQL clones
 * it to every queue's partition, those made later included); PostgreSQL sends one of identical
 * notifications per transaction.
 */
async function announceJobChanges(opened: OpenedDatabase) {
  const payload = JSON.stringify([JOBS_KEY]);
  await opened.db.execute(
    sql.raw(`create or replace function ${JOB_SCHEMA}.announce_job_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${LIST_CHANGES_CHANNEL}', '${payload}');
        return null;
      end $$`),
  );
  await opened.db.execute(
    sql.raw(`create or replace trigger announce_job_change
      after insert or update of state on ${JOB_SCHEMA}.job
      for each row execute function ${JOB_SCHEMA}.announce_job_change()`),
  );
}

/** The queue with the row's retry policy and time limit, created or brought up to date. */
async function prepareQueue(boss: PgBoss, definition: JobDefinition) {
  const policy = {
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    expireInSeconds: definition.timeoutSeconds,
    deleteAfterSeconds: JOB_HISTORY_SECONDS,
  };
  // Both: creating an existing queue changes nothing, and a changed row must reach the stored policy.
  await boss.createQueue(definition.name, policy);
  await boss.updateQueue(definition.name, policy);
  if (definition.schedule) {
    await boss.schedule(definition.name, definition.schedule, null, { tz: BUSINESS_TIME_ZONE });
  }
}
