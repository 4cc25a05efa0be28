import { Hono } from "hono";
import { payableInput, payableListQuery } from "../../../contract";
import { createPayable, findPayable, listPayables, PAYABLE_NOT_FOUND } from "../../../domain/payables";
import { type AppEnv, actorOf } from "../../../http/context";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

export const payablesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", payableListQuery), async (c) =>
    pagedJson(c, await listPayables(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/:id", async (c) => c.json(await findPayable(c.var.deps.db, idParam(c, PAYABLE_NOT_FOUND))))
  .post("/", validate("json", payableInput), async (c) =>
    c.json(await createPayable(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  );
