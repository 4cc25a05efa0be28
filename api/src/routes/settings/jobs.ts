import { Hono } from "hono";
import { endpoints, type JobRunRecord } from "../../contract";
import { DomainFailure } from "../../domain/failures";
import { listJobs, listSchedules } from "../../domain/jobs";
import type { AppContext, AppEnv } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { validate } from "../../http/validate";
import { scheduledJob } from "../../jobs/job-engine";
import { jobTable } from "../../jobs/job-table";

/** The table the running engine was started with (the product's, unless a test brought its own). */
const definitionsOf = (c: AppContext) => c.var.deps.jobs?.definitions ?? jobTable;

/** /api/settings/jobs: the job queue, for admins (http/access.ts; rules: api/docs/jobs.md). */
export const jobsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listJobs.query), async (c) =>
    pagedJson(c, await listJobs(c.var.deps.db, c.req.valid("query"), definitionsOf(c))),
  )
  .get("/schedules", async (c) => c.json(await listSchedules(c.var.deps.db, definitionsOf(c))))
  .post("/schedules/:queue/run", async (c) => {
    const queue = scheduledJob(definitionsOf(c), c.req.param("queue")).name;
    const { jobs } = c.var.deps;
    // An app built without the engine (a script, a test of other routes) has no queue to send to.
    if (!jobs) throw new DomainFailure("unavailable", "La cola de tareas no está en marcha en este servidor.", 5);
    const answer: JobRunRecord = { id: await jobs.runNow(queue), queue };
    return c.json(answer, 201);
  });
