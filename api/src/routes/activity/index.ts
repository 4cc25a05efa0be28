import { Hono } from "hono";
import { endpoints } from "../../contract";
import { listActivity } from "../../domain/activity";
import { activityVisibleTo } from "../../http/access";
import { type AppEnv, requireUser } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { validate } from "../../http/validate";

export const activityRoutes = new Hono<AppEnv>().get("/", validate("query", endpoints.activity.query), async (c) =>
  pagedJson(c, await listActivity(c.var.deps.db, c.req.valid("query"), activityVisibleTo(requireUser(c).role))),
);
