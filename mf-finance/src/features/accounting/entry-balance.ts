import { fromCents } from "api/contract";

/** A side of a line as typed: blank is zero; anything not an amount makes the entry unreadable. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function cents(value: unknown): bigint | null {
  const text = value === undefined || value === null ? "" : String(value).trim();
  if (text === "") return 0n;
  if (!AMOUNT.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

export type EntryBalance = {
  debits: string;
  credits: string;
  /** Debits less credits. */
  difference: string;
  /** Both sides read, equal and above zero: the entry may be sent. */
  balanced: boolean;
};

/** The running totals of the lines as typed, in integer cents (never floating point). */
export function entryBalance(lines: ReadonlyArray<{ debit?: unknown; credit?: unknown }> | undefined): EntryBalance {
  let debits = 0n;
  let credits = 0n;
  let readable = true;
  for (const line of lines ?? []) {
    const debit = cents(line.debit);
    const credit = cents(line.credit);
    if (debit === null || credit === null) readable = false;
    debits += debit ?? 0n;
    credits += credit ?? 0n;
  }
  return {
    debits: fromCents(debits),
    credits: fromCents(credits),
    difference: fromCents(debits - credits),
    balanced: readable && debits > 0n && debits === credits,
  };
}
