import { type SQL, sql } from "drizzle-orm";
import { accountMonthTotals, journalEntries, journalLines } from "../../../db/schema";

// Sums of the journal per account over a range of dates, read from the kept monthly totals
// (account_month_totals) for the whole months of the range and from the lines only for its
// partial first and last month: a year of books costs a few hundred rows, not every line
// (docs/performance.md). Every report of the books sums through here.

/** 'YYYY-MM-DD' arithmetic on Panama's calendar dates (no time, no zone). */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const text = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonthStart = (date: string) => {
  const day = utc(monthStart(date));
  day.setUTCMonth(day.getUTCMonth() + 1);
  return text(day);
};
export const dayBefore = (date: string) => {
  const day = utc(date);
  day.setUTCDate(day.getUTCDate() - 1);
  return text(day);
};
const isMonthEnd = (date: string) => nextMonthStart(date) === text(new Date(utc(date).getTime() + 86_400_000));

type Split = {
  /** Whole months, by their first day: from (null: since the beginning), to exclusive. */
  months: { from: string | null; before: string } | null;
  /** Date ranges (both ends included) read from the lines. */
  edges: { from: string; to: string }[];
};

/** A range of dates as whole months and the partial months at its ends. */
export function splitByMonths(from: string | null, to: string): Split {
  const wholeFrom = from === null ? null : from.endsWith("-01") ? from : nextMonthStart(from);
  const wholeBefore = isMonthEnd(to) ? nextMonthStart(to) : monthStart(to);
  if (from !== null && wholeFrom !== null && wholeFrom >= wholeBefore) {
    return { months: null, edges: from <= to ? [{ from, to }] : [] };
  }
  const edges: Split["edges"] = [];
  if (from !== null && wholeFrom !== null && from < wholeFrom) edges.push({ from, to: dayBefore(wholeFrom) });
  if (to >= wholeBefore) edges.push({ from: wholeBefore, to });
  return { months: { from: wholeFrom, before: wholeBefore }, edges };
}

/**
 * A subquery of rows (account_id, month, debit, credit): the journal's sums per account and month
 * for the dates from `from` (null: since the beginning) to `to`, both included. Several rows may
 * name one account and month; sum them.
 */
export function monthlySums(from: string | null, to: string): SQL {
  const { months, edges } = splitByMonths(from, to);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${accountMonthTotals.accountId} as account_id, ${accountMonthTotals.month} as month,
        ${accountMonthTotals.debit} as debit, ${accountMonthTotals.credit} as credit
      from ${accountMonthTotals}
      where ${accountMonthTotals.month} < ${months.before}::date
        ${months.from === null ? sql`` : sql`and ${accountMonthTotals.month} >= ${months.from}::date`}`);
  }
  for (const edge of edges) {
    parts.push(sql`select l.account_id, date_trunc('month', e.entry_date::timestamp)::date as month,
        sum(l.debit) as debit, sum(l.credit) as credit
      from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
      where e.entry_date between ${edge.from}::date and ${edge.to}::date
      group by 1, 2`);
  }
  if (parts.length === 0)
    parts.push(sql`select 0 as account_id, null::date as month, 0::numeric as debit, 0::numeric as credit where false`);
  return sql.join(parts, sql` union all `);
}

/** A subquery of rows (account_id, debit, credit): the journal's sums per account over the dates. */
export function accountSums(from: string | null, to: string): SQL {
  return sql`select account_id, sum(debit) as debit, sum(credit) as credit from (${monthlySums(from, to)}) monthly group by account_id`;
}
