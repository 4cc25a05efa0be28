// The payment calendar's derived values (rules: api/docs/finance-reports.md, "Payment calendar").
// Zod-free pure functions on calendar dates 'YYYY-MM-DD' (Panama's), shared by the API, the
// screen and the tests: the period window, days until due, priority, the status shown, the order.
import { addDays, MONTH_NAMES } from "../values/dates";
import type { DebtStatus } from "../values/statuses";

export const calendarPeriods = ["week", "month", "quarter"] as const;
export type CalendarPeriod = (typeof calendarPeriods)[number];
export const calendarPeriodLabels: Record<CalendarPeriod, string> = {
  week: "Esta Semana",
  month: "Este Mes",
  quarter: "Este Trimestre",
};
export const DEFAULT_CALENDAR_PERIOD: CalendarPeriod = "month";

export const calendarItemTypes = ["receivable", "payable"] as const;
export type CalendarItemType = (typeof calendarItemTypes)[number];
export const calendarTypeFilters = ["all", ...calendarItemTypes] as const;
export type CalendarTypeFilter = (typeof calendarTypeFilters)[number];
export const calendarTypeLabels: Record<CalendarTypeFilter, string> = {
  all: "Todos",
  receivable: "Por Cobrar",
  payable: "Por Pagar",
};

/** 'pending' takes what is still open and not past due: pending and partially paid. */
export const calendarStatusFilters = ["all", "pending", "overdue", "paid"] as const;
export type CalendarStatusFilter = (typeof calendarStatusFilters)[number];
export const calendarStatusFilterLabels: Record<CalendarStatusFilter, string> = {
  all: "Todos",
  pending: "Pendiente",
  overdue: "Vencido",
  paid: "Pagado",
};

export const calendarPriorities = ["high", "medium", "low"] as const;
export type CalendarPriority = (typeof calendarPriorities)[number];
export const calendarPriorityLabels: Record<CalendarPriority, string> = { high: "Alta", medium: "Media", low: "Baja" };

/** Days up to which an item due soon is of medium priority (0 to 7 days); later ones are low. */
export const MEDIUM_PRIORITY_DAYS = 7;

export const UNKNOWN_CALENDAR_CLIENT = "Cliente desconocido";
export const UNKNOWN_CALENDAR_SUPPLIER = "Proveedor desconocido";
export const CALENDAR_EMPTY_MESSAGE = "No hay pagos programados para este período";

/** A window of calendar dates, both ends included. */
export type DateWindow = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, "0");
const parts = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split("-").map(Number);
  return { year, month, day };
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The first and last day of the month `offset` months from the one of `date`. */
export function monthWindow(date: string, offset = 0): DateWindow {
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const next = y * 12 + m; // index of the following month
  const first = `${y}-${pad(m)}-01`;
  const nextFirst = `${Math.floor(next / 12)}-${pad((next % 12) + 1)}-01`;
  return { from: first, to: addDays(nextFirst, -1) };
}

/** The calendar quarter (January–March, April–June…) of `date`, `offset` quarters away. */
export function quarterWindow(date: string, offset = 0): DateWindow {
  const { year, month } = parts(date);
  const firstMonth = `${year}-${pad(month - ((month - 1) % 3))}-01`;
  const from = monthWindow(firstMonth, offset * 3).from;
  return { from, to: monthWindow(from, 2).to };
}

/** The calendar year of `date`, `offset` years away. */
export function yearWindow(date: string, offset = 0): DateWindow {
  const year = parts(date).year + offset;
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The week of `date`, Monday to Sunday. */
export function weekWindow(date: string): DateWindow {
  const weekday = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const from = addDays(date, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** The week, month or quarter that holds the reference date. */
export function calendarWindow(period: CalendarPeriod, date: string): DateWindow {
  if (period === "week") return weekWindow(date);
  if (period === "quarter") return quarterWindow(date);
  return monthWindow(date);
}

/** Days from today until the due date, by calendar dates only (negative once past due). */
export function daysUntilDue(dueDate: string, today: string): number {
  return daysBetween(today, dueDate);
}

/** Past due: high; due within 0 to 7 days: medium; later: low. By date only, paid or not. */
export function calendarPriority(dueDate: string, today: string): CalendarPriority {
  const days = daysUntilDue(dueDate, today);
  if (days < 0) return "high";
  return days <= MEDIUM_PRIORITY_DAYS ? "medium" : "low";
}

/** The status shown: anything not paid whose due date has passed is overdue; else as stored. */
export function calendarStatus(stored: DebtStatus, dueDate: string, today: string): DebtStatus {
  if (stored === "paid") return "paid";
  return dueDate < today ? "overdue" : stored;
}

/** Whether a shown status passes the status filter ('pending' takes partially paid too). */
export function matchesStatusFilter(status: DebtStatus, filter: CalendarStatusFilter): boolean {
  if (filter === "all") return true;
  if (filter === "pending") return status === "pending" || status === "partially_paid";
  return status === filter;
}

/** The table's order: due date ascending, then receivables before payables, then id. */
export function compareCalendarItems(
  a: { dueDate: string; type: CalendarItemType; id: number },
  b: { dueDate: string; type: CalendarItemType; id: number },
): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.type !== b.type) return a.type === "receivable" ? -1 : 1;
  return a.id - b.id;
}

/** Spanish month and year of a date, as the table's caption writes it: 'noviembre 2026'. */
export function monthYearCaption(date: string): string {
  const { year, month } = parts(date);
  return `${MONTH_NAMES[month - 1]?.toLowerCase() ?? ""} ${year}`;
}

/** 'Mostrando N elementos para <month year>'. */
export function calendarCaption(count: number, date: string): string {
  return `Mostrando ${count} elementos para ${monthYearCaption(date)}`;
}

// What GET /api/financial/calendar answers (items, cards) is described beside its query, in
// financial-reports.ts (paymentCalendarRecord).
