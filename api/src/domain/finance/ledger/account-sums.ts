import { type SQL, sql } from "drizzle-orm";
import {
  accountMonthTotals,
  cashFlowMonthTotals,
  chartOfAccounts,
  journalEntries,
  journalLines,
} from "../../../db/schema";
import { ledgerAccounts as A } from "./accounts";

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
 * A subquery of rows (account_id, month, debit, credit, lines): the journal's sums per account and month
 * for the dates from `from` (null: since the beginning) to `to`, both included. Several rows may
 * name one account and month; sum them.
 */
export function monthlySums(from: string | null, to: string): SQL {
  const { months, edges } = splitByMonths(from, to);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${accountMonthTotals.accountId} as account_id, ${accountMonthTotals.month} as month,
        ${accountMonthTotals.debit} as debit, ${accountMonthTotals.credit} as credit, ${accountMonthTotals.lines} as lines
      from ${accountMonthTotals}
      where ${accountMonthTotals.month} < ${months.before}::date
        ${months.from === null ? sql`` : sql`and ${accountMonthTotals.month} >= ${months.from}::date`}`);
  }
  for (const edge of edges) {
    parts.push(sql`select l.account_id, date_trunc('month', e.entry_date::timestamp)::date as month,
        sum(l.debit) as debit, sum(l.credit) as credit, count(*)::int as lines
      from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
      where e.entry_date between ${edge.from}::date and ${edge.to}::date
      group by 1, 2`);
  }
  if (parts.length === 0)
    parts.push(
      sql`select 0 as account_id, null::date as month, 0::numeric as debit, 0::numeric as credit, 0 as lines where false`,
    );
  return sql.join(parts, sql` union all `);
}

/** A subquery of rows (account_id, debit, credit): the journal's sums per account over the dates. */
export function accountSums(from: string | null, to: string): SQL {
  return sql`select account_id, sum(debit) as debit, sum(credit) as credit from (${monthlySums(from, to)}) monthly group by account_id`;
}

/**
 * A subquery of one row (inflows, outflows, openings): the cash flow of the dates from `from` to
 * `to` (api/docs/finance-reports.md). Whole months from cash_flow_month_totals; the partial ones
 * computed from their entries the way the trigger of migration 0018 keeps the months: each
 * entry's net on Caja and Bancos, on the side of the entry it is or cancels.
 */
export function cashFlowSums(from: string, to: string): SQL {
  const { months, edges } = splitByMonths(from, to);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${cashFlowMonthTotals.inflows} as inflows, ${cashFlowMonthTotals.outflows} as outflows,
        ${cashFlowMonthTotals.openings} as openings
      from ${cashFlowMonthTotals}
      where ${cashFlowMonthTotals.month} < ${months.before}::date
        ${months.from === null ? sql`` : sql`and ${cashFlowMonthTotals.month} >= ${months.from}::date`}`);
  }
  for (const edge of edges) {
    parts.push(sql`select
        coalesce(sum(net) filter (where not opening and side > 0), 0) as inflows,
        -coalesce(sum(net) filter (where not opening and side < 0), 0) as outflows,
        coalesce(sum(net) filter (where opening), 0) as openings
      from (
        select e.origin_type = 'bank_account' as opening, sum(l.debit - l.credit) as net,
          sign(sum(l.debit - l.credit)) * (case when e.reverses_entry_id is null then 1 else -1 end) as side
        from ${journalEntries} e
        join ${journalLines} l on l.entry_id = e.id
        where e.entry_date between ${edge.from}::date and ${edge.to}::date
          and l.account_id in (select id from ${chartOfAccounts} where code in (${A.cash}, ${A.banks}))
        group by e.id
      ) moves`);
  }
  const rows =
    parts.length > 0 ? sql.join(parts, sql` union all `) : sql`select 0 as inflows, 0 as outflows, 0 as openings`;
  return sql`select coalesce(sum(inflows), 0) as inflows, coalesce(sum(outflows), 0) as outflows,
    coalesce(sum(openings), 0) as account_openings from (${rows}) flows`;
}
