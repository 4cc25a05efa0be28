import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  createTransaction,
  deleteTransaction,
  listTransactions,
  TRANSACTION_NOT_FOUND,
} from "../../../domain/finance/transactions";
import { type AppEnv, actorOf } from "../../../http/context";
import { answerInOneTransaction, idempotent } from "../../../http/idempotency";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

export const transactionsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listTransactions.query), async (c) =>
    pagedJson(c, await listTransactions(c.var.deps.db, c.req.valid("query"))),
  )
  .post("/", idempotent, validate("json", endpoints.createTransaction.body), (c) =>
    answerInOneTransaction(c, async (tx) => c.json(await createTransaction(tx, c.req.valid("json"), actorOf(c)), 201)),
  )
  .delete("/:id", async (c) => {
    await deleteTransaction(c.var.deps.db, idParam(c, TRANSACTION_NOT_FOUND), actorOf(c));
    return c.body(null, 204);
  });
