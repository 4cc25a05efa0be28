import { PANAMA_OFFSET_MS, panamaWallClock } from "api/contract/values/dates";
import { formatBalboas, formatDollars } from "api/contract/values/money-format";
import dayjs from "dayjs";
import "dayjs/locale/es";

// Spanish month and weekday names everywhere; the "es" locale also starts weeks on Monday.
dayjs.locale("es");

// Money: 'B/.' for PAB, '$' for USD, es-PA grouping, two decimals. Dates: 'dd/MM/yyyy'
// (es-PA's own short date is month-first, so it is not used) in America/Panama.

export type Amount = string | number | null | undefined;

// Money arrives as decimal strings ("1234.50") and is formatted from them exactly; a missing,
// empty or unparsable amount reads as 0. A number is written as the shortest decimal that reads
// back as it (its two decimals rounded there, half up); toFixed covers the exponent forms.
function toDecimal(amount: Amount): string {
  if (typeof amount !== "number") return amount ?? "";
  const text = String(amount);
  return text.includes("e") ? amount.toFixed(2) : text;
}

/** Balboas: 'B/. 1,234.56' (negative: '-B/. 1,234.56'). */
export function formatPAB(amount: Amount): string {
  return formatBalboas(toDecimal(amount));
}

/** US dollars: '$1,234.56'. */
export function formatUSD(amount: Amount): string {
  return formatDollars(toDecimal(amount));
}

/** PAB unless the currency is USD (PAB is the default currency). */
export function formatMoney(amount: Amount, currency?: "PAB" | "USD" | (string & {}) | null): string {
  return currency === "USD" ? formatUSD(amount) : formatPAB(amount);
}

/** '$' and a grouped number, as quotes and the payment calendar show amounts. */
export function formatDollarPlain(amount: Amount): string {
  return formatUSD(amount);
}

// ---- Dates -----------------------------------------------------------------
// The business time zone is America/Panama: UTC-5 all year (no DST), so an instant
// is shifted by -5 h and read with the UTC getters; no tz plugin needed.

export type DateValue = string | Date | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time without Z or an offset is taken as Panama wall-clock time.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** Panama wall-clock fields of a value, or null when empty/invalid. */
function panamaFields(value: DateValue): { y: number; m: number; d: number; h: number; min: number } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const dateOnly = DATE_ONLY.exec(value);
    // A calendar date is never converted: '2024-03-05' is the 5th in every browser time zone.
    if (dateOnly) return { y: Number(dateOnly[1]), m: Number(dateOnly[2]), d: Number(dateOnly[3]), h: 0, min: 0 };
  }
  const instant =
    typeof value === "string"
      ? LOCAL_DATE_TIME.test(value)
        ? panamaWallClock(value.replace(" ", "T"))
        : new Date(value)
      : value;
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + PANAMA_OFFSET_MS);
  return {
    y: shifted.getUTCFullYear(),
    m: shifted.getUTCMonth() + 1,
    d: shifted.getUTCDate(),
    h: shifted.getUTCHours(),
    min: shifted.getUTCMinutes(),
  };
}

/**
 * The Panama calendar date a value means, as 'YYYY-MM-DD' ('' when empty/invalid).
 * Date-only strings pass through; instants are read in Panama time.
 */
export function toCalendarDate(value: DateValue): string {
  const f = panamaFields(value);
  return f ? `${f.y}-${pad(f.m)}-${pad(f.d)}` : "";
}

/** 'dd/MM/yyyy'; `empty` ('' by default) for a missing or invalid value. */
export function formatDate(value: DateValue, empty = ""): string {
  const f = panamaFields(value);
  return f ? `${pad(f.d)}/${pad(f.m)}/${f.y}` : empty;
}

/** 'dd/MM/yyyy HH:mm' in Panama time; `empty` for a missing or invalid value. */
export function formatDateTime(value: DateValue, empty = ""): string {
  const f = panamaFields(value);
  return f ? `${pad(f.d)}/${pad(f.m)}/${f.y} ${pad(f.h)}:${pad(f.min)}` : empty;
}

/** Spanish weekday name in lower case, as dayjs's "es" locale writes it: 'lunes'. */
export function formatWeekday(value: DateValue): string {
  const date = toCalendarDate(value);
  // dayjs reads 'YYYY-MM-DD' as a local calendar date, so the weekday cannot shift.
  return date ? dayjs(date).locale("es").format("dddd") : "";
}

// One definition of the business calendar for the API, the forms and the screens.
export { addDays, todayInPanama } from "api/contract/values/dates";
