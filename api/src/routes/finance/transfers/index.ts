import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { createTransfer, listTransfers, transferSummary } from "../../../domain/finance/transfers";
import { type AppEnv, actorOf } from "../../../http/context";
import { answerInOneTransaction, idempotent } from "../../../http/idempotency";
import { pagedJson } from "../../../http/paging";
import { validate } from "../../../http/validate";

export const transfersRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listTransfers.query), async (c) =>
    pagedJson(c, await listTransfers(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/summary", async (c) => c.json(await transferSummary(c.var.deps.db)))
  .post("/", idempotent, validate("json", endpoints.createTransfer.body), (c) =>
    answerInOneTransaction(c, async (tx) => c.json(await createTransfer(tx, c.req.valid("json"), actorOf(c)), 201)),
  );
