import { Hono } from "hono";
import { listCategories } from "../../../domain/finance/transactions";
import type { AppEnv } from "../../../http/context";

export const categoriesRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listCategories(c.var.deps.db)));
