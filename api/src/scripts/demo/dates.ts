// Calendar-date helpers for the scripts, on ISO "YYYY-MM-DD" strings. Arithmetic is done in UTC
// on purpose: a calendar date has no time zone, and UTC has no daylight-saving gaps.

const BUSINESS_TIME_ZONE = "America/Panama";

/** Today's date in Panama (DESIGN.md §3), whatever the machine's own time zone. */
export function todayInPanama(now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

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
