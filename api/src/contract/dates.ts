// Calendar dates as 'YYYY-MM-DD' in the business time zone, America/Panama (UTC-5, no
// daylight saving: a fixed offset is exact). Zod-free, so every front end can use them
// without loading the validators; the API, the forms and the scripts share these.

export const PANAMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** Today's date in Panama, whatever the machine's own time zone (`now` is for tests). */
export function todayInPanama(now = new Date()): string {
  return new Date(now.getTime() + PANAMA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus n days, in UTC so that no DST change can skew it; RangeError for a non-date. */
export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/**
 * A calendar date as the ISO date-time SPEC.md §7 sends (validUntil, dueDate): noon in
 * Panama, which every reader turns back into the same calendar date.
 */
export function dateToIsoDateTime(date: string): string {
  return new Date(`${date}T12:00:00-05:00`).toISOString();
}
