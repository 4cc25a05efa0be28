import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ItbmsRate } from "../../contract";
import { itbmsRateOf, todayInPanama } from "../../contract";
import type { Db } from "../../db/client";
import { type DocumentPrefix, nextDocumentNumber } from "../../db/numbering";
import { panamaDate } from "../../db/panama-time";
import type { ActivityEntry } from "../activity";
import { requireClientName } from "../crm/client-names";
import { matchesText } from "../paging";

// What quotes and invoices share: a client, a number of Panama's year, lines taxed with ITBMS
// (document-lines.ts).

/** numeric(5,2) "7.00" -> the contract's "7". */
export const rateOf = (stored: string): ItbmsRate => itbmsRateOf(stored);

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
 * when unknown) and the next number of Panama's current year.
 */
export async function startDocument(tx: Db, prefix: DocumentPrefix, clientId: number, now: Date) {
  const clientName = await requireClientName(tx, clientId);
  const number = await nextDocumentNumber(tx, prefix, panamaYear(now));
  return { clientName, number };
}

/** A PATCH that moves a quote or invoice to another client: that client must exist (400 otherwise). */
export async function checkNewClient(tx: Db, currentClientId: number, changes: { clientId?: number }) {
  if (changes.clientId !== undefined && changes.clientId !== currentClientId) {
    await requireClientName(tx, changes.clientId);
  }
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

/**
 * The WHERE of a quote or invoice list (contract: quoteListQuery, invoiceListQuery): the search
 * over the document's `searchText` (its number, title… and its client's names), the client, and
 * the day it was created in Panama. The status condition is the caller's (an invoice's is derived,
 * overdue.ts).
 */
export function documentListConditions(
  query: { q?: string; clientId?: number | null; from?: string; to?: string },
  document: { clientId: AnyPgColumn; createdAt: AnyPgColumn; searchText: AnyPgColumn },
  status?: SQL,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matchesText(query.q, document.searchText));
  if (status) conditions.push(status);
  if (query.clientId) conditions.push(eq(document.clientId, query.clientId));
  if (query.from) conditions.push(gte(panamaDate(document.createdAt), query.from));
  if (query.to) conditions.push(lte(panamaDate(document.createdAt), query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}
