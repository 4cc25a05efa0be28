import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type AchBatchData,
  type AchBatchListQuery,
  type AchBatchRecord,
  achAccountTypes,
  achFileName,
  type Page,
} from "../../contract";
import { dayMonthYear, todayInPanama } from "../../contract/values/dates";
import { toCents } from "../../contract/values/money";
import type { Db } from "../../db/client";
import { type AchBatch, accountsPayable, achBatches, achBatchItems, bankAccounts, suppliers } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { formatInCurrency } from "../finance/bank-accounts";
import { PAYABLE_NOT_FOUND } from "../finance/payables";
import { registerSupplierPayment } from "../finance/supplier-payments";
import { countAll, pageAndTotal, withPage } from "../paging";
import { isoTimestamps, newestFirst, oneOrNotFound, returnedRow } from "../records";
import { type AchFileLine, achFile } from "./ach-files";

// ACH batches of supplier payments (api/docs/banking.md, "ACH batches"): a draft names payables
// due and how much of each to pay from one bank account on one day; its file is uploaded to the
// bank; marking it sent records each supplier payment (the ledger posts as for any payment); the
// statement confirms it (ach-confirm.ts). Only a draft changes or is deleted.

export const ACH_BATCH_NOT_FOUND = "Lote ACH no encontrado";
export const ACH_BATCH_NOT_DRAFT = "El lote ACH ya fue enviado al banco y no se puede cambiar";
export const ACH_DELETE_ONLY_DRAFT = "Solo se puede eliminar un lote ACH en borrador";
export const missingAchDetails = (supplierName: string) =>
  `El proveedor ${supplierName} no tiene datos para ACH (ruta, número y tipo de cuenta)`;
export const payableAlreadyPaid = (invoiceNumber: string) => `La cuenta por pagar ${invoiceNumber} ya está pagada`;
export const amountOverBalance = (invoiceNumber: string) =>
  `El monto excede el saldo pendiente de la cuenta por pagar ${invoiceNumber}`;
export const payableInDraftBatch = (invoiceNumber: string, batchId: number) =>
  `La cuenta por pagar ${invoiceNumber} ya está en el lote ACH #${batchId}, en borrador`;
export const sentBeforePaymentDate = (paymentDate: string) =>
  `El lote se puede marcar como enviado desde su fecha de pago (${dayMonthYear(paymentDate)})`;

const accountName = sql<string>`coalesce(${bankAccounts.accountName}, ${bankAccounts.bankName}) || ' ' || ${bankAccounts.accountNumber}`;

/** The items of some batches, with their payables and suppliers, in the order they were added. */
async function itemsOf(db: Db, batchIds: number[]) {
  if (batchIds.length === 0) return [];
  return db
    .select({
      id: achBatchItems.id,
      batchId: achBatchItems.batchId,
      payableId: achBatchItems.payableId,
      invoiceNumber: accountsPayable.invoiceNumber,
      supplierId: accountsPayable.supplierId,
      supplierName: suppliers.name,
      supplierCode: suppliers.supplierCode,
      ruc: suppliers.ruc,
      routingNumber: suppliers.achRoutingNumber,
      accountNumber: suppliers.achAccountNumber,
      accountType: suppliers.achAccountType,
      amount: achBatchItems.amount,
      payableBalance: accountsPayable.balanceAmount,
      supplierPaymentId: achBatchItems.supplierPaymentId,
    })
    .from(achBatchItems)
    .innerJoin(accountsPayable, eq(accountsPayable.id, achBatchItems.payableId))
    .innerJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
    .where(inArray(achBatchItems.batchId, batchIds))
    .orderBy(asc(achBatchItems.id));
}
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

function toAchBatchRecord(row: AchBatch & { bankAccountName: string }, items: ItemRow[]): AchBatchRecord {
  const own = items.filter((item) => item.batchId === row.id);
  return {
    id: row.id,
    bankAccountId: row.bankAccountId,
    bankAccountName: row.bankAccountName,
    format: row.format,
    status: row.status,
    paymentDate: row.paymentDate,
    total: row.total,
    itemCount: own.length,
    sentAt: row.sentAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    items: own.map((item) => ({
      id: item.id,
      payableId: item.payableId,
      invoiceNumber: item.invoiceNumber,
      supplierId: item.supplierId,
      supplierName: item.supplierName,
      amount: item.amount,
      payableBalance: item.payableBalance,
      supplierPaymentId: item.supplierPaymentId,
    })),
    ...isoTimestamps(row),
  };
}

const batchWithAccount = (db: Db) =>
  db
    .select({ batch: achBatches, bankAccountName: accountName })
    .from(achBatches)
    .innerJoin(bankAccounts, eq(bankAccounts.id, achBatches.bankAccountId));

export async function findAchBatch(db: Db, id: number): Promise<AchBatchRecord> {
  const row = await oneOrNotFound(batchWithAccount(db).where(eq(achBatches.id, id)), ACH_BATCH_NOT_FOUND);
  return toAchBatchRecord({ ...row.batch, bankAccountName: row.bankAccountName }, await itemsOf(db, [id]));
}

/** Newest first; the page asked for and the count of every match. */
export async function listAchBatches(db: Db, query: Partial<AchBatchListQuery> = {}): Promise<Page<AchBatchRecord>> {
  const where = query.status ? eq(achBatches.status, query.status) : undefined;
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      batchWithAccount(db)
        .where(where)
        .orderBy(...newestFirst(achBatches))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(achBatches).where(where),
  );
  const items = await itemsOf(
    db,
    found.map((row) => row.batch.id),
  );
  return {
    rows: found.map((row) => toAchBatchRecord({ ...row.batch, bankAccountName: row.bankAccountName }, items)),
    total,
  };
}

/**
 * A draft batch of payables due. Each payable must owe at least its item's amount, its supplier
 * must have its ACH details, and it may not be in another draft (two drafts sent would pay it twice).
 */
export async function createAchBatch(db: Db, data: AchBatchData, actor: Actor): Promise<AchBatchRecord> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: bankAccounts.id, isActive: bankAccounts.isActive, currency: bankAccounts.currency })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, data.bankAccountId))
      .for("key share");
    if (!account) throw new FieldFailure("bankAccountId", "Cuenta bancaria no encontrada");
    if (!account.isActive) throw new FieldFailure("bankAccountId", "La cuenta bancaria está inactiva");

    const ids = data.items.map((item) => item.payableId);
    // FOR UPDATE: no payment or other batch changes these payables until this one is stored.
    const payables = await tx
      .select({
        id: accountsPayable.id,
        invoiceNumber: accountsPayable.invoiceNumber,
        status: accountsPayable.status,
        balance: accountsPayable.balanceAmount,
        supplierId: accountsPayable.supplierId,
      })
      .from(accountsPayable)
      .where(inArray(accountsPayable.id, ids))
      .orderBy(asc(accountsPayable.id))
      .for("update");
    const supplierRows = await tx
      .select()
      .from(suppliers)
      .where(
        inArray(
          suppliers.id,
          payables.map((p) => p.supplierId),
        ),
      );
    const drafts = await tx
      .select({ payableId: achBatchItems.payableId, batchId: achBatches.id })
      .from(achBatchItems)
      .innerJoin(achBatches, eq(achBatches.id, achBatchItems.batchId))
      .where(and(inArray(achBatchItems.payableId, ids), eq(achBatches.status, "draft")));

    data.items.forEach((item, index) => {
      const payable = payables.find((p) => p.id === item.payableId);
      if (!payable) throw new FieldFailure(`items.${index}.payableId`, PAYABLE_NOT_FOUND);
      if (payable.status === "paid" || toCents(payable.balance) <= 0) {
        throw new DomainFailure("conflict", payableAlreadyPaid(payable.invoiceNumber));
      }
      if (toCents(item.amount) > toCents(payable.balance)) {
        throw new DomainFailure("unprocessable", amountOverBalance(payable.invoiceNumber));
      }
      const supplier = supplierRows.find((s) => s.id === payable.supplierId);
      if (!supplier?.achRoutingNumber || !supplier.achAccountNumber || !supplier.achAccountType) {
        throw new FieldFailure(
          `items.${index}.payableId`,
          missingAchDetails(supplier?.name ?? String(payable.supplierId)),
        );
      }
      const draft = drafts.find((d) => d.payableId === item.payableId);
      if (draft) throw new DomainFailure("conflict", payableInDraftBatch(payable.invoiceNumber, draft.batchId));
    });

    const batch = await returnedRow(
      tx
        .insert(achBatches)
        .values({
          bankAccountId: data.bankAccountId,
          format: data.format,
          paymentDate: data.paymentDate,
          total: "0",
          createdBy: actor.userId,
        })
        .returning(),
      "el lote ACH",
    );
    await tx
      .insert(achBatchItems)
      .values(data.items.map((item) => ({ batchId: batch.id, payableId: item.payableId, amount: item.amount })));
    // The total is the database's sum of the items, never added up in JavaScript.
    const [totaled] = await tx
      .update(achBatches)
      .set({
        total: sql`(select sum(${achBatchItems.amount}) from ${achBatchItems} where ${achBatchItems.batchId} = ${batch.id})`,
      })
      .where(eq(achBatches.id, batch.id))
      .returning({ total: achBatches.total });
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "ach_batch",
      entityId: batch.id,
      summary: `Lote ACH #${batch.id} creado: ${data.items.length} pago(s) por ${formatInCurrency(totaled?.total ?? "0", account.currency)}`,
    });
    return findAchBatch(tx, batch.id);
  });
}

/** Locks a batch for a change, refusing one that is no longer a draft. */
async function lockDraft(tx: Db, id: number, notDraft: string) {
  const row = await oneOrNotFound(
    tx.select().from(achBatches).where(eq(achBatches.id, id)).for("update"),
    ACH_BATCH_NOT_FOUND,
  );
  if (row.status !== "draft") throw new DomainFailure("conflict", notDraft);
  return row;
}

/**
 * Marks a draft as sent, in the caller's transaction: records each item's supplier payment through
 * the payments' own rule (balance, status, bank movement, ledger), dated the batch's payment day,
 * from its bank account. Any refusal (a payable paid meanwhile, funds short) rolls all of it back.
 */
export async function sendAchBatch(tx: Db, id: number, actor: Actor): Promise<AchBatchRecord> {
  const batch = await lockDraft(tx, id, ACH_BATCH_NOT_DRAFT);
  if (batch.paymentDate > todayInPanama())
    throw new DomainFailure("conflict", sentBeforePaymentDate(batch.paymentDate));
  const items = await tx
    .select()
    .from(achBatchItems)
    .where(eq(achBatchItems.batchId, id))
    .orderBy(asc(achBatchItems.id));
  for (const item of items) {
    const { payment } = await registerSupplierPayment(
      tx,
      {
        payableId: item.payableId,
        amount: item.amount,
        paymentDate: batch.paymentDate,
        paymentMethod: "transfer",
        bankAccountId: batch.bankAccountId,
        reference: `ACH lote ${id}`,
        notes: null,
      },
      actor,
    );
    await tx.update(achBatchItems).set({ supplierPaymentId: payment.id }).where(eq(achBatchItems.id, item.id));
  }
  await tx.update(achBatches).set({ status: "sent", sentAt: new Date() }).where(eq(achBatches.id, id));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "status",
    entity: "ach_batch",
    entityId: id,
    summary: `Lote ACH #${id} marcado como enviado: ${items.length} pago(s) registrados`,
  });
  return findAchBatch(tx, id);
}

export async function deleteAchBatch(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraft(tx, id, ACH_DELETE_ONLY_DRAFT);
    await tx.delete(achBatches).where(eq(achBatches.id, id));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "ach_batch",
      entityId: id,
      summary: `Lote ACH #${id} eliminado`,
    });
  });
}

/** The batch's file for the bank, with its suppliers' ACH details as they are now. */
export async function achBatchFile(db: Db, id: number): Promise<{ fileName: string; content: string }> {
  const [batch] = await db.select().from(achBatches).where(eq(achBatches.id, id));
  if (!batch) throw new DomainFailure("not_found", ACH_BATCH_NOT_FOUND);
  const lines: AchFileLine[] = (await itemsOf(db, [id])).map((item) => {
    const accountType = achAccountTypes.find((type) => type === item.accountType);
    if (!item.routingNumber || !item.accountNumber || !accountType) {
      throw new DomainFailure("conflict", missingAchDetails(item.supplierName));
    }
    return {
      supplierName: item.supplierName,
      supplierCode: item.supplierCode,
      ruc: item.ruc,
      routingNumber: item.routingNumber,
      accountNumber: item.accountNumber,
      accountType,
      amount: item.amount,
      invoiceNumber: item.invoiceNumber,
    };
  });
  return { fileName: achFileName(batch), content: achFile(batch.format, lines, batch.paymentDate) };
}
