import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const reportsRoutes = new Hono<AppEnv>();
