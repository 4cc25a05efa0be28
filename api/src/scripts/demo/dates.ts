// Calendar-date helpers the demo data needs beyond the contract's, on "YYYY-MM-DD" strings.

export { addDays, todayInPanama } from "../../contract/values/dates";

/**
 * The given day of the month `monthsAgo` months before `today`'s month (clamped to the month's
 * last day), or null when that date is still in the future.
 */
export function dayMonthsAgo(today: string, monthsAgo: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - monthsAgo;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
  return date <= today ? date : null;
}

/** The earlier of ISO dates (they sort as text). */
export function earliest(...dates: [string, ...string[]]): string {
  return [...dates].sort()[0] ?? dates[0];
}
