import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { calendarExport, transactionExport, transferExport } from "../../../domain/finance/exports";
import type { AppEnv } from "../../../http/context";
import { exportResponse } from "../../../http/exports";
import { validate } from "../../../http/validate";

// GET <list>/export?format=csv|xlsx&<the list's filters>: the list's rows as a download, every
// page of them (api/docs/finance-summary-exports.md). Mounted in app.ts before the lists
// themselves, so that 'export' is never read as an :id.

export const calendarExportRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", endpoints.exportCalendar.query),
  async (c) => {
    const { format, limit: _limit, offset: _offset, ...filters } = c.req.valid("query");
    return exportResponse(c, format, calendarExport(c.var.deps.db, filters));
  },
);

export const transactionsExportRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", endpoints.exportTransactions.query),
  async (c) => {
    const { format, limit: _limit, offset: _offset, ...filters } = c.req.valid("query");
    return exportResponse(c, format, transactionExport(c.var.deps.db, filters));
  },
);

export const transfersExportRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", endpoints.exportTransfers.query),
  async (c) => {
    const { format, limit: _limit, offset: _offset, ...filters } = c.req.valid("query");
    return exportResponse(c, format, transferExport(c.var.deps.db, filters));
  },
);
