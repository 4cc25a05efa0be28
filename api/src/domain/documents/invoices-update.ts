import { desc, eq } from "drizzle-orm";
import {
  DUE_BEFORE_ISSUE,
  type InvoiceRecord,
  type InvoiceStatus,
  ISSUE_AFTER_DUE,
  invoiceStatusLabels,
  noonInPanama,
  withholdableCents,
} from "../../contract";
import { toCents } from "../../contract/values/money";
import type { Db } from "../../db/client";
import { type Invoice, invoices, receivablePayments } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { checkIssuedInvoiceChange } from "../fe/invoice-lock";
import { syncLedger } from "../finance/ledger/journal";
import { effectiveInvoiceStatus } from "../finance/overdue";
import { lockInvoiceReceivable, syncInvoiceReceivable } from "../finance/receivables";
import { changedFields, oneOrNotFound, recordColumns, returnedRow } from "../records";
import { checkNewClient, documentEdit, rateOf } from "./common";
import { findInvoice, INVOICE_NOT_FOUND, type InvoiceChanges, invoiceLineDescription } from "./invoices";
import { checkTextAfterPatch, linesAfterPatch, priceLines, readDocumentLines, replaceDocumentLines } from "./lines";

export const PAID_TOTAL_LOCKED = "No se puede modificar el monto de una factura pagada";
export const REOPEN_WITH_PAYMENTS = "No se puede reabrir una factura pagada con pagos registrados";
export const WITHHELD_ABOVE_SHARE = "El ITBMS ya retenido en sus pagos excede la retención que tendría la factura";

/**
 * The fields of a PATCH that really change the invoice: those that differ from what is stored,
 * compared as the record answers them (the rate "7", not "7.00"). `issueDate: null` means "not
 * changed" (issueDate is optional on create, where it defaults to today). A status equal to the
 * one the API answers is no change either: a stored 'sent' past its due date is answered
 * 'overdue', the edit form sends that back, and storing it would pin the invoice as overdue even
 * after its due date is moved on. The stored 'sent' is kept, and the calendar keeps deciding.
 */
function invoiceChanges(
  current: Omit<Invoice, "searchText"> & { answeredStatus: InvoiceStatus },
  changes: InvoiceChanges,
): Omit<InvoiceChanges, "issueDate" | "itbmsWithholdingPercent"> & {
  issueDate?: string;
  itbmsWithholdingPercent?: number;
} {
  // issueDate and itbmsWithholdingPercent sent null are "not changed", as on create they are defaults.
  const { issueDate, itbmsWithholdingPercent, ...rest } = changes;
  const sent = {
    ...rest,
    ...(issueDate === null || issueDate === undefined ? {} : { issueDate }),
    ...(itbmsWithholdingPercent === null || itbmsWithholdingPercent === undefined ? {} : { itbmsWithholdingPercent }),
  };
  const changed = changedFields({ ...current, itbmsRate: rateOf(current.itbmsRate) }, sent);
  if (changed.status === current.answeredStatus) delete changed.status;
  return changed;
}

/**
 * PATCH an invoice: applies the fields sent, writes new lines (or a new single amount or rate)
 * with the totals they sum to, keeps paid_at in step with the status, and brings the receivable
 * along (see syncInvoiceReceivable), in one transaction.
 */
export async function updateInvoice(db: Db, id: number, changes: InvoiceChanges, actor: Actor): Promise<InvoiceRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    // Invoice first, then its receivable: the order payments lock them in too.
    const current = await oneOrNotFound(
      tx
        .select({ ...recordColumns(invoices), answeredStatus: effectiveInvoiceStatus })
        .from(invoices)
        .where(eq(invoices.id, id))
        .for("update"),
      INVOICE_NOT_FOUND,
    );
    const stored = await readDocumentLines(tx, "invoice", id);
    const { lines, amount, itbmsRate, ...changed } = invoiceChanges(current, changes);
    const newLines = linesAfterPatch(
      stored,
      { lines, amount, itbmsRate },
      {
        amount: current.amount,
        itbmsRate: rateOf(current.itbmsRate),
        lineDescription: invoiceLineDescription({
          title: changed.title !== undefined ? changed.title : current.title,
          description: changed.description ?? current.description,
        }),
        noun: "La factura",
      },
    );
    if (Object.keys(changed).length === 0 && !newLines) return findInvoice(tx, id);
    await checkIssuedInvoiceChange(tx, id, {
      fields: [...Object.keys(changed), ...(newLines ? ["lines"] : [])],
      status: changed.status,
    });
    // The dates as they are after the change: a PATCH may send only one of them.
    if (changed.issueDate !== undefined || changed.dueDate !== undefined) {
      const issueDate = changed.issueDate ?? current.issueDate;
      const dueDate = changed.dueDate ?? current.dueDate;
      if (dueDate < issueDate) {
        throw changed.dueDate !== undefined
          ? new FieldFailure("dueDate", DUE_BEFORE_ISSUE)
          : new FieldFailure("issueDate", ISSUE_AFTER_DUE);
      }
    }
    checkTextAfterPatch(changed, newLines, { ...current, lines: stored });
    await checkNewClient(tx, current.clientId, changed);
    const priced = newLines ? priceLines(newLines) : null;
    const status = changed.status ?? current.status;
    const wasPaid = current.status === "paid";

    // A paid invoice is closed: its total was collected, and changing it would leave a "paid"
    // invoice with money owed (or owed back). Its lines may still be reworded.
    if (wasPaid && priced && priced.amounts.total !== current.total)
      throw new DomainFailure("conflict", PAID_TOTAL_LOCKED);
    const receivable = await lockInvoiceReceivable(tx, id);
    if (wasPaid && (status === "sent" || status === "overdue") && receivable && receivable.paidCents > 0n) {
      throw new DomainFailure("conflict", REOPEN_WITH_PAYMENTS);
    }

    const updated = await returnedRow(
      tx
        .update(invoices)
        .set({
          ...changed,
          ...priced?.amounts,
          paidAt: status === "paid" ? (wasPaid ? current.paidAt : now) : null,
        })
        .where(eq(invoices.id, id))
        .returning(),
      "la factura",
    );
    if (priced) await replaceDocumentLines(tx, "invoice", id, priced.lines);

    // The ITBMS its payments withheld must stay within what the invoice's ITBMS and share allow.
    if (
      receivable &&
      receivable.withheldCents > withholdableCents(toCents(updated.itbmsAmount), updated.itbmsWithholdingPercent)
    )
      throw new DomainFailure("conflict", WITHHELD_ABOVE_SHARE);
    const outcome = await syncInvoiceReceivable(tx, updated, receivable, actor);
    let finalStatus = status;
    // A lower total can equal what was already collected: the receivable is settled, and an
    // invoice whose receivable is settled is paid (dated by its last payment).
    if (outcome?.settled && status !== "paid") {
      const [last] = await tx
        .select({ date: receivablePayments.paymentDate })
        .from(receivablePayments)
        .where(eq(receivablePayments.receivableId, outcome.receivableId))
        .orderBy(desc(receivablePayments.paymentDate), desc(receivablePayments.id))
        .limit(1);
      await tx
        .update(invoices)
        .set({ status: "paid", paidAt: last ? noonInPanama(last.date) : now })
        .where(eq(invoices.id, id));
      finalStatus = "paid";
    }

    await recordActivity(tx, {
      userId: actor.userId,
      entity: "invoice",
      entityId: id,
      ...documentEdit(
        "Factura",
        current.invoiceNumber,
        finalStatus !== current.status ? invoiceStatusLabels[finalStatus] : null,
      ),
    });
    await syncLedger(tx, "invoice", [id], actor);
    return findInvoice(tx, id);
  });
}
