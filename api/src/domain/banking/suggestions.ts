import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { BookMovementRecord, Page, ReconciliationListQuery, UnmatchedStatementLineRecord } from "../../contract";
import { bankRuleActionLabels } from "../../contract/banking/banking";
import { daysBetween } from "../../contract/finance/payment-calendar";
import { addDays } from "../../contract/values/dates";
import { toCents } from "../../contract/values/money";
import { pageBounds } from "../../contract/values/paging";
import { withoutAccents } from "../../contract/values/text";
import type { Db } from "../../db/client";
import { bankRules, bankStatementLines, suppliers, transactionCategories } from "../../db/schema";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { candidateMovements } from "./book-movements";

// Suggestions for an unmatched statement line (api/docs/banking.md, "Suggestions"): the unmatched
// book movements of exactly its amount dated within SUGGESTION_WINDOW_DAYS of it, scored higher
// when the line's description names the movement's invoice or bill number, or its client or
// supplier; and the first rule whose text the description contains. Text is compared without
// case or accents ('COMISIÓN' finds 'comision'). The user confirms; nothing is matched here.

export const SUGGESTION_WINDOW_DAYS = 5;
const MAX_SUGGESTIONS = 3;

/** Lower case, without accents and with single spaces: how descriptions and rules are compared. */
export function comparable(text: string): string {
  return withoutAccents(text).toLowerCase().replace(/\s+/g, " ").trim();
}

/** Days between two dates, whichever is first. */
const daysApart = (a: string, b: string) => Math.abs(daysBetween(a, b));

/** How well `movement` fits a line: the amount is already equal; closer dates and names count. */
export function scoreMovement(
  line: { lineDate: string; description: string; reference: string | null },
  movement: BookMovementRecord,
): { score: number; reasons: string[] } {
  const text = comparable(`${line.description} ${line.reference ?? ""}`);
  const days = daysApart(line.lineDate, movement.entryDate);
  const reasons = ["Mismo monto", days === 0 ? "Misma fecha" : `${days} día(s) de diferencia`];
  let score = 50 - days * 5;
  if (movement.documentNumber && text.includes(comparable(movement.documentNumber))) {
    score += 40;
    reasons.push(`La descripción menciona ${movement.documentNumber}`);
  }
  if (movement.counterpartyName && text.includes(comparable(movement.counterpartyName))) {
    score += 30;
    reasons.push(`La descripción menciona a ${movement.counterpartyName}`);
  }
  return { score, reasons };
}

type Rule = UnmatchedStatementLineRecord["rule"] & { contains: string };

/** The rules that apply to an account (its own first, then those of every account), oldest first. */
async function rulesOf(db: Db, bankAccountId: number): Promise<NonNullable<Rule>[]> {
  const found = await db
    .select({
      ruleId: bankRules.id,
      bankAccountId: bankRules.bankAccountId,
      contains: bankRules.contains,
      action: bankRules.action,
      categoryId: bankRules.categoryId,
      categoryName: transactionCategories.name,
      supplierId: bankRules.supplierId,
      supplierName: suppliers.name,
    })
    .from(bankRules)
    .leftJoin(transactionCategories, eq(transactionCategories.id, bankRules.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, bankRules.supplierId))
    .where(or(eq(bankRules.bankAccountId, bankAccountId), isNull(bankRules.bankAccountId)))
    .orderBy(sql`${bankRules.bankAccountId} is null`, asc(bankRules.id));
  return found.map(({ bankAccountId: _, ...rule }) => ({ ...rule, actionLabel: bankRuleActionLabels[rule.action] }));
}

/** The first rule whose text the description contains, as a suggestion. */
export function ruleFor(
  description: string,
  rules: readonly NonNullable<Rule>[],
): UnmatchedStatementLineRecord["rule"] {
  const text = comparable(description);
  const rule = rules.find((candidate) => text.includes(comparable(candidate.contains)));
  if (!rule) return null;
  const { contains: _, ...suggestion } = rule;
  return suggestion;
}

/** The unmatched statement lines of an account, oldest first, each with its suggestions. */
export async function listUnmatchedStatementLines(
  db: Db,
  bankAccountId: number,
  query: ReconciliationListQuery,
): Promise<Page<UnmatchedStatementLineRecord>> {
  const conditions = [eq(bankStatementLines.bankAccountId, bankAccountId), isNull(bankStatementLines.matchId)];
  if (query.from) conditions.push(sql`${bankStatementLines.lineDate} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${bankStatementLines.lineDate} <= ${query.to}::date`);
  if (query.q) conditions.push(matchesText(query.q, bankStatementLines.description, bankStatementLines.reference));
  const where = and(...conditions);
  const { rows: lines, total } = await pageAndTotal(
    query,
    withPage(
      db
        .select({
          id: bankStatementLines.id,
          lineDate: bankStatementLines.lineDate,
          description: bankStatementLines.description,
          reference: bankStatementLines.reference,
          amount: bankStatementLines.amount,
          balance: bankStatementLines.balance,
        })
        .from(bankStatementLines)
        .where(where)
        .orderBy(asc(bankStatementLines.lineDate), asc(bankStatementLines.id))
        .$dynamic(),
      pageBounds(query),
    ),
    () => db.select({ n: countAll }).from(bankStatementLines).where(where),
  );
  const rules = await rulesOf(db, bankAccountId);
  // One read of the candidates of the whole page: the amounts of its lines, from the earliest
  // line's window to the latest's.
  const dates = lines.map((line) => line.lineDate).sort();
  const candidates =
    lines.length === 0
      ? []
      : await candidateMovements(db, bankAccountId, [...new Set(lines.map((line) => line.amount))], {
          from: addDays(dates[0] as string, -SUGGESTION_WINDOW_DAYS),
          to: addDays(dates[dates.length - 1] as string, SUGGESTION_WINDOW_DAYS),
        });
  const suggested = lines.map((line) => {
    const suggestions = candidates
      .filter(
        (movement) =>
          toCents(movement.amount) === toCents(line.amount) &&
          daysApart(line.lineDate, movement.entryDate) <= SUGGESTION_WINDOW_DAYS,
      )
      .map((movement) => ({ ...scoreMovement(line, movement), movement }))
      .sort((a, b) => b.score - a.score || a.movement.journalLineId - b.movement.journalLineId)
      .slice(0, MAX_SUGGESTIONS);
    return { ...line, suggestions, rule: ruleFor(line.description, rules) };
  });
  return { rows: suggested, total };
}
