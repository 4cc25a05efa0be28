import { z } from "zod";
import { pagingFields } from "./paging";
import {
  type CalendarPeriod,
  calendarPeriods,
  type DateWindow,
  monthWindow,
  quarterWindow,
  yearWindow,
} from "./payment-calendar";

// GET /api/financial/reports and GET /api/financial/calendar: their query schemas and answers.
// How every figure is computed: api/docs/finance-reports.md.

export const reportPeriods = ["current_month", "last_month", "current_quarter", "current_year", "last_year"] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const reportPeriodLabels: Record<ReportPeriod, string> = {
  current_month: "Mes Actual",
  last_month: "Mes Anterior",
  current_quarter: "Trimestre Actual",
  current_year: "Año Actual",
  last_year: "Año Anterior",
};
export const DEFAULT_REPORT_PERIOD: ReportPeriod = "current_month";

/** The ITBMS rate and the income tax rate the fiscal tab shows (percent). */
export const ITBMS_GENERAL_RATE = 7;
export const INCOME_TAX_RATE = 25;

/** The Panama calendar dates a report period covers, from today's date in Panama. */
export function reportWindow(period: ReportPeriod, today: string): DateWindow {
  switch (period) {
    case "last_month":
      return monthWindow(today, -1);
    case "current_quarter":
      return quarterWindow(today);
    case "current_year":
      return yearWindow(today);
    case "last_year":
      return yearWindow(today, -1);
    default:
      return monthWindow(today);
  }
}

export const financialReportsQuery = z.object({
  period: z.enum(reportPeriods, { error: "Período inválido" }).default(DEFAULT_REPORT_PERIOD),
});
export type FinancialReportsQuery = z.output<typeof financialReportsQuery>;

/** One category's total in the period; `categoryName` null: transactions without a category. */
export type CategoryAmount = { categoryId: number | null; categoryName: string | null; amount: string };
/** One calendar month of the period, 'YYYY-MM', with its income and expenses. */
export type MonthAmounts = { month: string; income: string; expenses: string };

/** GET /api/financial/reports: decimals with two places, PAB and USD added at par. */
export type FinancialReportsRecord = {
  period: ReportPeriod;
  from: string;
  to: string;
  /** As of today, whatever the period: what is owned and owed now. */
  balanceSheet: {
    bankBalance: string;
    receivables: string;
    /** bankBalance + receivables. */
    totalAssets: string;
    /** The open balances of the payables. */
    payables: string;
    totalLiabilities: string;
    /** totalAssets − totalLiabilities. */
    equity: string;
  };
  /** Completed income and expense transactions dated in the period, by category. */
  incomeStatement: {
    income: CategoryAmount[];
    expenses: CategoryAmount[];
    totalIncome: string;
    totalExpenses: string;
    netIncome: string;
  };
  /** Money in and out in the period: its completed income and expense transactions. */
  cashFlow: { inflows: string; outflows: string; netCashFlow: string };
  fiscal: {
    /** ITBMS of the invoices issued in the period (sent, overdue or paid). */
    itbmsCharged: string;
    /** ITBMS of the payables issued in the period. */
    itbmsPaid: string;
    /** itbmsCharged − itbmsPaid (negative: a credit). */
    itbmsToPay: string;
    /** 25 % of the period's net income, 0 when it is not positive. */
    incomeTax: string;
  };
  analysis: { byMonth: MonthAmounts[]; incomeByCategory: CategoryAmount[]; expensesByCategory: CategoryAmount[] };
};

export const CALENDAR_DATE_MESSAGE = "Fecha inválida";

const calendarDateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CALENDAR_DATE_MESSAGE })
  .refine(
    (text) => {
      const parsed = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
    },
    { error: CALENDAR_DATE_MESSAGE },
  )
  .refine((text) => text >= "1900-01-01" && text <= "2999-12-31", { error: "Fecha fuera de rango" });

/**
 * The calendar's filters; `date` absent means today in Panama. `limit`/`offset` ask for one page of
 * the items (the cards still cover the whole filtered window); without them every item comes back.
 */
export const paymentCalendarQuery = z.object({
  period: z.enum(calendarPeriods, { error: "Período inválido" }).default("month" satisfies CalendarPeriod),
  date: calendarDateParam.optional(),
  type: z.enum(["all", "receivable", "payable"], { error: "Tipo inválido" }).default("all"),
  status: z.enum(["all", "pending", "overdue", "paid"], { error: "Estado inválido" }).default("all"),
  limit: pagingFields.limit,
  offset: pagingFields.offset,
});
export type PaymentCalendarQuery = z.output<typeof paymentCalendarQuery>;
