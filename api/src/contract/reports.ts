import type { InvoiceStatus, ProjectStatus, QuoteStatus } from "./statuses";

/**
 * A headline figure and a trend, one decimal (null: no base to compare). What the trend compares
 * is given per figure below: it is not always a change of `value` itself, and the conversion
 * rate's trend is a difference in percentage points, not a percentage.
 */
export type TrendFigure = { value: string; trend: number | null };

/** GET /api/reports/summary: everything the reports screen shows, computed in SQL. Months are Panama's. */
export type ReportsSummary = {
  headline: {
    /**
     * Sum of paid invoices' totals, all time. trend: % change of the revenue paid
     * this month so far (day 1 to today) against the same days of last month (to its end when
     * last month is shorter): month-to-date vs the previous month-to-date.
     */
    totalRevenue: TrendFigure;
    /** Clients with status active. trend: % change of clients created this month vs in all of last month. */
    activeClients: TrendFigure;
    /** Projects in progress. trend: % change of projects created this month vs in all of last month. */
    activeProjects: TrendFigure;
    /**
     * Invoices / quotes × 100, one decimal. trend: this month's rate minus last month's, in
     * percentage points (+3.2 means from e.g. 40.0 % to 43.2 %); null when last month had no quotes.
     */
    conversionRate: TrendFigure;
  };
  /** The last six months including the current one, oldest first, from paid invoices. */
  monthlyRevenue: Array<{ month: string; label: string; total: string }>;
  projectsByStatus: Array<{ status: ProjectStatus; count: number; percentage: number }>;
  quotesByStatus: Array<{ status: QuoteStatus; count: number }>;
  /** By the status the invoices API answers: a 'sent' invoice past its due date counts as overdue. */
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
