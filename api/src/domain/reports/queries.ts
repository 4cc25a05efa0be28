import { type SQL, sql } from "drizzle-orm";
import { type Db, rows } from "../../db/client";
import { panamaDate, panamaMidnight } from "../../db/panama-time";
import { sentPastDue } from "../finance/overdue";

// The reports screen's figures, aggregated in PostgreSQL: no row is ever loaded to be counted
// or summed in JS. Money stays numeric and comes back as text with two decimals.
// "This month" is the Panama calendar month (the business calendar), whatever the session's time zone.
// Every query takes `today`, Panama's date (panamaToday() in db/panama-time.ts), so that the figures of
// one summary share one clock, and tests can pin it.
// No query reads a whole table: whole-table figures (all revenue, active clients, counts per
// status) come from status_counts, kept by triggers (db/schema/status-counts.ts), and the month
// figures read a range of an index on the date they are about (docs/performance.md).

/**
 * Month bounds as Panama dates (m0 = first day of this month, today = today's date) and as
 * instants (*_at), all from one `today` (Panama's date now, or as of the instant a test gives).
 * prev_mtd_end (exclusive) closes "the same days of last month": day 1 up to today's day of the
 * month, or to the end of last month when it is shorter (31 March compares with all February).
 */
export function bounds(today: SQL): SQL {
  return sql`bounds as (
  select m0, today, (m0 - interval '1 month')::date as m_prev, (m0 + interval '1 month')::date as m_next,
    least(((m0 - interval '1 month')::date + (today - m0) + 1), m0) as prev_mtd_end,
    ${panamaMidnight(sql`m0 - interval '1 month'`)} as m_prev_at,
    ${panamaMidnight(sql`m0`)} as m0_at,
    ${panamaMidnight(sql`m0 + interval '1 month'`)} as m_next_at
  from (select date_trunc('month', d.today::timestamp)::date as m0, d.today from (select ${today} as today) as d) as t
)`;
}

/**
 * The day a paid invoice's revenue counts on: the Panama day it was paid, else its issue date.
 * invoices_paid_day_idx (db/schema/crm.ts) indexes this very expression for paid invoices.
 */
const paidDay = sql`coalesce(${panamaDate(sql`paid_at`)}, issue_date)`;

/** Paid invoices whose revenue day falls in [from, to), read from invoices_paid_day_idx. */
export const paidBetween = (from: SQL, to: SQL) => sql`(
  select total, ${paidDay} as day from invoices
  where status = 'paid' and ${paidDay} >= ${from} and ${paidDay} < ${to})`;

/** round((current - previous) / previous × 100, 1); null when there is no previous base. */
function trend(current: SQL, previous: SQL): SQL {
  return sql`(case when ${previous} = 0 then null
    else round((${current} - ${previous})::numeric / ${previous} * 100, 1) end)::text`;
}

/** Invoices ÷ quotes × 100 (the product's conversion rate), unrounded; 0 when there are no quotes. */
function rate(invoiceCount: SQL, quoteCount: SQL): SQL {
  return sql`(case when ${quoteCount} = 0 then 0 else ${invoiceCount}::numeric / ${quoteCount} * 100 end)`;
}

export type FigureRow = {
  month: string;
  revenue_total: string;
  revenue_trend: string | null;
  active_clients: number;
  clients_trend: string | null;
  active_projects: number;
  projects_trend: string | null;
  conversion_rate: string;
  conversion_trend: string | null;
  new_clients: number;
  quotes_created: number;
  quotes_amount: string;
  invoices_issued: number;
  invoiced_amount: string;
  revenue_month: string;
  projects_completed: number;
};

/**
 * The headline figures, their trends and the current month's summary, in one statement.
 * Trends: revenue compares this month so far (day 1 to today) with the same days of last month;
 * new clients and new projects compare this month with the whole of last month; conversion is
 * this month's rate minus last month's, in percentage points.
 */
export async function queryFigures(db: Db, today: SQL): Promise<FigureRow> {
  const result = await db.execute<FigureRow>(sql`
    with ${bounds(today)},
    counted as (
      select
        coalesce(sum(total) filter (where entity = 'invoices' and status = 'paid'), 0) as revenue_total,
        coalesce(sum(records) filter (where entity = 'clients' and status = 'active'), 0)::int as active_clients,
        coalesce(sum(records) filter (where entity = 'projects' and status = 'in_progress'), 0)::int as active_projects,
        coalesce(sum(records) filter (where entity = 'invoices'), 0)::int as invoices_all,
        coalesce(sum(records) filter (where entity = 'quotes'), 0)::int as quotes_all
      from status_counts
    ),
    paid as (
      select
        coalesce(sum(i.total) filter (where i.day >= b.m0), 0) as revenue_month,
        coalesce(sum(i.total) filter (where i.day >= b.m0 and i.day <= b.today), 0) as revenue_mtd,
        coalesce(sum(i.total) filter (where i.day < b.prev_mtd_end), 0) as revenue_prev_mtd
      from bounds as b cross join lateral ${paidBetween(sql`b.m_prev`, sql`b.m_next`)} as i
    ),
    issued as (
      select
        (count(*) filter (where i.issue_date >= b.m0))::int as invoices_month,
        (count(*) filter (where i.issue_date < b.m0))::int as invoices_prev,
        (count(*) filter (where i.issue_date >= b.m0 and i.status in ('sent', 'paid', 'overdue')))::int
          as invoices_issued,
        coalesce(sum(i.total) filter (where i.issue_date >= b.m0 and i.status in ('sent', 'paid', 'overdue')), 0)
          as invoiced_amount
      from bounds as b cross join lateral (
        select issue_date, status, total from invoices where issue_date >= b.m_prev and issue_date < b.m_next) as i
    ),
    cl as (
      select
        (count(*) filter (where c.created_at >= b.m0_at))::int as clients_month,
        (count(*) filter (where c.created_at < b.m0_at))::int as clients_prev
      from bounds as b cross join lateral (
        select created_at from clients where created_at >= b.m_prev_at and created_at < b.m_next_at) as c
    ),
    pr as (
      select
        (count(*) filter (where p.created_at >= b.m0_at))::int as projects_month,
        (count(*) filter (where p.created_at < b.m0_at))::int as projects_prev
      from bounds as b cross join lateral (
        select created_at from projects where created_at >= b.m_prev_at and created_at < b.m_next_at) as p
    ),
    done as (
      select count(*)::int as projects_completed
      from bounds as b cross join lateral (
        select 1 from projects where status = 'completed' and updated_at >= b.m0_at and updated_at < b.m_next_at) as p
    ),
    qu as (
      select
        (count(*) filter (where q.created_at >= b.m0_at))::int as quotes_month,
        coalesce(sum(q.total) filter (where q.created_at >= b.m0_at), 0) as quotes_amount,
        (count(*) filter (where q.created_at < b.m0_at))::int as quotes_prev
      from bounds as b cross join lateral (
        select created_at, total from quotes where created_at >= b.m_prev_at and created_at < b.m_next_at) as q
    ),
    f as (
      select to_char(b.m0::timestamp, 'YYYY-MM') as month, counted.*, paid.*, issued.*, cl.*, pr.*, done.*, qu.*
      from bounds as b, counted, paid, issued, cl, pr, done, qu
    )
    select month,
      round(revenue_total, 2)::text as revenue_total,
      ${trend(sql`revenue_mtd`, sql`revenue_prev_mtd`)} as revenue_trend,
      active_clients,
      ${trend(sql`clients_month`, sql`clients_prev`)} as clients_trend,
      active_projects,
      ${trend(sql`projects_month`, sql`projects_prev`)} as projects_trend,
      round(${rate(sql`invoices_all`, sql`quotes_all`)}, 1)::text as conversion_rate,
      (case when quotes_prev = 0 then null
        else round(${rate(sql`invoices_month`, sql`quotes_month`)} - ${rate(sql`invoices_prev`, sql`quotes_prev`)}, 1)
      end)::text as conversion_trend,
      clients_month as new_clients,
      quotes_month as quotes_created,
      round(quotes_amount, 2)::text as quotes_amount,
      invoices_issued,
      round(invoiced_amount, 2)::text as invoiced_amount,
      round(revenue_month, 2)::text as revenue_month,
      projects_completed
    from f`);
  const row = rows(result)[0];
  if (!row) throw new Error("reports figures query returned no row");
  return row;
}

export type MonthRow = { month: string; month_number: number; total: string };

/** Paid revenue for the last six months including this one, oldest first, empty months as 0.00. */
export async function queryMonthlyRevenue(db: Db, today: SQL): Promise<MonthRow[]> {
  const result = await db.execute<MonthRow>(sql`
    with ${bounds(today)},
    paid as (
      select i.total, i.day
      from bounds as b cross join lateral ${paidBetween(sql`(b.m0 - interval '5 months')::date`, sql`b.m_next`)} as i
    ),
    months as (
      select generate_series(b.m0::timestamp - interval '5 months', b.m0::timestamp, interval '1 month')::date as m
      from bounds as b
    )
    select to_char(months.m::timestamp, 'YYYY-MM') as month, extract(month from months.m)::int as month_number,
      round(coalesce(sum(paid.total), 0), 2)::text as total
    from months
    left join paid on paid.day >= months.m and paid.day < (months.m + interval '1 month')::date
    group by months.m
    order by months.m`);
  return rows(result);
}

export type StatusRow = { kind: "projects" | "quotes" | "invoices"; status: string; count: number; percentage: string };

/**
 * Counts per status of projects (with their share of all projects), quotes and invoices, from
 * status_counts; an invoice is counted under the status the API answers for it: the stored 'sent'
 * ones past due today (read from invoices_status_due_date_idx) move to 'overdue'.
 */
export async function queryStatusCounts(db: Db, today: SQL): Promise<StatusRow[]> {
  const result = await db.execute<StatusRow>(sql`
    with past_due as (select count(*)::int as n from invoices where ${sentPastDue(today)})
    select 'projects' as kind, status, records as count,
      round(records * 100.0 / nullif(sum(records) over (), 0), 1)::text as percentage
    from status_counts where entity = 'projects'
    union all
    select 'quotes', status, records, null from status_counts where entity = 'quotes'
    union all
    select 'invoices', s.status, s.records - (case when s.status = 'sent' then past_due.n else 0 end), null
    from status_counts as s, past_due where s.entity = 'invoices' and s.status <> 'overdue'
    union all
    select 'invoices', 'overdue',
      coalesce((select records from status_counts where entity = 'invoices' and status = 'overdue'), 0) + past_due.n,
      null
    from past_due`);
  return rows(result);
}
