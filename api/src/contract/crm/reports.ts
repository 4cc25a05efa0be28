import { amountText, countOf, decimalText } from "../values/record-fields";
import { invoiceStatuses, projectStatuses, quoteStatuses } from "../values/statuses";
import { z } from "../zod";

/**
 * A headline figure and a trend, one decimal (null: no base to compare). What the trend compares
 * is given per figure below: it is not always a change of `value` itself, and the conversion
 * rate's trend is a difference in percentage points, not a percentage.
 */
export const trendFigure = z.object({
  value: decimalText("La cifra, como texto decimal exacto"),
  trend: z.number().nullable().meta({ description: "Tendencia con un decimal; null sin base con qué comparar" }),
});
export type TrendFigure = z.infer<typeof trendFigure>;

/** GET /api/reports/summary: everything the reports screen shows, computed in SQL. Months are Panama's. */
export const reportsSummaryRecord = z.object({
  headline: z.object({
    /**
     * Sum of paid invoices' totals, all time. trend: % change of the revenue paid
     * this month so far (day 1 to today) against the same days of last month (to its end when
     * last month is shorter): month-to-date vs the previous month-to-date.
     */
    totalRevenue: trendFigure,
    /** Clients with status active. trend: % change of clients created this month vs in all of last month. */
    activeClients: trendFigure,
    /** Projects in progress. trend: % change of projects created this month vs in all of last month. */
    activeProjects: trendFigure,
    /**
     * Invoices / quotes × 100, one decimal. trend: this month's rate minus last month's, in
     * percentage points (+3.2 means from e.g. 40.0 % to 43.2 %); null when last month had no quotes.
     */
    conversionRate: trendFigure,
  }),
  /** The last six months including the current one, oldest first, from paid invoices. */
  monthlyRevenue: z.array(z.object({ month: z.string(), label: z.string(), total: amountText() })),
  projectsByStatus: z.array(
    z.object({ status: z.enum(projectStatuses), count: countOf("Proyectos"), percentage: z.number() }),
  ),
  quotesByStatus: z.array(z.object({ status: z.enum(quoteStatuses), count: countOf("Cotizaciones") })),
  /** By the status the invoices API answers: a 'sent' invoice past its due date counts as overdue. */
  invoicesByStatus: z.array(z.object({ status: z.enum(invoiceStatuses), count: countOf("Facturas") })),
  /** The current month in Panama. */
  monthlySummary: z.object({
    month: z.string(),
    newClients: countOf("Clientes nuevos"),
    quotesCreated: countOf("Cotizaciones creadas"),
    quotesAmount: amountText("Monto cotizado"),
    invoicesIssued: countOf("Facturas emitidas"),
    invoicedAmount: amountText("Monto facturado"),
    revenue: amountText("Ingresos cobrados"),
    projectsCompleted: countOf("Proyectos completados"),
  }),
});
export type ReportsSummary = z.infer<typeof reportsSummaryRecord>;
