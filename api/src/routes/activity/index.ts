import { Hono } from "hono";
import { activityListQuery } from "../../contract/activity";
import { listActivity } from "../../domain/activity";
import { activityVisibleTo } from "../../http/access";
import { type AppEnv, requireUser } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { validate } from "../../http/validate";

export const activityRoutes = new Hono<AppEnv>().get("/", validate("query", activityListQuery), async (c) =>
  pagedJson(c, await listActivity(c.var.deps.db, c.req.valid("query"), activityVisibleTo(requireUser(c).role))),
);
