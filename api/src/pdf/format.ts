import { formatBalboas, formatDollars } from "../contract/values/money-format";
import type { Currency } from "../contract/values/statuses";

// How the PDFs write money, numbers and dates: the screens' formats (B/. or $, es-PA grouping,
// dd/MM/yyyy), written from the decimal strings, never through a float.

/** 'B/. 1,234.56' for balboas, '$1,234.56' for dollars. */
export const pdfMoney = (amount: string, currency: Currency = "PAB") =>
  currency === "USD" ? formatDollars(amount) : formatBalboas(amount);

/** A decimal as stored, grouped in thousands and kept to its own places: '1234.5' -> '1,234.5'. */
export function groupedDecimal(decimal: string): string {
  const [whole = "0", fraction] = decimal.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** A unit price with every decimal it has (up to 4, at least 2): 'B/. 33.335'. */
export const pdfUnitPrice = (price: string, currency: Currency = "PAB") =>
  `${currency === "USD" ? "$" : "B/. "}${groupedDecimal(price)}`;

/** 'YYYY-MM-DD' -> 'dd/MM/yyyy'. */
export const pdfDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** '7' -> '7%', '0' -> 'Exento'. */
export const pdfRate = (rate: string) => (Number(rate) === 0 ? "Exento" : `${rate}%`);
