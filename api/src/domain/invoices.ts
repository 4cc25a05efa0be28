import { desc, eq, getTableColumns } from "drizzle-orm";
import type { z } from "zod";
import type { InvoiceRecord, invoiceInput } from "../contract";
import { invoiceStatusLabels, todayInPanamaDate } from "../contract";
import { computeItbms } from "../contract/money";
import type { Db } from "../db/client";
import { nextDocumentNumber } from "../db/numbering";
import { accountsReceivable, clients, invoices } from "../db/schema";
import { ApiFailure } from "../http/errors";
import { recordActivity } from "./activity";
import { type Actor, clientNameSql, panamaYear, rateOf, requireClientName } from "./quotes";
import { effectiveReceivableStatus, lockInvoiceReceivable, syncInvoiceReceivable } from "./receivables";

export const INVOICE_NOT_FOUND = "Factura no encontrada";
export const DELETE_WITH_PAYMENTS = "No se puede eliminar una factura con pagos registrados";

export type InvoiceCreate = z.output<typeof invoiceInput>;
export type InvoiceChanges = Partial<InvoiceCreate>;

const invoiceColumns = {
  ...getTableColumns(invoices),
  clientName: clientNameSql,
  receivableId: accountsReceivable.id,
  receivableBalance: accountsReceivable.balanceAmount,
  receivableStatus: effectiveReceivableStatus,
};

function selectInvoices(db: Db) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(accountsReceivable, eq(accountsReceivable.invoiceId, invoices.id));
}

type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

function toInvoiceRecord(row: InvoiceRow): InvoiceRecord {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    description: row.description,
    amount: row.amount,
    itbmsRate: rateOf(row.itbmsRate),
    itbmsAmount: row.itbmsAmount,
    total: row.total,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    status: row.status,
    receivable:
      row.receivableId === null || row.receivableBalance === null
        ? null
        : { id: row.receivableId, balanceAmount: row.receivableBalance, status: row.receivableStatus },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every invoice, newest first, each with its receivable. */
export async function listInvoices(db: Db): Promise<InvoiceRecord[]> {
  const found = await selectInvoices(db).orderBy(desc(invoices.createdAt), desc(invoices.id));
  return found.map(toInvoiceRecord);
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRecord> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  if (!row) throw new ApiFailure(404, INVOICE_NOT_FOUND);
  return toInvoiceRecord(row);
}

/**
 * Numbers the invoice in Panama's current year, computes ITBMS and total, and raises its
 * receivable (settled at once when it is created as paid), all in one transaction.
 */
export async function createInvoice(db: Db, input: InvoiceCreate, actor: Actor): Promise<InvoiceRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    const clientName = await requireClientName(tx, input.clientId);
    const invoiceNumber = await nextDocumentNumber(tx, "FAC", panamaYear(now));
    const [row] = await tx
      .insert(invoices)
      .values({
        ...input,
        ...computeItbms(input.amount, input.itbmsRate),
        invoiceNumber,
        issueDate: input.issueDate ?? todayInPanamaDate(now),
        paidAt: input.status === "paid" ? now : null,
      })
      .returning();
    if (!row) throw new Error("la factura no se insertó");
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "invoice",
      entityId: row.id,
      summary: `Factura ${invoiceNumber} creada para ${clientName}`,
    });
    await syncInvoiceReceivable(tx, row, null, actor);
    return findInvoice(tx, row.id);
  });
}

/** Refused once money was collected on it; otherwise its receivable goes with it (FK cascade). */
export async function deleteInvoice(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!current) throw new ApiFailure(404, INVOICE_NOT_FOUND);
    const receivable = await lockInvoiceReceivable(tx, id);
    if (receivable && receivable.paidCents > 0n) throw new ApiFailure(409, DELETE_WITH_PAYMENTS);
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

/** 'Factura FAC-2026-0002 marcada como Pagada'. */
export function invoiceStatusSummary(invoiceNumber: string, status: keyof typeof invoiceStatusLabels): string {
  return `Factura ${invoiceNumber} marcada como ${invoiceStatusLabels[status]}`;
}
