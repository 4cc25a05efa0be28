import { Hono } from "hono";
import { endpoints } from "../../contract";
import { generalLedgerExport, journalExport, trialBalanceExport } from "../../domain/finance/ledger/book-exports";
import type { AppEnv } from "../../http/context";
import { exportResponse } from "../../http/exports";
import { validate } from "../../http/validate";
import { accountCodeParam } from "./params";

// The books as CSV or Excel (api/docs/ledger.md, "Exports"). Mounted before the books' own
// routes, so that 'export' is never read as an entry's id.

export const accountingExportRoutes = new Hono<AppEnv>()
  .get("/journal/export", validate("query", endpoints.exportJournal.query), async (c) => {
    const { format, limit: _limit, offset: _offset, ...filters } = c.req.valid("query");
    return exportResponse(c, format, journalExport(c.var.deps.db, filters));
  })
  .get("/trial-balance/export", validate("query", endpoints.exportTrialBalance.query), async (c) => {
    const { format, ...period } = c.req.valid("query");
    return exportResponse(c, format, trialBalanceExport(c.var.deps.db, period));
  })
  .get("/general-ledger/:accountCode/export", validate("query", endpoints.exportGeneralLedger.query), async (c) => {
    const { format, ...period } = c.req.valid("query");
    return exportResponse(c, format, await generalLedgerExport(c.var.deps.db, accountCodeParam(c), period));
  });
