import { eq, getTableColumns } from "drizzle-orm";
import type { InvoiceData, InvoiceRecord } from "../contract";
import { DUE_BEFORE_ISSUE, todayInPanama } from "../contract";
import type { Db } from "../db/client";
import { accountsReceivable, clients, invoices } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { clientNameSql } from "./client-names";
import { startDocument, taxedAmounts } from "./documents";
import { DomainFailure, FieldFailure } from "./failures";
import { effectiveInvoiceStatus, effectiveReceivableStatus } from "./overdue";
import { lockInvoiceReceivable, syncInvoiceReceivable } from "./receivables";
import { isoTimestamps, newestFirst, oneOr404, returnedRow } from "./records";

export const INVOICE_NOT_FOUND = "Factura no encontrada";
export const DELETE_WITH_PAYMENTS = "No se puede eliminar una factura con pagos registrados";

export type InvoiceChanges = Partial<InvoiceData>;

function selectInvoices(db: Db) {
  return db
    .select({
      ...getTableColumns(invoices),
      // A stored 'sent' past its due date (Panama) is answered 'overdue', like its receivable.
      status: effectiveInvoiceStatus,
      clientName: clientNameSql,
      receivableId: accountsReceivable.id,
      receivableBalance: accountsReceivable.balanceAmount,
      receivableStatus: effectiveReceivableStatus,
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(accountsReceivable, eq(accountsReceivable.invoiceId, invoices.id));
}

function toInvoiceRecord(row: Awaited<ReturnType<typeof selectInvoices>>[number]): InvoiceRecord {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    description: row.description,
    ...taxedAmounts(row),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    status: row.status,
    receivable:
      row.receivableId === null || row.receivableBalance === null
        ? null
        : { id: row.receivableId, balanceAmount: row.receivableBalance, status: row.receivableStatus },
    ...isoTimestamps(row),
  };
}

/** Every invoice, newest first, each with its receivable. */
export async function listInvoices(db: Db): Promise<InvoiceRecord[]> {
  return (await selectInvoices(db).orderBy(...newestFirst(invoices))).map(toInvoiceRecord);
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRecord> {
  return toInvoiceRecord(await oneOr404(selectInvoices(db).where(eq(invoices.id, id)), INVOICE_NOT_FOUND));
}

/**
 * Numbers the invoice in Panama's current year, computes ITBMS and total, and raises its
 * receivable (settled at once when it is created as paid), all in one transaction.
 */
export async function createInvoice(db: Db, input: InvoiceData, actor: Actor): Promise<InvoiceRecord> {
  const now = actor.now ?? new Date();
  const issueDate = input.issueDate ?? todayInPanama(now);
  // The schema compares the two dates when both are sent; without issueDate it is today.
  if (input.dueDate < issueDate) throw new FieldFailure("dueDate", DUE_BEFORE_ISSUE);
  return db.transaction(async (tx) => {
    const { clientName, number, ...totals } = await startDocument(tx, "FAC", input, now);
    const row = await returnedRow(
      tx
        .insert(invoices)
        .values({
          ...input,
          ...totals,
          invoiceNumber: number,
          issueDate,
          paidAt: input.status === "paid" ? now : null,
        })
        .returning(),
      "la factura",
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "invoice",
      entityId: row.id,
      summary: `Factura ${number} creada para ${clientName}`,
    });
    await syncInvoiceReceivable(tx, row, null, actor);
    return findInvoice(tx, row.id);
  });
}

/** Refused once money was collected on it; otherwise its receivable goes with it (FK cascade). */
export async function deleteInvoice(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await oneOr404(
      tx.select().from(invoices).where(eq(invoices.id, id)).for("update"),
      INVOICE_NOT_FOUND,
    );
    const receivable = await lockInvoiceReceivable(tx, id);
    if (receivable && receivable.paidCents > 0n) throw new DomainFailure("conflict", DELETE_WITH_PAYMENTS);
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "invoice",
      entityId: id,
      summary: `Factura ${current.invoiceNumber} eliminada`,
    });
  });
}
