import { Hono } from "hono";
import { endpoints } from "../../contract";
import { PERIOD_MONTH_INVALID, PERIOD_MONTH_PATTERN } from "../../contract/accounting";
import { CHART_CODE_PATTERN } from "../../contract/chart-accounts";
import { DomainFailure, FieldFailure } from "../../domain/failures";
import {
  ACCOUNT_NOT_FOUND,
  ENTRY_NOT_FOUND,
  findJournalEntry,
  generalLedger,
  listJournal,
  trialBalance,
} from "../../domain/finance/ledger/books";
import { postManualEntry } from "../../domain/finance/ledger/manual-entries";
import { postOpeningBalances } from "../../domain/finance/ledger/opening-balances";
import { closePeriod, listClosedPeriods, reopenPeriod } from "../../domain/finance/ledger/periods";
import { type AppContext, type AppEnv, actorOf } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

// The general ledger (api/docs/ledger.md): read by finance and admins, and by their tools.

const accountCode = (c: AppContext) => {
  const code = c.req.param("accountCode") ?? "";
  if (!CHART_CODE_PATTERN.test(code)) throw new DomainFailure("not_found", ACCOUNT_NOT_FOUND);
  return code;
};

const month = (c: AppContext) => {
  const value = c.req.param("month") ?? "";
  if (!PERIOD_MONTH_PATTERN.test(value)) throw new FieldFailure("month", PERIOD_MONTH_INVALID);
  return value;
};

export const accountingRoutes = new Hono<AppEnv>()
  .get("/journal", validate("query", endpoints.listJournal.query), async (c) =>
    pagedJson(c, await listJournal(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/journal/:id", async (c) => c.json(await findJournalEntry(c.var.deps.db, idParam(c, ENTRY_NOT_FOUND))))
  .post("/journal", validate("json", endpoints.createJournalEntry.body), async (c) =>
    c.json(await postManualEntry(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .post("/opening-balances", validate("json", endpoints.postOpeningBalances.body), async (c) =>
    c.json(await postOpeningBalances(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .get("/trial-balance", validate("query", endpoints.trialBalance.query), async (c) =>
    c.json(await trialBalance(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/general-ledger/:accountCode", validate("query", endpoints.generalLedger.query), async (c) =>
    c.json(await generalLedger(c.var.deps.db, accountCode(c), c.req.valid("query"))),
  )
  .get("/periods", async (c) => c.json(await listClosedPeriods(c.var.deps.db)))
  .post("/periods/:month/close", async (c) => c.json(await closePeriod(c.var.deps.db, month(c), actorOf(c)), 201))
  .post("/periods/:month/reopen", async (c) => {
    await reopenPeriod(c.var.deps.db, month(c), actorOf(c));
    return c.body(null, 204);
  });
