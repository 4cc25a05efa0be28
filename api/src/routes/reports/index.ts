import { Hono } from "hono";
import { reportsSummary } from "../../domain/reports/reports";
import type { AppEnv } from "../../http/context";

export const reportsRoutes = new Hono<AppEnv>().get("/summary", async (c) =>
  c.json(await reportsSummary(c.var.deps.db)),
);
