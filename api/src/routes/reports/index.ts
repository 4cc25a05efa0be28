import { Hono } from "hono";
import { endpoints } from "../../contract";
import { reportsSummary } from "../../domain/reports/reports";
import { timeReportExport } from "../../domain/time/report-exports";
import { timeReport } from "../../domain/time/reports";
import type { AppEnv } from "../../http/context";
import { exportResponse } from "../../http/exports";
import { validate } from "../../http/validate";

export const reportsRoutes = new Hono<AppEnv>()
  .get("/summary", async (c) => c.json(await reportsSummary(c.var.deps.db)))
  // The time reports (api/docs/time.md, "Reports"): admin and finance.
  .get("/time/export", validate("query", endpoints.exportTimeReport.query), async (c) => {
    const query = c.req.valid("query");
    return exportResponse(c, query.format, timeReportExport(c.var.deps.db, query));
  })
  .get("/time", validate("query", endpoints.timeReport.query), async (c) =>
    c.json(await timeReport(c.var.deps.db, c.req.valid("query"))),
  );
