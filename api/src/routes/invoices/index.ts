import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const invoicesRoutes = new Hono<AppEnv>();
