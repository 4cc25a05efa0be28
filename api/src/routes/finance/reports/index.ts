import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { financialReports } from "../../../domain/finance/reports";
import type { AppEnv } from "../../../http/context";
import { validate } from "../../../http/validate";
import { statementExportRoutes } from "./statement-exports";
import { statementPdfRoutes } from "./statement-pdfs";

export const financialReportsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.financialReports.query), async (c) =>
    c.json(await financialReports(c.var.deps.db, c.req.valid("query").period)),
  )
  .route("/", statementPdfRoutes)
  .route("/", statementExportRoutes);
