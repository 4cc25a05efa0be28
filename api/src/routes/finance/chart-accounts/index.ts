import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  CHART_ACCOUNT_NOT_FOUND,
  createChartAccount,
  findChartAccount,
  listChartAccounts,
  updateChartAccount,
} from "../../../domain/finance/chart-accounts";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

const id = (c: AppContext) => idParam(c, CHART_ACCOUNT_NOT_FOUND);

// No DELETE: accounts are deactivated, never removed (api/docs/finance-chart-budgets.md).
export const chartAccountsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listChartAccounts.query), async (c) =>
    c.json(await listChartAccounts(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/:id", async (c) => c.json(await findChartAccount(c.var.deps.db, id(c))))
  .post("/", validate("json", endpoints.createChartAccount.body), async (c) =>
    c.json(await createChartAccount(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .patch("/:id", validate("json", endpoints.updateChartAccount.body), async (c) =>
    c.json(await updateChartAccount(c.var.deps.db, id(c), c.req.valid("json"), actorOf(c))),
  );
