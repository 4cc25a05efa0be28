import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { registerReceivablePayment } from "../../../domain/finance/receivable-payments";
import { type AppEnv, actorOf } from "../../../http/context";
import { answerInOneTransaction, idempotent } from "../../../http/idempotency";
import { validate } from "../../../http/validate";

export const paymentsRoutes = new Hono<AppEnv>().post(
  "/",
  idempotent,
  validate("json", endpoints.receivePayment.body),
  (c) =>
    answerInOneTransaction(c, async (tx) =>
      c.json(await registerReceivablePayment(tx, c.req.valid("json"), actorOf(c)), 201),
    ),
);
