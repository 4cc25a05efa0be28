import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  BUDGET_NOT_FOUND,
  createBudget,
  deleteBudget,
  findBudget,
  listBudgets,
  updateBudget,
} from "../../../domain/finance/budgets";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

const id = (c: AppContext) => idParam(c, BUDGET_NOT_FOUND);

export const budgetsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listBudgets.query), async (c) =>
    c.json(await listBudgets(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/:id", async (c) => c.json(await findBudget(c.var.deps.db, id(c))))
  .post("/", validate("json", endpoints.createBudget.body), async (c) =>
    c.json(await createBudget(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .patch("/:id", validate("json", endpoints.updateBudget.body), async (c) =>
    c.json(await updateBudget(c.var.deps.db, id(c), c.req.valid("json"), actorOf(c))),
  )
  .delete("/:id", async (c) => {
    await deleteBudget(c.var.deps.db, id(c), actorOf(c));
    return c.body(null, 204);
  });
