import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { dashboardStats } from "./stats";

export const dashboardRoutes = new Hono<AppEnv>().get("/stats", async (c) =>
  c.json(await dashboardStats(c.var.deps.db)),
);
