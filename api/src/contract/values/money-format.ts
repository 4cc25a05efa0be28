// Money as people read it: 'B/. 1,234.56' (balboas) and '$1,234.56' (dollars), written from the
// decimal string digit by digit, never through a float, so the API's sentences and every screen
// show the same text. Zod-free, like dates.ts, so the front ends can load it on its own.
import { fromCents } from "./money";

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Cents of a decimal string, rounded half away from zero past the second decimal. Empty or
 * unreadable text (spaces, 'abc', '1e3') is 0, as a screen shows a missing amount.
 */
export function displayCents(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  const [, sign, whole = "", fraction = ""] = match ?? [];
  if (!whole && !fraction) return 0n;
  const cents = BigInt(whole || "0") * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  const rounded = (fraction[2] ?? "0") >= "5" ? cents + 1n : cents;
  return sign === "-" ? -rounded : rounded;
}

/** The sign (never on zero) and the grouped magnitude: '-1234567.5' -> ['-', '1,234,567.50']. */
function signAndDigits(amount: string): [string, string] {
  const cents = displayCents(amount);
  const [whole = "0", fraction = "00"] = fromCents(cents < 0n ? -cents : cents).split(".");
  return [cents < 0n ? "-" : "", `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`];
}

/** Balboas: 'B/. 1,234.56', negative '-B/. 1,234.56'. */
export function formatBalboas(amount: string): string {
  const [sign, digits] = signAndDigits(amount);
  return `${sign}B/. ${digits}`;
}

/** US dollars: '$1,234.56', negative '-$1,234.56'. */
export function formatDollars(amount: string): string {
  const [sign, digits] = signAndDigits(amount);
  return `${sign}$${digits}`;
}
