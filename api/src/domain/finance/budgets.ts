import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import {
  BUDGET_DUPLICATE,
  BUDGET_MONTH_REQUIRED,
  type BudgetData,
  type BudgetPeriodKind,
  type BudgetRecord,
  budgetPeriodDates,
  budgetPeriodOf,
  defaultBudgetName,
} from "../../contract";
import { formatBalboas } from "../../contract/values/money-format";
import { type Db, rows } from "../../db/client";
import { type Budget, budgets, transactionCategories } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { oneOrNotFound, returnedRow } from "../records";

// Budgets: an amount per category and month or year, read with what was really spent (or earned)
// in that period. Rules: api/docs/finance-chart-budgets.md.

export const BUDGET_NOT_FOUND = "Presupuesto no encontrado";
export const BUDGET_CATEGORY_NOT_FOUND = "Categoría no encontrada";

/** The fields a PATCH sent; the period is merged with the stored one before it is checked. */
export type BudgetChanges = Partial<BudgetData>;

type BudgetRow = Budget & { categoryName: string | null; actual: string; remaining: string; percentUsed: string };

/**
 * Budgets with their actual: the completed transactions of the category dated within the period.
 * An income category counts income transactions; any other (expense, or both) counts expenses.
 * One statement: a lateral sum per budget, on numeric, so the cents are exact.
 */
async function selectBudgets(db: Db, where: SQL): Promise<BudgetRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select b.id, b.name, b.category_id, b.period_start::text as period_start, b.period_end::text as period_end,
           b.amount::text as amount, b.notes, b.created_at, b.updated_at,
           c.name as category_name,
           spent.actual::text as actual,
           (b.amount - spent.actual)::text as remaining,
           coalesce(round(spent.actual * 100 / nullif(b.amount, 0), 2), 0)::text as percent_used
    from ${budgets} b
    left join ${transactionCategories} c on c.id = b.category_id
    cross join lateral (
      select coalesce(sum(t.amount), 0)::numeric(14, 2) as actual
      from transactions t
      where t.category_id = b.category_id
        and t.status = 'completed'
        and t.transaction_type = case when c.type = 'income' then 'income' else 'expense' end
        and t.transaction_date between b.period_start and b.period_end
    ) spent
    where ${where}
    order by b.period_start, b.period_end desc, c.name nulls last, b.id`);
  return rows(result).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    categoryId: row.category_id === null ? null : Number(row.category_id),
    periodStart: String(row.period_start),
    periodEnd: String(row.period_end),
    amount: String(row.amount),
    notes: (row.notes as string | null) ?? null,
    createdAt: new Date(row.created_at as string | Date),
    updatedAt: new Date(row.updated_at as string | Date),
    categoryName: (row.category_name as string | null) ?? null,
    actual: String(row.actual),
    remaining: String(row.remaining),
    percentUsed: String(row.percent_used),
  }));
}

function toBudgetRecord(row: BudgetRow): BudgetRecord {
  const period = budgetPeriodOf(row.periodStart, row.periodEnd);
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    periodKind: period?.periodKind ?? null,
    year: period?.year ?? Number(row.periodStart.slice(0, 4)),
    month: period?.month ?? null,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    amount: row.amount,
    actual: row.actual,
    remaining: row.remaining,
    percentUsed: Number(row.percentUsed),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The budgets whose period touches `year` (every budget without it), by period then category. */
export async function listBudgets(db: Db, query: { year?: number } = {}): Promise<BudgetRecord[]> {
  const where =
    query.year === undefined
      ? sql`true`
      : sql`b.period_start <= ${`${query.year}-12-31`}::date and b.period_end >= ${`${query.year}-01-01`}::date`;
  return (await selectBudgets(db, where)).map(toBudgetRecord);
}

export async function findBudget(db: Db, id: number): Promise<BudgetRecord> {
  return toBudgetRecord(await oneOrNotFound(selectBudgets(db, sql`b.id = ${id}`), BUDGET_NOT_FOUND));
}

/**
 * Locks the category (FOR NO KEY UPDATE: it excludes another budget write on the same category,
 * not the transactions that point at it) and refuses a second budget for the same period. With
 * the lock held, the check cannot race another create or edit (no unique index needed).
 */
async function claimCategoryPeriod(
  tx: Db,
  categoryId: number,
  period: { periodStart: string; periodEnd: string },
  exceptId?: number,
): Promise<string> {
  const [category] = await tx
    .select({ name: transactionCategories.name })
    .from(transactionCategories)
    .where(eq(transactionCategories.id, categoryId))
    .for("no key update");
  if (!category) throw new FieldFailure("categoryId", BUDGET_CATEGORY_NOT_FOUND);
  const [taken] = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(
      and(
        eq(budgets.categoryId, categoryId),
        eq(budgets.periodStart, period.periodStart),
        eq(budgets.periodEnd, period.periodEnd),
        exceptId === undefined ? undefined : ne(budgets.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new DomainFailure("conflict", BUDGET_DUPLICATE);
  return category.name;
}

const budgetSummary = (record: BudgetRecord) => `${record.name} (${formatBalboas(record.amount)})`;

export async function createBudget(db: Db, values: BudgetData, actor: Actor): Promise<BudgetRecord> {
  return db.transaction(async (tx) => {
    const period = budgetPeriodDates(values.periodKind, values.year, values.month);
    const categoryName = await claimCategoryPeriod(tx, values.categoryId, period);
    const row = await returnedRow(
      tx
        .insert(budgets)
        .values({
          name: values.name ?? defaultBudgetName(categoryName, values.periodKind, values.year, values.month),
          categoryId: values.categoryId,
          ...period,
          amount: values.amount,
          notes: values.notes,
        })
        .returning({ id: budgets.id }),
      "el presupuesto",
    );
    const record = await findBudget(tx, row.id);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "budget",
      entityId: row.id,
      summary: `Presupuesto creado: ${budgetSummary(record)}`,
    });
    return record;
  });
}

/**
 * Applies a PATCH. The period is the stored one with what was sent laid over it; a name sent empty
 * is generated again, and a generated name follows a change of category or period.
 */
export async function updateBudget(db: Db, id: number, changes: BudgetChanges, actor: Actor): Promise<BudgetRecord> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, id)).for("update");
    if (!locked) throw new DomainFailure("not_found", BUDGET_NOT_FOUND);
    const current = await findBudget(tx, id);

    const periodKind: BudgetPeriodKind = changes.periodKind ?? current.periodKind ?? "month";
    const year = changes.year ?? current.year;
    const month = periodKind === "year" ? null : changes.month !== undefined ? changes.month : current.month;
    if (periodKind === "month" && month === null) throw new FieldFailure("month", BUDGET_MONTH_REQUIRED);
    const period =
      changes.periodKind === undefined && changes.year === undefined && changes.month === undefined
        ? { periodStart: current.periodStart, periodEnd: current.periodEnd }
        : budgetPeriodDates(periodKind, year, month);
    const categoryId = changes.categoryId ?? current.categoryId;

    const periodChanged = period.periodStart !== current.periodStart || period.periodEnd !== current.periodEnd;
    const categoryChanged = categoryId !== current.categoryId;
    let categoryName = current.categoryName;
    if ((periodChanged || categoryChanged || changes.name === null) && categoryId !== null) {
      categoryName = await claimCategoryPeriod(tx, categoryId, period, id);
    }

    const nameOf = (category: string | null, kind: BudgetPeriodKind | null, y: number, m: number | null) =>
      category && kind ? defaultBudgetName(category, kind, y, m) : null;
    const generatedBefore = nameOf(current.categoryName, current.periodKind, current.year, current.month);
    const generatedNow = nameOf(categoryName, periodKind, year, month) ?? current.name;
    let name = current.name;
    if (changes.name === null) name = generatedNow;
    else if (changes.name !== undefined) name = changes.name;
    else if ((periodChanged || categoryChanged) && current.name === generatedBefore) name = generatedNow;

    const next = {
      name,
      categoryId,
      ...period,
      amount: changes.amount ?? current.amount,
      notes: changes.notes !== undefined ? changes.notes : current.notes,
    };
    const changed =
      next.name !== current.name ||
      categoryChanged ||
      periodChanged ||
      next.amount !== current.amount ||
      next.notes !== current.notes;
    if (!changed) return current;

    await tx.update(budgets).set(next).where(eq(budgets.id, id));
    const record = await findBudget(tx, id);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "budget",
      entityId: id,
      summary: `Presupuesto actualizado: ${budgetSummary(record)}`,
    });
    return record;
  });
}

export async function deleteBudget(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.delete(budgets).where(eq(budgets.id, id)).returning();
    if (!current) throw new DomainFailure("not_found", BUDGET_NOT_FOUND);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "budget",
      entityId: id,
      summary: `Presupuesto eliminado: ${current.name} (${formatBalboas(current.amount)})`,
    });
  });
}
