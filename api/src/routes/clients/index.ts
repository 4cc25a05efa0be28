import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const clientsRoutes = new Hono<AppEnv>();
