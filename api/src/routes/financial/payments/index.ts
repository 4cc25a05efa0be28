import { Hono } from "hono";
import { receivablePaymentInput } from "../../../contract";
import { registerReceivablePayment } from "../../../domain/receivables-payments";
import { type AppEnv, actorOf } from "../../../http/context";
import { idempotent } from "../../../http/idempotency";
import { validate } from "../../../http/validate";

export const paymentsRoutes = new Hono<AppEnv>().post(
  "/",
  idempotent,
  validate("json", receivablePaymentInput),
  async (c) => {
    const result = await registerReceivablePayment(c.var.deps.db, c.req.valid("json"), actorOf(c));
    return c.json(result, 201);
  },
);
