import { optionalFilter, pagingFields } from "./values/paging";
import { countOf, instantText } from "./values/record-fields";
import { z } from "./zod";

// The job queue as the admin screen 'Tareas programadas' sees it (rules: api/docs/jobs.md):
// GET /api/settings/jobs, recent jobs newest first, paged; GET /api/settings/jobs/schedules, the
// schedules with their next run; POST /api/settings/jobs/schedules/:queue/run, 'Ejecutar ahora'.

/** The states of a job in the queue (pg-boss's names). */
export const jobStates = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof jobStates)[number];
export const jobStateLabels: Record<JobState, string> = {
  created: "Creada",
  retry: "Reintentando",
  active: "En curso",
  completed: "Completada",
  cancelled: "Cancelada",
  failed: "Fallida",
};

export const JOB_STATE_MESSAGE = "Estado de tarea inválido";

/** `?state=&limit=&offset=`: one state or all, one page. */
export const jobListQuery = z.object({
  state: optionalFilter(jobStates, JOB_STATE_MESSAGE),
  limit: pagingFields.limit,
  offset: pagingFields.offset,
});
export type JobListQuery = z.output<typeof jobListQuery>;

/** One job: one run of a queue's work, with its attempts. */
export const jobRecord = z.object({
  id: z.string(),
  queue: z.string(),
  /** The queue's name in Spanish, or the queue's own name for one no longer in the job table. */
  title: z.string(),
  state: z.enum(jobStates),
  stateLabel: z.string(),
  createdAt: instantText(),
  startedAt: instantText().nullable(),
  completedAt: instantText().nullable(),
  /** When a job waiting ('created', 'retry') may run: a retry's backoff shows here. */
  runAfter: instantText("Desde cuándo puede correr"),
  /** Attempts made so far (a job waiting for its first has made none). */
  attempts: countOf("Intentos hechos"),
  /** Attempts it may make in all: the first and its retries. */
  maxAttempts: countOf("Intentos posibles en total"),
  /** The last failed attempt's message, when there was one. */
  lastError: z.string().nullable(),
});
export type JobRecord = z.infer<typeof jobRecord>;

/** A queue that runs on a schedule. */
export const jobScheduleRecord = z.object({
  queue: z.string(),
  title: z.string(),
  /** The cron expression, in `timeZone`. */
  cron: z.string(),
  timeZone: z.string(),
  nextRunAt: instantText("Próxima ejecución"),
});
export type JobScheduleRecord = z.infer<typeof jobScheduleRecord>;

/** What 'Ejecutar ahora' answers: the job it put in the queue. */
export const jobRunRecord = z.object({ id: z.string(), queue: z.string() });
export type JobRunRecord = z.infer<typeof jobRunRecord>;
