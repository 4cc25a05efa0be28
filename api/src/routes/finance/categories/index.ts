import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { CATEGORY_NOT_FOUND, listCategories, updateCategoryAccount } from "../../../domain/finance/categories";
import { type AppEnv, actorOf } from "../../../http/context";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

export const categoriesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCategories(c.var.deps.db)))
  .patch("/:id", validate("json", endpoints.updateCategoryAccount.body), async (c) =>
    c.json(await updateCategoryAccount(c.var.deps.db, idParam(c, CATEGORY_NOT_FOUND), c.req.valid("json"), actorOf(c))),
  );
