import { type ItbmsRate, itbmsRates, type QuoteStatus } from "api/contract";
import type { BadgeTone } from "shared-ui";

// The form's live ITBMS line, in integer cents (DESIGN.md §3: money is never summed in
// floating point). Display only: the server computes the stored tax and total the same way.

const MONEY = /^\s*(\d{1,12})(?:\.(\d{0,2}))?\s*$/;

/** '1234.5' -> 123450n; null for empty or anything the schema would refuse. */
export function toCents(value: unknown): bigint | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string") return null;
  const match = MONEY.exec(text);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** 123450n -> '1234.50'. */
export function fromCents(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

/** ITBMS and total of an amount before tax, rounded half-up to the cent like the API. */
export function itbmsTotals(amount: unknown, rate: unknown): { itbmsAmount: string; total: string } {
  const cents = toCents(amount) ?? 0n;
  const percent = BigInt(itbmsRates.includes(rate as ItbmsRate) ? (rate as string) : "0");
  const itbms = (cents * percent + 50n) / 100n;
  return { itbmsAmount: fromCents(itbms), total: fromCents(cents + itbms) };
}

export const itbmsRateLabels: Record<ItbmsRate, string> = { "0": "Exento (0%)", "7": "7%", "10": "10%", "15": "15%" };
export const itbmsRateOptions = itbmsRates.map((value) => ({ value, label: itbmsRateLabels[value] }));

/** SPEC.md §4: rejected is destructive; draft, expired and unknown secondary; sent and accepted default. */
export function quoteStatusTone(status: QuoteStatus | string): BadgeTone {
  if (status === "rejected") return "destructive";
  if (status === "sent" || status === "accepted") return "default";
  return "secondary";
}
