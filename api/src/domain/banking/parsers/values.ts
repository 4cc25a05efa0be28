import type { StatementMapping } from "../../../contract/banking/banking";
import { fromCents } from "../../../contract/values/money";
import { FieldFailure } from "../../failures";

// The cell values of a statement, read the way its mapping says: amounts with a thousands separator,
// a decimal comma or point, negatives in parentheses or with a sign; dates in the bank's order.
// The file's own structure (CSV quoting, the xlsx package, OFX tags) is read by the libraries;
// only these values, which are the bank's formatting and not a file format, are read here.

/** Every parse failure is reported on the `file` field, naming the line and why. */
export const STATEMENT_FILE = "file";

export function lineFailure(line: number, why: string): FieldFailure {
  return new FieldFailure(STATEMENT_FILE, `Línea ${line}: ${why}`);
}

/** The largest amount a column can hold: numeric(14,2). */
const MAX_WHOLE_DIGITS = 12;

/**
 * An amount as exact decimal text with two places ('-1234.56'), or null for an empty cell.
 * '1,234.56', '1.234,56' (decimal comma), '(1,234.56)', '-12.50', '12.50-', 'B/. 5.00', '$5'.
 */
export function readAmount(
  text: string,
  decimalSeparator: StatementMapping["decimalSeparator"],
  line: number,
  label: string,
): string | null {
  const raw = text.trim();
  if (raw === "") return null;
  let value = raw.replace(/B\/\.|USD|PAB|\$|\s/gi, "");
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.endsWith("-")) {
    negative = !negative;
    value = value.slice(0, -1);
  } else if (value.startsWith("+")) value = value.slice(1);
  const thousands = decimalSeparator === "." ? "," : ".";
  value = value.split(thousands).join("");
  if (decimalSeparator === ",") value = value.replace(",", ".");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw lineFailure(line, `el ${label} «${raw}» no es un monto válido`);
  const whole = (match[1] ?? "0").replace(/^0+(?=\d)/, "");
  if (whole.length > MAX_WHOLE_DIGITS) throw lineFailure(line, `el ${label} «${raw}» excede el máximo permitido`);
  const cents = (match[2] ?? "").padEnd(2, "0");
  const isZero = /^0+$/.test(whole + cents);
  return `${negative && !isZero ? "-" : ""}${whole}.${cents}`;
}

/**
 * An amount from a spreadsheet number cell. A typed amount is whole cents up to a binary fraction's
 * noise (0.1 + 0.2); one with a real third decimal (10.005), or past the largest amount, is refused
 * as a text amount would be, never rounded.
 */
export function numberAmount(value: number, line: number, label: string): string {
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value * 100 - cents) > 1e-6) {
    throw lineFailure(line, `el ${label} «${value}» no es un monto válido (a lo sumo 2 decimales)`);
  }
  if (Math.abs(value) >= 10 ** MAX_WHOLE_DIGITS) {
    throw lineFailure(line, `el ${label} «${value}» excede el máximo permitido`);
  }
  return fromCents(BigInt(cents));
}

/** A spreadsheet's date cell (exceljs: the UTC midnight of its day) within the calendar this product keeps. */
export function cellDate(cell: Date, line: number): string {
  const date = Number.isNaN(cell.getTime())
    ? null
    : calendarDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (!date) throw lineFailure(line, "la fecha no es válida");
  return date;
}

const DATE_PATTERNS: Record<StatementMapping["dateFormat"], { pattern: RegExp; order: "dmy" | "mdy" | "ymd" }> = {
  "DD/MM/YYYY": { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: "dmy" },
  "MM/DD/YYYY": { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: "mdy" },
  "YYYY-MM-DD": { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: "ymd" },
  "DD-MM-YYYY": { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: "dmy" },
  "DD/MM/YY": { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/, order: "dmy" },
};

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' when the day exists (no 31/02 rolled over), else null. */
export function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** A date cell in the mapping's format ('31/01/2026' → '2026-01-31'); a time after it is ignored. */
export function readDate(text: string, format: StatementMapping["dateFormat"], line: number): string {
  const raw = text.trim();
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(raw.split(/\s+/)[0] ?? "");
  const bad = () => lineFailure(line, `la fecha «${raw}» no es válida (formato ${format})`);
  if (!match) throw bad();
  const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [year, month, day] = order === "dmy" ? [c, b, a] : order === "mdy" ? [c, a, b] : [a, b, c];
  // Two-digit years are this century's: statements are of recent months.
  const date = calendarDay(year < 100 ? 2000 + year : year, month, day);
  if (!date) throw bad();
  return date;
}
