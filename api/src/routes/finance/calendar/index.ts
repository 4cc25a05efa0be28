import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { TOTAL_COUNT_HEADER } from "../../../contract/protocol";
import { paymentCalendar } from "../../../domain/finance/payment-calendar";
import type { AppEnv } from "../../../http/context";
import { validate } from "../../../http/validate";

export const calendarRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", endpoints.paymentCalendar.query),
  async (c) => {
    const { limit, offset, ...filters } = c.req.valid("query");
    const calendar = await paymentCalendar(c.var.deps.db, filters, { limit, offset });
    c.header(TOTAL_COUNT_HEADER, String(calendar.total));
    return c.json(calendar);
  },
);
