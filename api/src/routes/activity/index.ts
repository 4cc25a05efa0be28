import { Hono } from "hono";
import { z } from "zod";
import { latestActivity } from "../../domain/activity";
import type { AppEnv } from "../../http/context";
import { validate } from "../../http/validate";

export const ACTIVITY_DEFAULT_LIMIT = 10;
export const ACTIVITY_MAX_LIMIT = 50;
export const ACTIVITY_LIMIT_MESSAGE = `El límite debe ser un número entero entre 1 y ${ACTIVITY_MAX_LIMIT}`;

const activityQuery = z.object({
  limit: z
    .string({ error: ACTIVITY_LIMIT_MESSAGE })
    .regex(/^\d{1,4}$/, { error: ACTIVITY_LIMIT_MESSAGE })
    .transform(Number)
    .pipe(
      z.number().min(1, { error: ACTIVITY_LIMIT_MESSAGE }).max(ACTIVITY_MAX_LIMIT, { error: ACTIVITY_LIMIT_MESSAGE }),
    )
    .optional(),
});

export const activityRoutes = new Hono<AppEnv>().get("/", validate("query", activityQuery), async (c) => {
  const { limit = ACTIVITY_DEFAULT_LIMIT } = c.req.valid("query");
  return c.json(await latestActivity(c.var.deps.db, limit));
});
