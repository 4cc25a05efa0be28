import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { listReceivables } from "../../../domain/finance/receivables";
import type { AppEnv } from "../../../http/context";
import { pagedJson } from "../../../http/paging";
import { validate } from "../../../http/validate";

export const receivablesRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", endpoints.listReceivables.query),
  async (c) => pagedJson(c, await listReceivables(c.var.deps.db, c.req.valid("query"))),
);
