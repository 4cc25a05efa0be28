import { type SQL, sql } from "drizzle-orm";
import { type Db, rows } from "../db/client";
import { panamaDate, panamaMidnight } from "../db/panama-time";
import { invoiceStatusAsOf } from "./overdue";

// The reports screen's figures, aggregated in PostgreSQL: no row is ever loaded to be counted
// or summed in JS. Money stays numeric and comes back as text with two decimals.
// "This month" is the Panama calendar month (the business calendar), whatever the session's time zone.
// Every query takes `today`, Panama's date (panamaToday() in db/panama-time.ts), so that the figures of
// one summary share one clock, and tests can pin it.

/**
 * Month bounds as Panama dates (m0 = first day of this month, today = today's date) and as
 * instants (*_at), all from one `today` (Panama's date now, or as of the instant a test gives).
 * prev_mtd_end (exclusive) closes "the same days of last month": day 1 up to today's day of the
 * month, or to the end of last month when it is shorter (31 March compares with all February).
 */
function bounds(today: SQL): SQL {
  return sql`bounds as (
  select m0, today, (m0 - interval '1 month')::date as m_prev, (m0 + interval '1 month')::date as m_next,
    least(((m0 - interval '1 month')::date + (today - m0) + 1), m0) as prev_mtd_end,
    ${panamaMidnight(sql`m0 - interval '1 month'`)} as m_prev_at,
    ${panamaMidnight(sql`m0`)} as m0_at,
    ${panamaMidnight(sql`m0 + interval '1 month'`)} as m_next_at
  from (select date_trunc('month', d.today::timestamp)::date as m0, d.today from (select ${today} as today) as d) as t
)`;
}

/** The day a paid invoice's revenue counts on: the Panama day it was paid, else its issue date. */
export const paidDay = sql`coalesce(${panamaDate(sql`paid_at`)}, issue_date)`;

const paidInvoices = sql`paid as (
  select total, ${paidDay} as day
  from invoices where status = 'paid'
)`;

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
  // One pass over each table, every figure a FILTER of it: at 100,000 rows per table, a
  // subquery per figure read the same tables twenty times (README, Performance).
  const result = await db.execute<FigureRow>(sql`
    with ${bounds(today)},
    inv as (
      select
        coalesce(sum(i.total) filter (where i.status = 'paid'), 0) as revenue_total,
        coalesce(sum(i.total) filter (where i.status = 'paid' and i.day >= b.m0 and i.day < b.m_next), 0) as revenue_month,
        coalesce(sum(i.total) filter (where i.status = 'paid' and i.day >= b.m0 and i.day <= b.today), 0) as revenue_mtd,
        coalesce(sum(i.total) filter (where i.status = 'paid' and i.day >= b.m_prev and i.day < b.prev_mtd_end), 0)
          as revenue_prev_mtd,
        count(*)::int as invoices_all,
        (count(*) filter (where i.issue_date >= b.m0 and i.issue_date < b.m_next))::int as invoices_month,
        (count(*) filter (where i.issue_date >= b.m_prev and i.issue_date < b.m0))::int as invoices_prev,
        (count(*) filter (where i.issue_date >= b.m0 and i.issue_date < b.m_next
          and i.status in ('sent', 'paid', 'overdue')))::int as invoices_issued,
        coalesce(sum(i.total) filter (where i.issue_date >= b.m0 and i.issue_date < b.m_next
          and i.status in ('sent', 'paid', 'overdue')), 0) as invoiced_amount
      from bounds as b
      cross join (select total, status, issue_date, ${paidDay} as day from invoices) as i
    ),
    cl as (
      select
        (count(*) filter (where c.status = 'active'))::int as active_clients,
        (count(*) filter (where c.created_at >= b.m0_at and c.created_at < b.m_next_at))::int as clients_month,
        (count(*) filter (where c.created_at >= b.m_prev_at and c.created_at < b.m0_at))::int as clients_prev
      from bounds as b cross join clients as c
    ),
    pr as (
      select
        (count(*) filter (where p.status = 'in_progress'))::int as active_projects,
        (count(*) filter (where p.created_at >= b.m0_at and p.created_at < b.m_next_at))::int as projects_month,
        (count(*) filter (where p.created_at >= b.m_prev_at and p.created_at < b.m0_at))::int as projects_prev,
        (count(*) filter (where p.status = 'completed'
          and p.updated_at >= b.m0_at and p.updated_at < b.m_next_at))::int as projects_completed
      from bounds as b cross join projects as p
    ),
    qu as (
      select
        count(*)::int as quotes_all,
        (count(*) filter (where q.created_at >= b.m0_at and q.created_at < b.m_next_at))::int as quotes_month,
        coalesce(sum(q.total) filter (where q.created_at >= b.m0_at and q.created_at < b.m_next_at), 0) as quotes_amount,
        (count(*) filter (where q.created_at >= b.m_prev_at and q.created_at < b.m0_at))::int as quotes_prev
      from bounds as b cross join quotes as q
    ),
    f as (
      select to_char(b.m0, 'YYYY-MM') as month, inv.*, cl.*, pr.*, qu.*
      from bounds as b, inv, cl, pr, qu
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
    with ${bounds(today)}, ${paidInvoices},
    months as (
      select generate_series(b.m0::timestamp - interval '5 months', b.m0::timestamp, interval '1 month')::date as m
      from bounds as b
    )
    select to_char(months.m, 'YYYY-MM') as month, extract(month from months.m)::int as month_number,
      round(coalesce(sum(paid.total), 0), 2)::text as total
    from months
    left join paid on paid.day >= months.m and paid.day < (months.m + interval '1 month')::date
    group by months.m
    order by months.m`);
  return rows(result);
}

export type StatusRow = { kind: "projects" | "quotes" | "invoices"; status: string; count: number; percentage: string };

/**
 * Counts per status of projects (with their share of all projects), quotes and invoices; an
 * invoice is counted under the status the API answers for it (a 'sent' one past due is overdue).
 */
export async function queryStatusCounts(db: Db, today: SQL): Promise<StatusRow[]> {
  const result = await db.execute<StatusRow>(sql`
    select 'projects' as kind, status, count(*)::int as count,
      round(count(*) * 100.0 / sum(count(*)) over (), 1)::text as percentage
    from projects group by status
    union all
    select 'quotes', status, count(*)::int, null from quotes group by status
    union all
    select 'invoices', ${invoiceStatusAsOf(today)}, count(*)::int, null from invoices group by 2`);
  return rows(result);
}
