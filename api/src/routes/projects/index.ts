import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

export const projectsRoutes = new Hono<AppEnv>();
