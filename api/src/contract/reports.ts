import type { InvoiceStatus, ProjectStatus, QuoteStatus } from "./statuses";

/** A headline figure and its change against the previous period, in percent (null: no base to compare). */
export type TrendFigure = { value: string; trend: number | null };

/** GET /api/reports/summary: everything the reports screen shows, computed in SQL. */
export type ReportsSummary = {
  headline: {
    /** Sum of paid invoices' totals, all time (SPEC.md §9); trend: this month's vs last month's. */
    totalRevenue: TrendFigure;
    /** Clients with status active; trend: clients added this month vs last month. */
    activeClients: TrendFigure;
    /** Projects in progress; trend: projects created this month vs last month. */
    activeProjects: TrendFigure;
    /** Invoices / quotes × 100, one decimal; trend: this month's rate vs last month's, in points. */
    conversionRate: TrendFigure;
  };
  /** The last six months including the current one, oldest first, from paid invoices. */
  monthlyRevenue: Array<{ month: string; label: string; total: string }>;
  projectsByStatus: Array<{ status: ProjectStatus; count: number; percentage: number }>;
  quotesByStatus: Array<{ status: QuoteStatus; count: number }>;
  invoicesByStatus: Array<{ status: InvoiceStatus; count: number }>;
  /** The current month in Panama. */
  monthlySummary: {
    month: string;
    newClients: number;
    quotesCreated: number;
    quotesAmount: string;
    invoicesIssued: number;
    invoicedAmount: string;
    revenue: string;
    projectsCompleted: number;
  };
};
