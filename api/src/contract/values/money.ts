// Exact money arithmetic on decimal strings through integer cents (BigInt: numeric(14,2) times a
// rate in hundredths overflows a double's exact range). Never parseFloat money: a float cannot
// hold most cents exactly (api/docs/conventions.md, "Money").

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" -> 123450n. Throws on anything that is not a plain decimal with at most 2 places. */
export function toCents(value: string): bigint {
  const match = MONEY.exec(value.trim());
  if (!match) throw new Error(`Monto inválido: ${value}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** 123450n -> "1234.50", the form numeric(14,2) comes back in. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/**
 * ITBMS on an amount before tax, rounded to the cent half away from zero (what PostgreSQL's
 * round(numeric, 2) does, so JS and SQL agree). `rate` is a percentage such as "7" or "7.00".
 */
export function computeItbms(amount: string, rate: string): { itbmsAmount: string; total: string } {
  const cents = toCents(amount);
  const basisPoints = toCents(rate); // "7.00" % -> 700 hundredths of a percent
  const scaled = cents * basisPoints; // in units of 1/10000 cent
  const half = scaled < 0n ? -5000n : 5000n;
  const itbms = (scaled + half) / 10000n; // BigInt division truncates toward zero
  return { itbmsAmount: fromCents(itbms), total: fromCents(cents + itbms) };
}
