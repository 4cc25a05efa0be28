import { Hono } from "hono";
import { listReceivables } from "../../../domain/receivables";
import type { AppEnv } from "../../../http/context";

export const receivablesRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listReceivables(c.var.deps.db)));
