// Calendar dates as 'YYYY-MM-DD' in the business time zone, America/Panama (UTC-5, no
// daylight saving: a fixed offset is exact). Zod-free, so every front end can use them
// without loading the validators; the API, the forms and the scripts share these.

/**
 * The business time zone: the one SQL reads instants in (src/db/panama-time.ts). Not the database
 * session's, which is UTC (src/db/client.ts).
 */
export const BUSINESS_TIME_ZONE = "America/Panama";

export const PANAMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** The instant of a Panama wall-clock time written 'YYYY-MM-DDTHH:mm[:ss[.sss]]' (no zone). */
export function panamaWallClock(dateTime: string): Date {
  return new Date(`${dateTime}-05:00`);
}

/**
 * Noon in Panama of a calendar date: the instant that stands for a whole day (a payment's, a demo
 * record's); read back in Panama time, as every screen and query does, it is that day again.
 */
export function noonInPanama(date: string): Date {
  return panamaWallClock(`${date}T12:00:00`);
}

/** The Panama calendar date of an instant, 'YYYY-MM-DD', whatever the machine's own time zone. */
export function panamaDateOf(instant: Date): string {
  return new Date(instant.getTime() + PANAMA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in Panama (`now` is for tests). */
export function todayInPanama(now = new Date()): string {
  return panamaDateOf(now);
}

/** 'YYYY-MM-DD' plus n days, in UTC so that no DST change can skew it; RangeError for a non-date. */
export function addDays(date: string, days: number): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/**
 * The same day and month `years` later ('2026-11-25' + 1 -> '2027-11-25'); 29 February becomes the
 * 28th in a year without it, so the result never runs into March.
 */
export function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const monthDay = date.slice(5, 10);
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return `${year}-${monthDay === "02-29" && !leap ? "02-28" : monthDay}`;
}

/** A calendar date as the screens write it, 'DD/MM/YYYY' ('2000-01-01' -> '01/01/2000'). */
export function dayMonthYear(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** A calendar date as the ISO date-time the forms send (validUntil, dueDate): noon in Panama. */
export function dateToIsoDateTime(date: string): string {
  return noonInPanama(date).toISOString();
}

/** The months' Spanish names, January first ('Enero'…): one list for every screen and report. */
export const MONTH_NAMES = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
] as const;

/** Their three-letter forms, for chart axes ('Ene'…). */
export const MONTH_SHORT_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The first and last calendar day of a 'YYYY-MM' month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, "0")}` };
}
