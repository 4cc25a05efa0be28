import { Hono } from "hono";
import { financialSummary } from "../../../domain/finance/summary";
import type { AppEnv } from "../../../http/context";

export const financialSummaryRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await financialSummary(c.var.deps.db)),
);
