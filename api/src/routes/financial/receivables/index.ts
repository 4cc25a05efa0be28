import { Hono } from "hono";
import { receivableListQuery } from "../../../contract";
import { listReceivables } from "../../../domain/receivables";
import type { AppEnv } from "../../../http/context";
import { pagedJson } from "../../../http/paging";
import { validate } from "../../../http/validate";

export const receivablesRoutes = new Hono<AppEnv>().get("/", validate("query", receivableListQuery), async (c) =>
  pagedJson(c, await listReceivables(c.var.deps.db, c.req.valid("query"))),
);
