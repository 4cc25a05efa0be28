import { Hono } from "hono";
import { endpoints } from "../../../contract";
import { RECONCILIATION_MONTH_INVALID, RECONCILIATION_MONTH_PATTERN } from "../../../contract/banking/reconciliation";
import { listUnmatchedBookMovements } from "../../../domain/banking/book-movements";
import { createFromStatementLine } from "../../../domain/banking/create-from-line";
import { deleteMatch, MATCH_NOT_FOUND, matchStatementLines } from "../../../domain/banking/matches";
import {
  listReconciledMonths,
  markMonthReconciled,
  reconciliationSummary,
  requireBankAccount,
  unmarkMonthReconciled,
} from "../../../domain/banking/reconciliation";
import {
  createBankRule,
  deleteBankRule,
  listBankRules,
  RULE_NOT_FOUND,
  updateBankRule,
} from "../../../domain/banking/rules";
import { listUnmatchedStatementLines } from "../../../domain/banking/suggestions";
import { FieldFailure } from "../../../domain/failures";
import { BANK_ACCOUNT_NOT_FOUND } from "../../../domain/finance/bank-balances";
import { type AppContext, type AppEnv, actorOf, requireUser } from "../../../http/context";
import { answerInOneTransaction, idempotent } from "../../../http/idempotency";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

// A bank account's reconciliation (api/docs/banking.md, "Reconciliation"), mounted at
// /api/financial/bank-accounts/:id/reconciliation. Every write is one transaction.

const accountId = (c: AppContext) => idParam(c, BANK_ACCOUNT_NOT_FOUND);
const monthParam = (c: AppContext) => {
  const month = c.req.param("month") ?? "";
  if (!RECONCILIATION_MONTH_PATTERN.test(month)) throw new FieldFailure("month", RECONCILIATION_MONTH_INVALID);
  return month;
};

export const reconciliationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await reconciliationSummary(c.var.deps.db, accountId(c))))
  .get("/statement-lines", validate("query", endpoints.listUnmatchedStatementLines.query), async (c) => {
    const id = accountId(c);
    await requireBankAccount(c.var.deps.db, id);
    return pagedJson(c, await listUnmatchedStatementLines(c.var.deps.db, id, c.req.valid("query")));
  })
  .get("/book-movements", validate("query", endpoints.listUnmatchedBookMovements.query), async (c) => {
    const id = accountId(c);
    await requireBankAccount(c.var.deps.db, id);
    return pagedJson(c, await listUnmatchedBookMovements(c.var.deps.db, id, c.req.valid("query")));
  })
  .post("/matches", idempotent, validate("json", endpoints.createMatch.body), (c) => {
    const bankAccountId = accountId(c);
    return answerInOneTransaction(c, async (tx) =>
      c.json(await matchStatementLines(tx, { bankAccountId, ...c.req.valid("json"), actor: actorOf(c) }), 201),
    );
  })
  .delete("/matches/:matchId", async (c) => {
    const bankAccountId = accountId(c);
    const matchId = idParam(c, MATCH_NOT_FOUND, "matchId");
    const actor = { ...actorOf(c), isAdmin: requireUser(c).role === "admin" };
    await c.var.deps.db.transaction((tx) => deleteMatch(tx, bankAccountId, matchId, actor));
    return c.body(null, 204);
  })
  .post("/create-from-line", idempotent, validate("json", endpoints.createFromStatementLine.body), (c) => {
    const bankAccountId = accountId(c);
    return answerInOneTransaction(c, async (tx) =>
      c.json(await createFromStatementLine(tx, bankAccountId, c.req.valid("json"), actorOf(c)), 201),
    );
  })
  .get("/rules", async (c) => c.json(await listBankRules(c.var.deps.db, accountId(c))))
  .post("/rules", validate("json", endpoints.createBankRule.body), async (c) => {
    const bankAccountId = accountId(c);
    const rule = await c.var.deps.db.transaction((tx) =>
      createBankRule(tx, bankAccountId, c.req.valid("json"), actorOf(c)),
    );
    return c.json(rule, 201);
  })
  .put("/rules/:ruleId", validate("json", endpoints.updateBankRule.body), async (c) => {
    const bankAccountId = accountId(c);
    const ruleId = idParam(c, RULE_NOT_FOUND, "ruleId");
    const rule = await c.var.deps.db.transaction((tx) =>
      updateBankRule(tx, bankAccountId, ruleId, c.req.valid("json"), actorOf(c)),
    );
    return c.json(rule);
  })
  .delete("/rules/:ruleId", async (c) => {
    const bankAccountId = accountId(c);
    const ruleId = idParam(c, RULE_NOT_FOUND, "ruleId");
    await c.var.deps.db.transaction((tx) => deleteBankRule(tx, bankAccountId, ruleId, actorOf(c)));
    return c.body(null, 204);
  })
  .get("/months", async (c) => c.json(await listReconciledMonths(c.var.deps.db, accountId(c))))
  .post("/months", validate("json", endpoints.markMonthReconciled.body), async (c) => {
    const bankAccountId = accountId(c);
    const month = await c.var.deps.db.transaction((tx) =>
      markMonthReconciled(tx, bankAccountId, c.req.valid("json"), actorOf(c)),
    );
    return c.json(month, 201);
  })
  .delete("/months/:month", async (c) => {
    const bankAccountId = accountId(c);
    const month = monthParam(c);
    await c.var.deps.db.transaction((tx) => unmarkMonthReconciled(tx, bankAccountId, month, actorOf(c)));
    return c.body(null, 204);
  });
