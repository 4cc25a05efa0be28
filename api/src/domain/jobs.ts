import { CronExpressionParser } from "cron-parser";
import { and, desc, eq, not, type SQL, sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  type JobListQuery,
  type JobRecord,
  type JobScheduleRecord,
  type JobState,
  jobStateLabels,
  type Page,
} from "../contract";
import { type Db, rows } from "../db/client";
import { JOB_SCHEMA } from "../jobs/job-engine";
import { type JobDefinition, jobTable } from "../jobs/job-table";
import { countAll, pageAndTotal, withPage } from "./paging";

// What the admin screen 'Tareas programadas' reads of the job queue (api/docs/jobs.md). The tables
// are pg-boss's own (src/jobs/): described here for reading only, never migrated by drizzle-kit.

const engineSchema = pgSchema(JOB_SCHEMA);
const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

const jobRows = engineSchema.table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  state: text("state").$type<JobState>().notNull(),
  retryLimit: integer("retry_limit").notNull(),
  retryCount: integer("retry_count").notNull(),
  startAfter: timestampColumn("start_after").notNull(),
  createdOn: timestampColumn("created_on").notNull(),
  startedOn: timestampColumn("started_on"),
  completedOn: timestampColumn("completed_on"),
  output: jsonb("output"),
  blocked: boolean("blocked"),
});

const scheduleRows = engineSchema.table("schedule", {
  name: text("name").notNull(),
  key: text("key").notNull(),
  cron: text("cron").notNull(),
  timezone: text("timezone").notNull(),
});

/** The engine's own queues (the cron's forwarding queue) are not the product's jobs. */
const productJobs: SQL = not(sql`starts_with(${jobRows.name}, '__pgboss__')`);

/** The queue's title in the table the engine runs, else its name (a queue since removed from the table). */
const titleIn = (definitions: readonly JobDefinition[]) => (queue: string) =>
  definitions.find((definition) => definition.name === queue)?.title ?? queue;

/** Whether the engine has installed its tables (a database no server has started on has none). */
async function engineInstalled(db: Db): Promise<boolean> {
  const result = await db.execute<{ installed: boolean }>(
    sql`select to_regclass(${`${JOB_SCHEMA}.job`}) is not null as installed`,
  );
  return rows(result)[0]?.installed === true;
}

/** A failed attempt's message, as pg-boss keeps it (the error serialized into the job's output). */
function errorMessage(output: unknown): string | null {
  if (output && typeof output === "object" && "message" in output && typeof output.message === "string") {
    return output.message;
  }
  return null;
}

type JobRow = typeof jobRows.$inferSelect;

function toJobRecord(row: JobRow, titleOf: (queue: string) => string): JobRecord {
  // retry_count counts the claims after the first: a job that has started has made one more attempt.
  const attempts = row.startedOn ? row.retryCount + 1 : 0;
  return {
    id: row.id,
    queue: row.name,
    title: titleOf(row.name),
    state: row.state,
    stateLabel: jobStateLabels[row.state],
    createdAt: row.createdOn.toISOString(),
    startedAt: row.startedOn?.toISOString() ?? null,
    completedAt: row.completedOn?.toISOString() ?? null,
    runAfter: row.startAfter.toISOString(),
    attempts,
    maxAttempts: row.retryLimit + 1,
    // A completed job's output is what its handler answered, not an error.
    lastError: row.state === "completed" ? null : errorMessage(row.output),
  };
}

/** Recent jobs of every queue, newest first; `state` narrows them to one state. */
export async function listJobs(
  db: Db,
  query: JobListQuery,
  definitions: readonly JobDefinition[] = jobTable,
): Promise<Page<JobRecord>> {
  if (!(await engineInstalled(db))) return { rows: [], total: 0 };
  const where = and(productJobs, query.state ? eq(jobRows.state, query.state) : undefined);
  const page = withPage(
    db.select().from(jobRows).where(where).orderBy(desc(jobRows.createdOn), desc(jobRows.id)).$dynamic(),
    query,
  );
  const { rows: found, total } = await pageAndTotal(query, page, () =>
    db.select({ n: countAll }).from(jobRows).where(where),
  );
  const titleOf = titleIn(definitions);
  return { rows: found.map((row) => toJobRecord(row, titleOf)), total };
}

/** Every schedule the engine keeps, with its next occurrence after `now`. */
export async function listSchedules(
  db: Db,
  definitions: readonly JobDefinition[] = jobTable,
  now = new Date(),
): Promise<JobScheduleRecord[]> {
  if (!(await engineInstalled(db))) return [];
  const titleOf = titleIn(definitions);
  const schedules = await db.select().from(scheduleRows).orderBy(scheduleRows.name, scheduleRows.key);
  return schedules.map((schedule) => ({
    queue: schedule.name,
    title: titleOf(schedule.name),
    cron: schedule.cron,
    timeZone: schedule.timezone,
    nextRunAt: CronExpressionParser.parse(schedule.cron, { tz: schedule.timezone, currentDate: now })
      .next()
      .toDate()
      .toISOString(),
  }));
}
