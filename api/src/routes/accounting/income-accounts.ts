import { Hono } from "hono";
import { listIncomeAccounts } from "../../domain/finance/chart-accounts";
import type { AppEnv } from "../../http/context";

// The income accounts an invoice line may name, for every role (api/docs/ledger.md). Outside
// /api/accounting, whose lists and live updates are for finance and admins only.
export const incomeAccountsRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listIncomeAccounts(c.var.deps.db)),
);
