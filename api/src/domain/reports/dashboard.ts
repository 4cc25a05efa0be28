import { sql } from "drizzle-orm";
import type { DashboardStats } from "../../contract";
import { displayCents, formatDollars } from "../../contract/values/money-format";
import { type Db, rows } from "../../db/client";
import { panamaToday } from "../../db/panama-time";
import { bounds, paidBetween } from "./queries";

/** '$12,500.00', or '$0' when nothing was paid this month. Formatted from the decimal string, exactly. */
export function formatMonthlyRevenue(total: string): string {
  return displayCents(total) === 0n ? "$0" : formatDollars(total);
}

/**
 * The four dashboard figures in one round trip. "This month" is the Panama calendar
 * month; an invoice counts when it was paid then (its issue date when paid_at is unknown).
 * The counts come from status_counts and the revenue from a range of invoices_paid_day_idx:
 * nothing here reads a whole table (docs/performance.md).
 */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const result = await db.execute<{
    active_clients: number;
    active_projects: number;
    pending_quotes: number;
    monthly_revenue: string;
  }>(sql`
    with ${bounds(panamaToday())}
    select
      coalesce(sum(records) filter (where entity = 'clients' and status = 'active'), 0)::int as active_clients,
      coalesce(sum(records) filter (where entity = 'projects' and status = 'in_progress'), 0)::int as active_projects,
      coalesce(sum(records) filter (where entity = 'quotes' and status in ('draft', 'sent')), 0)::int as pending_quotes,
      (select coalesce(sum(i.total), 0)::text
        from bounds as b cross join lateral ${paidBetween(sql`b.m0`, sql`b.m_next`)} as i) as monthly_revenue
    from status_counts`);
  const row = rows(result)[0];
  if (!row) throw new Error("stats query returned no row");
  return {
    activeClients: Number(row.active_clients),
    activeProjects: Number(row.active_projects),
    pendingQuotes: Number(row.pending_quotes),
    monthlyRevenue: formatMonthlyRevenue(row.monthly_revenue),
  };
}
