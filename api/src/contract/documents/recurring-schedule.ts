// When a recurring invoice falls due (api/docs/recurring-invoices.md, "Schedule"). Pure calendar
// arithmetic on 'YYYY-MM-DD' texts, no clock and no zod: the API's job, its preview and the form's
// preview call the same functions.

export const recurringFrequencies = ["monthly", "quarterly", "yearly"] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];
export const recurringFrequencyLabels: Record<RecurringFrequency, string> = {
  monthly: "Mensual",
  quarterly: "Trimestral",
  yearly: "Anual",
};

/** Months between two occurrences. */
const STEP_MONTHS: Record<RecurringFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export type RecurringSchedule = {
  frequency: RecurringFrequency;
  /** 1 to 31; in a shorter month, its last day (31 -> 30 April, 28 or 29 February). */
  dayOfMonth: number;
  /** No occurrence before it. */
  startDate: string;
  /** No occurrence after it (included); null: no end date. */
  endDate?: string | null;
  /** At most this many invoices in all; null: no limit. */
  maxCount?: number | null;
};

/** A month as one number: year × 12 + (month − 1). */
const monthIndexOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

const daysInMonth = (monthIndex: number) =>
  new Date(Date.UTC(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 0)).getUTCDate();

/** The schedule's day in that month: `day`, or the month's last day when it is shorter. */
function dayIn(monthIndex: number, day: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const clamped = Math.min(day, daysInMonth(monthIndex));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(clamped).padStart(2, "0")}`;
}

/**
 * The month of the first occurrence: the start's own month when its day is not before the start,
 * else the next month. Every later one is a whole number of steps after it, each computed from this
 * month (never from the previous date), so the 31st stays the 31st after a 30th or a 28th.
 */
function firstMonth(schedule: RecurringSchedule): number {
  const start = monthIndexOf(schedule.startDate);
  return dayIn(start, schedule.dayOfMonth) >= schedule.startDate ? start : start + 1;
}

/**
 * Up to `limit` occurrences after `after` (excluded; null: from the start), within the end date,
 * and within the count once `generated` invoices exist.
 */
export function upcomingOccurrences(
  schedule: RecurringSchedule,
  options: { after?: string | null; generated?: number; limit: number },
): string[] {
  const step = STEP_MONTHS[schedule.frequency];
  const first = firstMonth(schedule);
  const after = options.after ?? null;
  const remaining =
    schedule.maxCount === null || schedule.maxCount === undefined
      ? options.limit
      : Math.min(options.limit, schedule.maxCount - (options.generated ?? 0));
  const found: string[] = [];
  // Start a step before the month of `after`, so no occurrence after it is skipped.
  let k = after ? Math.max(0, Math.floor((monthIndexOf(after) - first) / step) - 1) : 0;
  while (found.length < remaining) {
    const date = dayIn(first + k * step, schedule.dayOfMonth);
    k += 1;
    if (schedule.endDate && date > schedule.endDate) break;
    if (after && date <= after) continue;
    found.push(date);
  }
  return found;
}

/** The first occurrence after `after` (null: from the start), or null when the schedule has ended. */
export function nextOccurrence(schedule: RecurringSchedule, after: string | null, generated: number): string | null {
  return upcomingOccurrences(schedule, { after, generated, limit: 1 })[0] ?? null;
}
