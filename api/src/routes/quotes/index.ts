import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const quotesRoutes = new Hono<AppEnv>();
