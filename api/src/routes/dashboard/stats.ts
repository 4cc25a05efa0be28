import { sql } from "drizzle-orm";
import type { DashboardStats } from "../../contract";
import { type Db, rows } from "../../db/client";
import { groupedAmount } from "../../domain/format";

/** '$12,500.00', or '$0' when nothing was paid this month (SPEC.md §3). Formatted from the decimal string, exactly. */
export function formatMonthlyRevenue(total: string): string {
  const amount = groupedAmount(total);
  return amount === "0.00" ? "$0" : `$${amount}`;
}

/**
 * The four dashboard figures in one round trip. "This month" is the Panama calendar
 * month; an invoice counts when it was paid then (its issue date when paid_at is unknown).
 */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const result = await db.execute<{
    active_clients: number;
    active_projects: number;
    pending_quotes: number;
    monthly_revenue: string;
  }>(sql`
    select
      (select count(*)::int from clients where status = 'active') as active_clients,
      (select count(*)::int from projects where status = 'in_progress') as active_projects,
      (select count(*)::int from quotes where status in ('draft', 'sent')) as pending_quotes,
      (select coalesce(sum(total), 0)::text from invoices
        where status = 'paid'
          and date_trunc('month', coalesce((paid_at at time zone 'America/Panama')::date, issue_date))
            = date_trunc('month', (now() at time zone 'America/Panama')::date)) as monthly_revenue`);
  const row = rows(result)[0];
  if (!row) throw new Error("stats query returned no row");
  return {
    activeClients: Number(row.active_clients),
    activeProjects: Number(row.active_projects),
    pendingQuotes: Number(row.pending_quotes),
    monthlyRevenue: formatMonthlyRevenue(row.monthly_revenue),
  };
}
