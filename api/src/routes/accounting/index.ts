import { Hono } from "hono";
import { endpoints } from "../../contract";
import {
  ENTRY_NOT_FOUND,
  findJournalEntry,
  generalLedger,
  listJournal,
  trialBalance,
} from "../../domain/finance/ledger/books";
import { postManualEntry } from "../../domain/finance/ledger/manual-entries";
import { postOpeningBalances } from "../../domain/finance/ledger/opening-balances";
import { closePeriod, listClosedPeriods, reopenPeriod } from "../../domain/finance/ledger/periods";
import { type AppEnv, actorOf } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";
import { accountingExportRoutes } from "./exports";
import { accountCodeParam, monthParam } from "./params";

// The general ledger (api/docs/ledger.md): read by finance and admins, and by their tools.

export const accountingRoutes = new Hono<AppEnv>()
  .route("/", accountingExportRoutes)
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
    c.json(await generalLedger(c.var.deps.db, accountCodeParam(c), c.req.valid("query"))),
  )
  .get("/periods", async (c) => c.json(await listClosedPeriods(c.var.deps.db)))
  .post("/periods/:month/close", async (c) => c.json(await closePeriod(c.var.deps.db, monthParam(c), actorOf(c)), 201))
  .post("/periods/:month/reopen", async (c) => {
    await reopenPeriod(c.var.deps.db, monthParam(c), actorOf(c));
    return c.body(null, 204);
  });
