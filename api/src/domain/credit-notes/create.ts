import { eq, sql } from "drizzle-orm";
import {
  CREDIT_NOTE_DAYS,
  CREDIT_NOTE_NOT_AUTHORISED,
  CREDIT_NOTE_TOO_LATE,
  type CreditNoteData,
  type CreditNoteRecord,
  creditNoteOverTotal,
  sumDocumentLines,
  toCents,
  todayInPanama,
} from "../../contract";
import { fromCents } from "../../contract/values/money";
import { formatBalboas } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import { nextDocumentNumber } from "../../db/numbering";
import { creditNoteLines, creditNotes, invoices } from "../../db/schema";
import type { Env } from "../../env";
import { type Actor, recordActivity } from "../activity";
import { INVOICE_NOT_FOUND } from "../documents/invoices";
import { DomainFailure } from "../failures";
import { readyFeSetup } from "../fe/issue";
import { issueCreditNoteFe } from "../fe/issue-credit-note";
import { invoiceFeDocument } from "../fe/records";
import { syncLedger } from "../finance/ledger/journal";
import { lockInvoiceReceivable } from "../finance/receivables";
import { oneOrNotFound, returnedRow } from "../records";
import { noteLinesFor } from "./note-lines";
import { creditReceivable } from "./receivable";
import { findCreditNote } from "./records";

// POST /api/invoices/{id}/credit-notes (api/docs/electronic-invoicing.md, "Credit notes"): the
// rules, then in one transaction the note, its lines, its activity entry, its ledger entry and
// the receivable; after it commits, its fiscal document through the invoices' issuing path.

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createCreditNote(
  db: Db,
  env: Env,
  invoiceId: number,
  input: CreditNoteData,
  actor: Actor,
): Promise<CreditNoteRecord> {
  const now = actor.now ?? new Date();
  await oneOrNotFound(
    db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)),
    INVOICE_NOT_FOUND,
  );
  // The note is issued right after: a company that can no longer issue is refused before anything is written.
  await readyFeSetup(db, env);
  const noteId = await db.transaction(async (tx) => {
    // Lock order invoice -> receivable, as payments and invoice edits take them.
    const invoice = await oneOrNotFound(
      tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update"),
      INVOICE_NOT_FOUND,
    );
    const fiscal = await invoiceFeDocument(tx, invoiceId);
    if (fiscal?.status !== "authorised" || !fiscal.authorisedAt) {
      throw new DomainFailure("conflict", CREDIT_NOTE_NOT_AUTHORISED);
    }
    if (now.getTime() > fiscal.authorisedAt.getTime() + CREDIT_NOTE_DAYS * DAY_MS) {
      throw new DomainFailure("conflict", CREDIT_NOTE_TOO_LATE);
    }
    const lines = await noteLinesFor(tx, invoice, input);
    const totals = sumDocumentLines(lines);
    const [credited] = await tx
      .select({ total: sql<string>`coalesce(sum(${creditNotes.total}), 0)::text` })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId));
    const leftCents = toCents(invoice.total) - toCents(credited?.total ?? "0");
    if (toCents(totals.total) > leftCents) {
      throw new DomainFailure("conflict", creditNoteOverTotal(formatBalboas(fromCents(leftCents))));
    }
    const receivable = await lockInvoiceReceivable(tx, invoiceId);
    const issueDate = todayInPanama(now);
    const number = await nextDocumentNumber(tx, "NC", Number(issueDate.slice(0, 4)));
    const customerCredit = await creditReceivable(
      tx,
      invoice,
      receivable?.id ?? null,
      toCents(totals.total),
      issueDate,
      actor,
    );
    const note = await returnedRow(
      tx
        .insert(creditNotes)
        .values({
          creditNoteNumber: number,
          invoiceId,
          clientId: invoice.clientId,
          reason: input.reason,
          issueDate,
          amount: totals.subtotal,
          itbmsAmount: totals.itbmsAmount,
          total: totals.total,
          customerCredit: fromCents(customerCredit),
          createdBy: actor.userId,
        })
        .returning({ id: creditNotes.id }),
      "la nota de crédito",
    );
    await tx.insert(creditNoteLines).values(
      lines.map((line, position) => ({
        creditNoteId: note.id,
        invoiceLineId: line.invoiceLineId,
        position,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountPercent: line.discountPercent,
        itbmsRate: line.itbmsRate,
        subtotal: line.subtotal,
        itbmsAmount: line.itbmsAmount,
        total: line.total,
        incomeAccountId: line.incomeAccountId,
      })),
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "credit_note",
      entityId: note.id,
      summary: `Nota de crédito ${number} de ${formatBalboas(totals.total)} sobre la factura ${invoice.invoiceNumber}`,
    });
    await syncLedger(tx, "credit_note", [note.id], actor);
    return note.id;
  });
  await issueCreditNoteFe(db, env, noteId, actor);
  return findCreditNote(db, noteId);
}
