import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  importStatement,
  listStatementImports,
  listStatementLines,
  previewStatement,
  statementMappingOf,
} from "../../../domain/banking/statement-import";
import { BANK_ACCOUNT_NOT_FOUND } from "../../../domain/finance/bank-balances";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";
import { statementUploadOf } from "./upload";

// Statement import under /api/financial/bank-accounts/:id (api/docs/banking.md, "Statement import").

const accountId = (c: AppContext) => idParam(c, BANK_ACCOUNT_NOT_FOUND);

export const bankStatementsRoutes = new Hono<AppEnv>()
  .get("/:id/statement-mapping", async (c) => c.json(await statementMappingOf(c.var.deps.db, accountId(c))))
  .post("/:id/statements/preview", async (c) => {
    const id = accountId(c);
    return c.json(await previewStatement(c.var.deps.db, id, await statementUploadOf(c)));
  })
  .post("/:id/statements", async (c) => {
    const id = accountId(c);
    return c.json(await importStatement(c.var.deps.db, id, await statementUploadOf(c), actorOf(c)), 201);
  })
  .get("/:id/statements", validate("query", endpoints.listStatementImports.query), async (c) =>
    pagedJson(c, await listStatementImports(c.var.deps.db, accountId(c), c.req.valid("query"))),
  )
  .get("/:id/statement-lines", validate("query", endpoints.listStatementLines.query), async (c) =>
    pagedJson(c, await listStatementLines(c.var.deps.db, accountId(c), c.req.valid("query"))),
  );
