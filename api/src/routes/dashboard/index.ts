import { Hono } from "hono";
import { dashboardStats } from "../../domain/reports/dashboard";
import type { AppEnv } from "../../http/context";

export const dashboardRoutes = new Hono<AppEnv>().get("/stats", async (c) =>
  c.json(await dashboardStats(c.var.deps.db)),
);
