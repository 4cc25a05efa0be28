// Durations and weeks of the time entries (api/docs/time.md), zod-free so the timesheet and the
// timer in the browser use them too. A duration is whole minutes; hours are written for people.

/** The most one entry (or one timesheet cell) holds: a day. Also the database's check. */
export const MAX_ENTRY_MINUTES = 1440;

const HOURS_AND_MINUTES = /^(\d{1,2}):([0-5]\d)$/; // 1:30
const DECIMAL_HOURS = /^(\d{1,2})(?:[.,](\d{1,2}))?$/; // 1.5, 1,5, 2, 0.25
const WITH_UNITS = /^(?:(\d{1,2})\s*h)?\s*(?:(\d{1,4})\s*(?:m(?:in)?)?)?$/; // 2h, 45m, 1h30, 1h 30min

/**
 * Minutes of a duration as people type it: '1:30', '1.5' or '1,5' (hours), '2' (hours), '1h30',
 * '45m'. Empty is 0. Decimal hours are rounded to the minute (0.01 h = 1 min). Null when it is
 * none of those forms.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === "") return 0;
  const clock = HOURS_AND_MINUTES.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const decimal = DECIMAL_HOURS.exec(value);
  if (decimal) {
    const fraction = (decimal[2] ?? "").padEnd(2, "0");
    // Hundredths of an hour to minutes, rounded half up, in integers: 1.5 h = 150 × 60 / 100 = 90.
    return Number(decimal[1]) * 60 + Math.floor((Number(fraction) * 60 + 50) / 100);
  }
  const units = value.includes("h") || value.includes("m") ? WITH_UNITS.exec(value) : null;
  if (units && (units[1] !== undefined || units[2] !== undefined)) {
    return Number(units[1] ?? 0) * 60 + Number(units[2] ?? 0);
  }
  return null;
}

/** Minutes as the screens write a duration: 90 -> '1:30', 5 -> '0:05'. */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * Minutes as hours with two decimals, rounded half up, as exact text: 90 -> '1.50', 20 -> '0.33'.
 * An invoice line's quantity of hours (api/docs/time.md, 'Facturar horas').
 */
export function minutesToHours(minutes: number): string {
  // hundredths of an hour = minutes × 100 / 60, rounded half up: (minutes × 10 + 3) / 6, floored.
  const hundredths = Math.floor((minutes * 10 + 3) / 6);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** The Monday of the week holding `date` ('YYYY-MM-DD'): weeks start on Monday. */
export function weekStartOf(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

/** The seven days of the week starting `monday`, Monday to Sunday. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(`${monday}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    return day.toISOString().slice(0, 10);
  });
}

/** The days' short Spanish names, Monday first, for the timesheet's columns. */
export const WEEKDAY_SHORT_NAMES = ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"] as const;

/** Whole minutes between two instants, rounded to the nearest, at least 1 and at most a day: a stopped timer's. */
export function timerMinutes(startedAt: Date, stoppedAt: Date): number {
  const minutes = Math.round((stoppedAt.getTime() - startedAt.getTime()) / 60_000);
  return Math.min(MAX_ENTRY_MINUTES, Math.max(1, minutes));
}
