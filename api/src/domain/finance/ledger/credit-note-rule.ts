import { eq, inArray, sql } from "drizzle-orm";
import { toCents } from "../../../contract/values/money";
import type { Db } from "../../../db/client";
import { clients, creditNoteLines, creditNotes, invoices } from "../../../db/schema";
import { ledgerAccounts as A, type AccountRef } from "./accounts";
import type { Planned, PlannedLine } from "./posting-rules";

// The posting rule of a credit note (api/docs/ledger.md, "Posting table"): the invoice's entry
// undone for what the note gives back. Kept beside posting-rules.ts, which names it.

/**
 * A credit note: each line's subtotal leaves its income account (the line's own, else 4.1.05) and
 * its ITBMS leaves ITBMS por pagar (the débito fiscal the invoice raised); the client owes the
 * total less, and the part the invoice no longer owed when the note was made (it was paid) is the
 * client's credit, on 'Anticipos de clientes'. Dated the note's issue date.
 */
export async function creditNoteRule(tx: Db, ids: readonly number[]): Promise<Map<number, Planned>> {
  const found = await tx
    .select({
      id: creditNotes.id,
      number: creditNotes.creditNoteNumber,
      date: creditNotes.issueDate,
      itbms: creditNotes.itbmsAmount,
      total: creditNotes.total,
      customerCredit: creditNotes.customerCredit,
      invoiceNumber: invoices.invoiceNumber,
      client: sql<string>`coalesce(${clients.company}, ${clients.name})`,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(clients, eq(clients.id, creditNotes.clientId))
    .where(inArray(creditNotes.id, [...ids]));
  const lines = await tx
    .select({
      noteId: creditNoteLines.creditNoteId,
      accountId: creditNoteLines.incomeAccountId,
      subtotal: sql<string>`sum(${creditNoteLines.subtotal})::text`,
    })
    .from(creditNoteLines)
    .where(inArray(creditNoteLines.creditNoteId, [...ids]))
    .groupBy(creditNoteLines.creditNoteId, creditNoteLines.incomeAccountId)
    .orderBy(creditNoteLines.creditNoteId, creditNoteLines.incomeAccountId);
  const planned = new Map<number, Planned>();
  for (const note of found) {
    const income: PlannedLine[] = lines
      .filter((line) => line.noteId === note.id)
      .map((line) => {
        const account: AccountRef = line.accountId === null ? { code: A.invoicedServices } : { id: line.accountId };
        return { account, debit: toCents(line.subtotal) };
      });
    const total = toCents(note.total);
    const credit = toCents(note.customerCredit);
    planned.set(note.id, {
      date: note.date,
      description: `Nota de crédito ${note.number} · factura ${note.invoiceNumber} · ${note.client}`,
      lines: [
        ...income,
        { account: { code: A.itbmsPayable }, debit: toCents(note.itbms) },
        { account: { code: A.receivables }, credit: total - credit },
        { account: { code: A.customerCredits }, credit },
      ].filter((line) => (line.debit ?? 0n) > 0n || (line.credit ?? 0n) > 0n),
    });
  }
  return planned;
}
