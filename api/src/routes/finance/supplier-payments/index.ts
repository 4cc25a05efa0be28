import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { registerSupplierPayment } from "../../../domain/finance/supplier-payments";
import { type AppEnv, actorOf } from "../../../http/context";
import { answerInOneTransaction, idempotent } from "../../../http/idempotency";
import { validate } from "../../../http/validate";

export const supplierPaymentsRoutes = new Hono<AppEnv>().post(
  "/",
  idempotent,
  validate("json", endpoints.paySupplier.body),
  (c) =>
    answerInOneTransaction(c, async (tx) =>
      c.json(await registerSupplierPayment(tx, c.req.valid("json"), actorOf(c)), 201),
    ),
);
