import { Hono } from "hono";
import { endpoints } from "../../contract";
import { CHART_CODE_PATTERN } from "../../contract/chart-accounts";
import { DomainFailure } from "../../domain/failures";
import {
  ACCOUNT_NOT_FOUND,
  findJournalEntry,
  generalLedger,
  listJournal,
  trialBalance,
} from "../../domain/finance/ledger/books";
import { postManualEntry } from "../../domain/finance/ledger/manual-entries";
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

export const accountingRoutes = new Hono<AppEnv>()
  .get("/journal", validate("query", endpoints.listJournal.query), async (c) =>
    pagedJson(c, await listJournal(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/journal/:id", async (c) => c.json(await findJournalEntry(c.var.deps.db, idParam(c, "Asiento no encontrado"))))
  .post("/journal", validate("json", endpoints.createJournalEntry.body), async (c) =>
    c.json(await postManualEntry(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .get("/trial-balance", validate("query", endpoints.trialBalance.query), async (c) =>
    c.json(await trialBalance(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/general-ledger/:accountCode", validate("query", endpoints.generalLedger.query), async (c) =>
    c.json(await generalLedger(c.var.deps.db, accountCode(c), c.req.valid("query"))),
  );
