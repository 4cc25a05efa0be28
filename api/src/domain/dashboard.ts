import { sql } from "drizzle-orm";
import type { DashboardStats } from "../contract";
import { displayCents, formatDollars } from "../contract/money-format";
import { type Db, rows } from "../db/client";
import { panamaToday } from "../db/panama-time";
import { paidDay } from "./reports-queries";

/** '$12,500.00', or '$0' when nothing was paid this month. Formatted from the decimal string, exactly. */
export function formatMonthlyRevenue(total: string): string {
  return displayCents(total) === 0n ? "$0" : formatDollars(total);
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
          and date_trunc('month', ${paidDay}) = date_trunc('month', ${panamaToday()})) as monthly_revenue`);
  const row = rows(result)[0];
  if (!row) throw new Error("stats query returned no row");
  return {
    activeClients: Number(row.active_clients),
    activeProjects: Number(row.active_projects),
    pendingQuotes: Number(row.pending_quotes),
    monthlyRevenue: formatMonthlyRevenue(row.monthly_revenue),
  };
}
