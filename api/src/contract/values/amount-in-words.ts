import type { Currency } from "./statuses";

// A document's total in Spanish words, as Panamanian invoices and cheques write it:
// 'SON: MIL CUARENTA Y NUEVE CON 03/100 BALBOAS'. Worked from the decimal digits (BigInt), never
// a float. The grammar (UNO/UN, VEINTIÚN, CIEN/CIENTO, MIL, MILLÓN/MILLONES, BILLÓN) is written
// down in api/docs/pdf-documents.md, "Amounts in words".

const UNITS = ["CERO", "UNO", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO", "NUEVE"];
const TEENS = [
  "DIEZ",
  "ONCE",
  "DOCE",
  "TRECE",
  "CATORCE",
  "QUINCE",
  "DIECISÉIS",
  "DIECISIETE",
  "DIECIOCHO",
  "DIECINUEVE",
];
const TWENTIES = [
  "VEINTE",
  "VEINTIUNO",
  "VEINTIDÓS",
  "VEINTITRÉS",
  "VEINTICUATRO",
  "VEINTICINCO",
  "VEINTISÉIS",
  "VEINTISIETE",
  "VEINTIOCHO",
  "VEINTINUEVE",
];
const TENS = ["", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"];
const HUNDREDS = [
  "",
  "CIENTO",
  "DOSCIENTOS",
  "TRESCIENTOS",
  "CUATROCIENTOS",
  "QUINIENTOS",
  "SEISCIENTOS",
  "SETECIENTOS",
  "OCHOCIENTOS",
  "NOVECIENTOS",
];

/** The plural noun each currency is named by after the amount. */
export const currencyWords: Record<Currency, string> = { PAB: "BALBOAS", USD: "DÓLARES" };

const MILLION = 1_000_000n;
const BILLION = MILLION * MILLION; // un billón: 10¹², the Spanish (long-scale) billion.
/** The largest whole amount written: 999 999 999 999 999 (numeric(14,2) holds far less). */
export const MAX_AMOUNT_IN_WORDS = BILLION * 1000n - 1n;

/**
 * 1 to 999. `beforeNoun`: the number counts a noun that follows it (MIL, MILLONES), so a final
 * UNO is shortened: UN, VEINTIÚN, TREINTA Y UN, CIENTO UN.
 */
function hundredsInWords(n: number, beforeNoun: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (n === 100) return "CIEN";
  const words: string[] = hundreds > 0 ? [HUNDREDS[hundreds] as string] : [];
  if (rest > 0) words.push(belowHundred(rest, beforeNoun));
  return words.join(" ");
}

function belowHundred(n: number, beforeNoun: boolean): string {
  if (n === 1 && beforeNoun) return "UN";
  if (n === 21 && beforeNoun) return "VEINTIÚN";
  if (n < 10) return UNITS[n] as string;
  if (n < 20) return TEENS[n - 10] as string;
  if (n < 30) return TWENTIES[n - 20] as string;
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  if (unit === 0) return tens;
  return `${tens} Y ${unit === 1 && beforeNoun ? "UN" : UNITS[unit]}`;
}

/** 0 to 999 999: '… MIL …'. A thousand alone is MIL, never UN MIL. */
function thousandsInWords(n: number, beforeNoun: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (thousands === 1) words.push("MIL");
  else if (thousands > 1) words.push(`${hundredsInWords(thousands, true)} MIL`);
  if (rest > 0) words.push(hundredsInWords(rest, beforeNoun));
  return words.join(" ");
}

/** A group counting a large noun: UN MILLÓN, DOS MILLONES, MIL MILLONES, VEINTIÚN MILLONES. */
function scaled(count: number, singular: string, plural: string): string {
  return count === 1 ? `UN ${singular}` : `${thousandsInWords(count, true)} ${plural}`;
}

/** A whole number 0 … 999 999 999 999 999 in words, read as a number on its own (final UNO kept). */
export function integerInWords(value: bigint): string {
  if (value < 0n || value > MAX_AMOUNT_IN_WORDS) throw new RangeError(`Fuera de rango: ${value}`);
  if (value === 0n) return UNITS[0] as string;
  const billions = Number(value / BILLION);
  const millions = Number((value % BILLION) / MILLION);
  const units = Number(value % MILLION);
  const words: string[] = [];
  if (billions > 0) words.push(scaled(billions, "BILLÓN", "BILLONES"));
  if (millions > 0) words.push(scaled(millions, "MILLÓN", "MILLONES"));
  if (units > 0) words.push(thousandsInWords(units, false));
  return words.join(" ");
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * 'SON: <whole amount in words> CON <cents>/100 <BALBOAS|DÓLARES>'. `amount` is a non-negative
 * decimal string ("1049.03", "1000", "0.5"); past the cent it is rounded half up, as money is.
 */
export function amountInWords(amount: string, currency: Currency = "PAB"): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`Monto inválido: ${amount}`);
  const [, whole = "0", fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  const rounded = (fraction[2] ?? "0") >= "5" ? cents + 1n : cents;
  const centsText = String(rounded % 100n).padStart(2, "0");
  return `SON: ${integerInWords(rounded / 100n)} CON ${centsText}/100 ${currencyWords[currency]}`;
}
