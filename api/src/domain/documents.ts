import type { ItbmsRate } from "../contract";
import { todayInPanama } from "../contract";
import { computeItbms } from "../contract/money";
import type { Db } from "../db/client";
import { type DocumentPrefix, nextDocumentNumber } from "../db/numbering";
import type { ActivityEntry } from "./activity";
import { requireClientName } from "./client-names";

// What quotes and invoices share: a client, a number of Panama's year, an amount taxed with ITBMS.

type Taxable = { clientId: number; amount: string; itbmsRate: string };

/** numeric(5,2) "7.00" -> the contract's "7". */
export function rateOf(stored: string): ItbmsRate {
  return stored.replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1") as ItbmsRate;
}

/** The calendar year in Panama, which numbers documents (COT-2026-0001). */
export function panamaYear(now: Date): number {
  return Number(todayInPanama(now).slice(0, 4));
}

/** A stored document's money as its record answers it (the rate without trailing zeros). */
export const taxedAmounts = (row: { amount: string; itbmsRate: string; itbmsAmount: string; total: string }) => ({
  amount: row.amount,
  itbmsRate: rateOf(row.itbmsRate),
  itbmsAmount: row.itbmsAmount,
  total: row.total,
});

/**
 * What a new quote or invoice starts from, inside its transaction: its client's display name (400
 * when unknown), the next number of Panama's current year, and the tax and total of its amount.
 */
export async function startDocument(tx: Db, prefix: DocumentPrefix, input: Taxable, now: Date) {
  const clientName = await requireClientName(tx, input.clientId);
  const number = await nextDocumentNumber(tx, prefix, panamaYear(now));
  return { clientName, number, ...computeItbms(input.amount, input.itbmsRate) };
}

/**
 * A PATCH of a quote or invoice: a new client must exist, and tax and total always follow the
 * amount and rate as they are after the change (either may be absent from the body).
 */
export async function retaxDocument(tx: Db, current: Taxable, changes: Partial<Taxable>) {
  if (changes.clientId !== undefined && changes.clientId !== current.clientId) {
    await requireClientName(tx, changes.clientId);
  }
  return computeItbms(changes.amount ?? current.amount, changes.itbmsRate ?? rateOf(current.itbmsRate));
}

/**
 * A document's edit is one activity entry: "status" when it moved to another status (its label
 * given), else "update". E.g. 'Factura FAC-2026-0002 marcada como Pagada'.
 */
export function documentEdit(
  noun: "Cotización" | "Factura",
  number: string,
  newStatusLabel: string | null,
): Pick<ActivityEntry, "action" | "summary"> {
  return newStatusLabel
    ? { action: "status", summary: `${noun} ${number} marcada como ${newStatusLabel}` }
    : { action: "update", summary: `${noun} ${number} actualizada` };
}
