import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  createPayable,
  deletePayable,
  findPayable,
  listPayables,
  PAYABLE_NOT_FOUND,
} from "../../../domain/finance/payables";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

const id = (c: AppContext) => idParam(c, PAYABLE_NOT_FOUND);

export const payablesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listPayables.query), async (c) =>
    pagedJson(c, await listPayables(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/:id", async (c) => c.json(await findPayable(c.var.deps.db, id(c))))
  .post("/", validate("json", endpoints.createPayable.body), async (c) =>
    c.json(await createPayable(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .delete("/:id", async (c) => {
    await deletePayable(c.var.deps.db, id(c), actorOf(c));
    return c.body(null, 204);
  });
