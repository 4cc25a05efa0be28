import { asc, desc, eq } from "drizzle-orm";
import {
  CREDIT_NOTE_NOT_FOUND,
  type CreditNoteRecord,
  canonicalDecimal,
  itbmsRateOf,
  sumDocumentLines,
} from "../../contract";
import type { Db } from "../../db/client";
import { chartOfAccounts, creditNoteLines, creditNotes, feDocuments, invoices } from "../../db/schema";
import { oneOrNotFound } from "../records";

// Reading credit notes as the API answers them (contract/documents/credit-notes.ts).

function selectNotes(db: Db) {
  return db
    .select({ note: creditNotes, invoiceNumber: invoices.invoiceNumber, feStatus: feDocuments.status })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(feDocuments, eq(feDocuments.creditNoteId, creditNotes.id));
}

async function toRecord(db: Db, row: Awaited<ReturnType<typeof selectNotes>>[number]): Promise<CreditNoteRecord> {
  const found = await db
    .select({ line: creditNoteLines, incomeAccountCode: chartOfAccounts.code })
    .from(creditNoteLines)
    .leftJoin(chartOfAccounts, eq(chartOfAccounts.id, creditNoteLines.incomeAccountId))
    .where(eq(creditNoteLines.creditNoteId, row.note.id))
    .orderBy(asc(creditNoteLines.position));
  const lines = found.map(({ line, incomeAccountCode }) => ({
    id: line.id,
    position: line.position,
    description: line.description,
    quantity: canonicalDecimal(line.quantity),
    unitPrice: canonicalDecimal(line.unitPrice, 2),
    discountPercent: canonicalDecimal(line.discountPercent),
    itbmsRate: itbmsRateOf(line.itbmsRate),
    subtotal: line.subtotal,
    itbmsAmount: line.itbmsAmount,
    total: line.total,
    incomeAccountCode,
  }));
  const { note } = row;
  return {
    id: note.id,
    creditNoteNumber: note.creditNoteNumber,
    invoiceId: note.invoiceId,
    invoiceNumber: row.invoiceNumber,
    clientId: note.clientId,
    reason: note.reason,
    issueDate: note.issueDate,
    amount: note.amount,
    itbmsAmount: note.itbmsAmount,
    total: note.total,
    customerCredit: note.customerCredit,
    lines,
    itbmsBreakdown: sumDocumentLines(lines).breakdown,
    feStatus: row.feStatus ?? null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

/** GET /api/credit-notes/{id}. */
export async function findCreditNote(db: Db, id: number): Promise<CreditNoteRecord> {
  return toRecord(db, await oneOrNotFound(selectNotes(db).where(eq(creditNotes.id, id)), CREDIT_NOTE_NOT_FOUND));
}

/** GET /api/invoices/{id}/credit-notes: newest first. */
export async function listInvoiceCreditNotes(db: Db, invoiceId: number): Promise<CreditNoteRecord[]> {
  const rows = await selectNotes(db).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(desc(creditNotes.id));
  return Promise.all(rows.map((row) => toRecord(db, row)));
}
