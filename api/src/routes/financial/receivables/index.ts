import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";

export const receivablesRoutes = new Hono<AppEnv>();
