import { z } from "zod";
import { pagingFields } from "./paging";
import {
  type CalendarPeriod,
  calendarItemTypes,
  calendarPeriods,
  calendarPriorities,
  type DateWindow,
  monthWindow,
  quarterWindow,
  yearWindow,
} from "./payment-calendar";
import { amountText, countOf, dateText, daysOverdueField, monthText, recordKey } from "./record-fields";
import { debtStatuses } from "./statuses";

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
export const categoryAmount = z.object({
  categoryId: recordKey("Categoría").nullable(),
  categoryName: z.string().nullable().meta({ description: "null: transacciones sin categoría" }),
  amount: amountText(),
});
export type CategoryAmount = z.infer<typeof categoryAmount>;
/** One calendar month of the period, 'YYYY-MM', with its income and expenses. */
export const monthAmounts = z.object({ month: monthText(), income: amountText(), expenses: amountText() });
export type MonthAmounts = z.infer<typeof monthAmounts>;

/** GET /api/financial/reports: decimals with two places, PAB and USD added at par. */
export const financialReportsRecord = z.object({
  period: z.enum(reportPeriods),
  from: dateText("Primer día del período"),
  to: dateText("Último día del período"),
  /** As of today, whatever the period: what is owned and owed now. */
  balanceSheet: z
    .object({
      bankBalance: amountText(),
      receivables: amountText(),
      /** bankBalance + receivables. */
      totalAssets: amountText(),
      /** The open balances of the payables. */
      payables: amountText(),
      totalLiabilities: amountText(),
      /** totalAssets − totalLiabilities. */
      equity: amountText(),
    })
    .meta({ description: "Balance general a hoy, sea cual sea el período" }),
  /** Completed income and expense transactions dated in the period, by category. */
  incomeStatement: z.object({
    income: z.array(categoryAmount),
    expenses: z.array(categoryAmount),
    totalIncome: amountText(),
    totalExpenses: amountText(),
    netIncome: amountText(),
  }),
  /** Money in and out in the period: its completed income and expense transactions. */
  cashFlow: z.object({ inflows: amountText(), outflows: amountText(), netCashFlow: amountText() }),
  fiscal: z.object({
    /** ITBMS of the invoices issued in the period (sent, overdue or paid). */
    itbmsCharged: amountText("ITBMS de las facturas emitidas en el período"),
    /** ITBMS of the payables issued in the period. */
    itbmsPaid: amountText("ITBMS de las cuentas por pagar emitidas en el período"),
    /** itbmsCharged − itbmsPaid (negative: a credit). */
    itbmsToPay: amountText("ITBMS cobrado menos pagado (negativo: un crédito)"),
    /** 25 % of the period's net income, 0 when it is not positive. */
    incomeTax: amountText("Impuesto sobre la renta estimado: 25 % de la utilidad neta"),
  }),
  analysis: z.object({
    byMonth: z.array(monthAmounts),
    incomeByCategory: z.array(categoryAmount),
    expensesByCategory: z.array(categoryAmount),
  }),
});
export type FinancialReportsRecord = z.infer<typeof financialReportsRecord>;

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

/** One row of the calendar: a receivable or a payable due in the window. */
export const calendarItemRecord = z.object({
  type: z.enum(calendarItemTypes),
  id: recordKey("La cuenta por cobrar o por pagar"),
  /** What is still owed (balanceAmount); for a paid item, its total. */
  amount: amountText("Saldo pendiente; el total si está pagada"),
  dueDate: dateText("Fecha de vencimiento"),
  /** The shown status: not paid and past due is 'overdue' (calendarStatus). */
  status: z.enum(debtStatuses),
  /** Whole days past the due date while not paid (as of `today`); null otherwise. */
  daysOverdue: daysOverdueField(),
  /** Client (company, else name) or supplier; null when unknown ('Cliente desconocido'…). */
  counterpartyName: z.string().nullable().meta({ description: "Cliente o proveedor; null si se desconoce" }),
  counterpartyId: recordKey("Cliente o proveedor").nullable(),
  invoiceNumber: z.string(),
  description: z.string().nullable(),
  priority: z.enum(calendarPriorities),
});
export type CalendarItemRecord = z.infer<typeof calendarItemRecord>;

/** The four cards, over the whole filtered window (not only the page shown). */
export const calendarSummary = z.object({
  /** Amounts still owed by clients: the open receivables of the filtered list. */
  receivableTotal: amountText("Lo que aún deben los clientes en la ventana filtrada"),
  /** Amounts still owed to suppliers: the open payables of the filtered list. */
  payableTotal: amountText("Lo que aún se debe a proveedores en la ventana filtrada"),
  /** High-priority receivables in the filtered list. */
  overdueReceivables: countOf("Cuentas por cobrar de prioridad alta"),
  /** High-priority payables in the filtered list. */
  overduePayables: countOf("Cuentas por pagar de prioridad alta"),
});
export type CalendarSummary = z.infer<typeof calendarSummary>;

/** GET /api/financial/calendar. */
export const paymentCalendarRecord = z.object({
  period: z.enum(calendarPeriods),
  date: dateText("Día de referencia"),
  from: dateText("Primer día de la ventana"),
  to: dateText("Último día de la ventana"),
  today: dateText("Hoy en Panamá"),
  summary: calendarSummary,
  /** Items of the filtered window (all of them, or the page asked for), sorted by due date. */
  items: z.array(calendarItemRecord),
  /** How many items the filtered window holds (also the X-Total-Count header). */
  total: countOf("Elementos de la ventana filtrada (también en X-Total-Count)"),
});
export type PaymentCalendarRecord = z.infer<typeof paymentCalendarRecord>;
