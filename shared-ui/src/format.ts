import dayjs from "dayjs";
import "dayjs/locale/es";

// Spanish month and weekday names everywhere; the "es" locale also starts weeks on Monday.
dayjs.locale("es");

// Formatting rules: DESIGN.md §3 and SPEC.md §9.

export type Amount = string | number | null | undefined;

const groupedNumber = new Intl.NumberFormat("es-PA", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pabCurrency = new Intl.NumberFormat("es-PA", { style: "currency", currency: "PAB" });
const usdCurrency = new Intl.NumberFormat("es-PA", {
  style: "currency",
  currency: "USD",
  currencyDisplay: "narrowSymbol",
});

// Money arrives as decimal strings ("1234.50"); empty or unparsable amounts read as 0.
function toNumber(amount: Amount): number {
  if (amount === null || amount === undefined) return 0;
  const value = typeof amount === "number" ? amount : Number(amount.trim());
  return Number.isFinite(value) ? value : 0;
}

// ICU puts a no-break space after "B/."; it becomes a plain space so that the text
// equals 'B/. 1,234.56' in tests and copy-paste. The symbol is forced to "B/." in
// case an engine's ICU data ever renders PAB otherwise.
function currencyParts(format: Intl.NumberFormat, amount: Amount, symbol: string): string {
  return format
    .formatToParts(toNumber(amount))
    .map((part) => (part.type === "currency" ? symbol : part.value.replace(/[\u00a0\u202f]/g, " ")))
    .join("");
}

/** Balboas: 'B/. 1,234.56' (negative: '-B/. 1,234.56'). */
export function formatPAB(amount: Amount): string {
  return currencyParts(pabCurrency, amount, "B/.");
}

/** US dollars: '$1,234.56'. */
export function formatUSD(amount: Amount): string {
  return currencyParts(usdCurrency, amount, "$");
}

/** PAB unless the currency is USD (PAB is the default currency, SPEC.md §9). */
export function formatMoney(amount: Amount, currency?: "PAB" | "USD" | (string & {}) | null): string {
  return currency === "USD" ? formatUSD(amount) : formatPAB(amount);
}

/** '$' and a grouped number, as quotes and the payment calendar show amounts (SPEC.md §9). */
export function formatDollarPlain(amount: Amount): string {
  const value = toNumber(amount);
  return `${value < 0 ? "-" : ""}$${groupedNumber.format(Math.abs(value))}`;
}

// ---- Dates -----------------------------------------------------------------
// The business time zone is America/Panama: UTC-5 all year (no DST), so an instant
// is shifted by -5 h and read with the UTC getters; no tz plugin needed.

export type DateInput = string | Date | null | undefined;

const PANAMA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time without Z or an offset is taken as Panama wall-clock time.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** Panama wall-clock fields of a value, or null when empty/invalid. */
function panamaFields(value: DateInput): { y: number; m: number; d: number; h: number; min: number } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const dateOnly = DATE_ONLY.exec(value);
    // A calendar date is never converted: '2024-03-05' is the 5th in every browser time zone.
    if (dateOnly) return { y: Number(dateOnly[1]), m: Number(dateOnly[2]), d: Number(dateOnly[3]), h: 0, min: 0 };
  }
  const instant =
    typeof value === "string"
      ? new Date(LOCAL_DATE_TIME.test(value) ? `${value.replace(" ", "T")}-05:00` : value)
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
export function toCalendarDate(value: DateInput): string {
  const f = panamaFields(value);
  return f ? `${f.y}-${pad(f.m)}-${pad(f.d)}` : "";
}

/** 'dd/MM/yyyy'; `empty` ('' by default) for a missing or invalid value. */
export function formatDate(value: DateInput, empty = ""): string {
  const f = panamaFields(value);
  return f ? `${pad(f.d)}/${pad(f.m)}/${f.y}` : empty;
}

/** 'dd/MM/yyyy HH:mm' in Panama time; `empty` for a missing or invalid value. */
export function formatDateTime(value: DateInput, empty = ""): string {
  const f = panamaFields(value);
  return f ? `${pad(f.d)}/${pad(f.m)}/${f.y} ${pad(f.h)}:${pad(f.min)}` : empty;
}

/** Spanish weekday name in lower case, as dayjs's "es" locale writes it: 'lunes'. */
export function formatWeekday(value: DateInput): string {
  const date = toCalendarDate(value);
  // dayjs reads 'YYYY-MM-DD' as a local calendar date, so the weekday cannot shift.
  return date ? dayjs(date).locale("es").format("dddd") : "";
}

// One definition of the business calendar for the API, the forms and the screens.
export { addDays, todayInPanama } from "api/contract/dates";
