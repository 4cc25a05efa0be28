import { Hono } from "hono";
import { checkDatabase } from "../../db/client";
import type { AppEnv } from "../../http/context";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const database = await checkDatabase(c.var.deps.db);
  return c.json({ status: database ? "ok" : "error", database: database ? "ok" : "error" }, database ? 200 : 503);
});
