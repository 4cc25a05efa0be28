import { incomeTaxMethods, LEGAL_PERSON_RATE, taxpayerKinds } from "../taxes/income-tax";
import { pagingFields } from "../values/paging";
import { amountText, countOf, dateText, daysOverdueField, monthText, recordKey } from "../values/record-fields";
import { debtStatuses } from "../values/statuses";
import { z } from "../zod";
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

/** The ITBMS rate and the legal persons' income tax rate the fiscal tab shows (percent). */
export const ITBMS_GENERAL_RATE = 7;
export const INCOME_TAX_RATE = LEGAL_PERSON_RATE;

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

/** The labels the screen and the PDFs share for the figures that are not an account's. */
export const UNCLOSED_RESULT = "Resultado no cerrado";
export const ACCOUNT_OPENINGS = "Saldos iniciales de cuentas nuevas";

/**
 * One account of the chart in a statement: its balance (balance sheet) or its movement in the
 * period (income statement), with the sign of its side: an asset's debits, a liability's, equity's
 * or income's credits, an expense's debits. Negative when the account went against its side.
 */
export const statementLine = z.object({
  accountCode: z.string().meta({ description: "Código de la cuenta en el catálogo (4.1.05)" }),
  accountName: z.string(),
  amount: amountText(),
});
export type StatementLine = z.infer<typeof statementLine>;
/** One calendar month of the period, 'YYYY-MM', with its income and expenses. */
export const monthAmounts = z.object({ month: monthText(), income: amountText(), expenses: amountText() });
export type MonthAmounts = z.infer<typeof monthAmounts>;

/** The balance sheet at the period's last day, read from the journal. */
export const balanceSheetRecord = z
  .object({
    asOf: dateText("Fecha del balance: el último día del período"),
    /** Caja + Bancos (1.1.01, 1.1.02). */
    bankBalance: amountText("Caja y bancos (1.1.01 + 1.1.02)"),
    /** Cuentas por cobrar (1.1.03). */
    receivables: amountText("Cuentas por cobrar (1.1.03)"),
    totalAssets: amountText(),
    /** Cuentas por pagar (2.1.01). */
    payables: amountText("Cuentas por pagar (2.1.01)"),
    totalLiabilities: amountText(),
    /** The equity accounts plus the result not yet closed: totalAssets − totalLiabilities, exactly. */
    equity: amountText("Patrimonio: sus cuentas más el resultado no cerrado"),
    /** Income − expenses of every entry up to `asOf` that no closing entry has moved into equity. */
    unclosedResult: amountText("Resultado acumulado aún no cerrado contra el patrimonio"),
    /** totalLiabilities + equity: equal to totalAssets, as the journal balances. */
    totalLiabilitiesAndEquity: amountText("Pasivos más patrimonio: igual al total de activos"),
    assets: z.array(statementLine),
    liabilities: z.array(statementLine),
    /** The equity accounts with a balance (the unclosed result is not among them). */
    equityAccounts: z.array(statementLine),
  })
  .meta({ description: "Balance general al último día del período, desde el libro diario" });

/** The taxpayer and the rule behind the income-tax indicator (income-tax.ts). */
export const incomeTaxIndicatorRecord = z
  .object({
    taxpayer: z.enum(taxpayerKinds),
    /** True when the company's RUC is not set (or reads as neither kind): a legal person is assumed. */
    taxpayerAssumed: z.boolean(),
    method: z.enum(incomeTaxMethods),
    /** The period's net income: the base (ITBMS is neither income nor expense). */
    taxableIncome: amountText("Utilidad neta del período (sin ITBMS)"),
    /** The period's income accounts: the CAIR's gross taxable income. */
    grossIncome: amountText("Ingresos del período (sin ITBMS)"),
    regularTax: amountText("25 % o la tarifa del Art. 700 sobre la utilidad neta"),
    cairTax: amountText("25 % del 4.67 % de los ingresos, si aplica el CAIR").nullable(),
    amount: amountText("El indicador: el mayor de los dos"),
    /** False: the period is shorter than a year, and the yearly rule is applied to its figures. */
    fullYear: z.boolean(),
  })
  .meta({ description: "Indicador estimado del impuesto sobre la renta; no es el impuesto por pagar" });
export type IncomeTaxIndicatorRecord = z.infer<typeof incomeTaxIndicatorRecord>;

/** GET /api/financial/reports: every figure summed from the journal; decimals with two places, PAB and USD at par. */
export const financialReportsRecord = z.object({
  period: z.enum(reportPeriods),
  from: dateText("Primer día del período"),
  to: dateText("Último día del período"),
  balanceSheet: balanceSheetRecord,
  /** The income and expense accounts' movements in the period, in the chart's order. */
  incomeStatement: z.object({
    income: z.array(statementLine),
    expenses: z.array(statementLine),
    totalIncome: amountText(),
    totalExpenses: amountText(),
    netIncome: amountText(),
  }),
  /** Money into and out of Caja and Bancos in the period; moves between them count only by their fee. */
  cashFlow: z.object({
    openingCash: amountText("Caja y bancos el día antes del período"),
    inflows: amountText(),
    outflows: amountText(),
    /** inflows − outflows. */
    netCashFlow: amountText(),
    /** Opening balances of bank accounts opened in the period (less those of accounts deleted). */
    accountOpenings: amountText("Saldos iniciales de cuentas bancarias abiertas en el período"),
    /** openingCash + netCashFlow + accountOpenings: Caja and Bancos on the period's last day. */
    closingCash: amountText("Caja y bancos el último día del período"),
  }),
  fiscal: z.object({
    /** Débito fiscal: ITBMS the period's invoice entries credited to ITBMS por pagar (2.1.02). */
    itbmsCharged: amountText("ITBMS de las facturas del período (débito fiscal)"),
    /** Crédito fiscal: the period's movement of ITBMS por cobrar (1.1.04). */
    itbmsPaid: amountText("ITBMS de las facturas de proveedores del período (crédito fiscal)"),
    /** itbmsCharged − itbmsPaid, with no credit carried in: not the Formulario 430's tax to pay. */
    itbmsDifference: amountText("Débito menos crédito fiscal del período, sin arrastre (negativo: a favor)"),
    incomeTax: incomeTaxIndicatorRecord,
  }),
  analysis: z.object({
    byMonth: z.array(monthAmounts),
    /** The income statement's lines, largest first. */
    incomeByAccount: z.array(statementLine),
    expensesByAccount: z.array(statementLine),
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
