import {
  type InvoiceStatus,
  invoiceStatuses,
  type ProjectStatus,
  projectStatuses,
  type QuoteStatus,
  quoteStatuses,
  type ReportsSummary,
} from "../../contract";
import { MONTH_SHORT_NAMES } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { panamaToday } from "../../db/panama-time";
import { queryFigures, queryMonthlyRevenue, queryStatusCounts, type StatusRow } from "./queries";

export const MONTH_LABELS = MONTH_SHORT_NAMES;

const toTrend = (text: string | null) => (text === null ? null : Number(text));

function countsFor<S extends string>(found: StatusRow[], kind: StatusRow["kind"], statuses: readonly S[]) {
  return statuses.map((status) => {
    const row = found.find((r) => r.kind === kind && r.status === status);
    return { status, count: Number(row?.count ?? 0), percentage: row?.percentage ? Number(row.percentage) : 0 };
  });
}

/**
 * GET /api/reports/summary. Three aggregate statements in one read-only snapshot, so the
 * headline, the chart and the status counts all describe the same moment. `now` is only given
 * by tests (the reports as of that instant); the route uses the database's clock.
 */
export async function reportsSummary(db: Db, now?: Date): Promise<ReportsSummary> {
  // One clock for the three statements: the database's, or the instant a test pins.
  const today = panamaToday(now);
  const { figures, months, statuses } = await db.transaction(
    async (tx) => ({
      figures: await queryFigures(tx, today),
      months: await queryMonthlyRevenue(tx, today),
      statuses: await queryStatusCounts(tx, today),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return {
    headline: {
      totalRevenue: { value: figures.revenue_total, trend: toTrend(figures.revenue_trend) },
      activeClients: { value: String(figures.active_clients), trend: toTrend(figures.clients_trend) },
      activeProjects: { value: String(figures.active_projects), trend: toTrend(figures.projects_trend) },
      conversionRate: { value: figures.conversion_rate, trend: toTrend(figures.conversion_trend) },
    },
    monthlyRevenue: months.map((m) => ({
      month: m.month,
      label: MONTH_LABELS[Number(m.month_number) - 1] ?? m.month,
      total: m.total,
    })),
    projectsByStatus: countsFor<ProjectStatus>(statuses, "projects", projectStatuses),
    quotesByStatus: countsFor<QuoteStatus>(statuses, "quotes", quoteStatuses).map(({ status, count }) => ({
      status,
      count,
    })),
    invoicesByStatus: countsFor<InvoiceStatus>(statuses, "invoices", invoiceStatuses).map(({ status, count }) => ({
      status,
      count,
    })),
    monthlySummary: {
      month: figures.month,
      newClients: Number(figures.new_clients),
      quotesCreated: Number(figures.quotes_created),
      quotesAmount: figures.quotes_amount,
      invoicesIssued: Number(figures.invoices_issued),
      invoicedAmount: figures.invoiced_amount,
      revenue: figures.revenue_month,
      projectsCompleted: Number(figures.projects_completed),
    },
  };
}
