import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const activityRoutes = new Hono<AppEnv>();
