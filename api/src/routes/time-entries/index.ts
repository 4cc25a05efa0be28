import { Hono } from "hono";
import { endpoints } from "../../contract";
import {
  createTimeEntry,
  deleteTimeEntry,
  findTimeEntry,
  listTimeEntries,
  TIME_ENTRY_NOT_FOUND,
  updateTimeEntry,
} from "../../domain/time/entries";
import { invoiceHours, previewHoursInvoice } from "../../domain/time/invoicing";
import { listTimePeople, type TimeViewer } from "../../domain/time/people";
import { projectHours } from "../../domain/time/project-hours";
import { runningTimer, startTimer, stopTimer } from "../../domain/time/timer";
import { readTimesheetWeek, saveTimesheetWeek } from "../../domain/time/timesheet";
import { type AppContext, type AppEnv, actorOf, requireUser } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

// /api/time-entries (api/docs/time.md): the entries, the timer, the weekly timesheet, a project's
// hours and 'Facturar horas'. The fixed paths come before /:id, so 'timer' is never read as an id.

/** Who calls: staff see and write only their own hours (the domain decides with it). */
const viewerOf = (c: AppContext): TimeViewer => {
  const user = requireUser(c);
  return { userId: user.id, role: user.role };
};

const entryId = (c: AppContext) => idParam(c, TIME_ENTRY_NOT_FOUND);

export const timeEntriesRoutes = new Hono<AppEnv>()
  .get("/timer", async (c) => c.json(await runningTimer(c.var.deps.db, viewerOf(c))))
  .post("/timer/start", validate("json", endpoints.startTimer.body), async (c) =>
    c.json(await startTimer(c.var.deps.db, c.req.valid("json"), viewerOf(c), actorOf(c)), 201),
  )
  .post("/timer/stop", async (c) => c.json(await stopTimer(c.var.deps.db, viewerOf(c), actorOf(c))))
  .get("/week", validate("query", endpoints.timesheetWeek.query), async (c) =>
    c.json(await readTimesheetWeek(c.var.deps.db, c.req.valid("query"), viewerOf(c))),
  )
  .put("/week", validate("json", endpoints.saveTimesheetWeek.body), async (c) =>
    c.json(await saveTimesheetWeek(c.var.deps.db, c.req.valid("json"), viewerOf(c), actorOf(c))),
  )
  .get("/people", async (c) => c.json(await listTimePeople(c.var.deps.db)))
  .get("/summary", validate("query", endpoints.projectHours.query), async (c) =>
    c.json(await projectHours(c.var.deps.db, c.req.valid("query").projectId, viewerOf(c))),
  )
  .get("/invoice-preview", validate("query", endpoints.previewHoursInvoice.query), async (c) =>
    c.json(await previewHoursInvoice(c.var.deps.db, c.req.valid("query"))),
  )
  .post("/invoice", validate("json", endpoints.invoiceHours.body), async (c) =>
    c.json(await invoiceHours(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .get("/", validate("query", endpoints.listTimeEntries.query), async (c) =>
    pagedJson(c, await listTimeEntries(c.var.deps.db, c.req.valid("query"), viewerOf(c))),
  )
  .post("/", validate("json", endpoints.createTimeEntry.body), async (c) =>
    c.json(await createTimeEntry(c.var.deps.db, c.req.valid("json"), viewerOf(c), actorOf(c)), 201),
  )
  .get("/:id", async (c) => c.json(await findTimeEntry(c.var.deps.db, entryId(c), viewerOf(c))))
  .patch("/:id", validate("json", endpoints.updateTimeEntry.body), async (c) =>
    c.json(await updateTimeEntry(c.var.deps.db, entryId(c), c.req.valid("json"), viewerOf(c), actorOf(c))),
  )
  .delete("/:id", async (c) => {
    await deleteTimeEntry(c.var.deps.db, entryId(c), viewerOf(c), actorOf(c));
    return c.body(null, 204);
  });
