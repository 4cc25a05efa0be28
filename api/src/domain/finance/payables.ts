import { and, asc, eq, getTableColumns, gte, inArray, lte, ne, type SQL } from "drizzle-orm";
import {
  type Page,
  type PayableData,
  type PayableListQuery,
  type PayableRecord,
  type PayableTaxRecord,
  payableCategories,
  purchaseConcepts,
  purchaseTypes,
} from "../../contract";
import { formatBalboas } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import { accountsPayable, accountsPayableTaxes, supplierPayments, suppliers } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { rateOf } from "../documents/common";
import { DomainFailure, FieldFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { oneOrNotFound, returnedRow } from "../records";
import { codeOrNull } from "./dgi/codes";
import { syncLedger } from "./ledger/journal";
import { effectivePayableStatus, payableDaysOverdue } from "./overdue";

// Accounts payable (api/docs/finance-debts.md, "Payables").

export const PAYABLE_NOT_FOUND = "Cuenta por pagar no encontrada";
export const UNKNOWN_SUPPLIER_ID = "Debe seleccionar un proveedor";
export const PAYABLE_HAS_PAYMENTS = "No se puede eliminar la cuenta por pagar porque tiene pagos registrados.";

/** Payables as the API answers them: the supplier's name, and 'overdue' (with its days) derived from today in Panama. */
function selectPayables(db: Db) {
  return db
    .select({
      ...getTableColumns(accountsPayable),
      status: effectivePayableStatus,
      daysOverdue: payableDaysOverdue,
      supplierName: suppliers.name,
    })
    .from(accountsPayable)
    .leftJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId));
}

type PayableRow = Awaited<ReturnType<typeof selectPayables>>[number];

/** The rows of these payables (base and ITBMS per rate), by payable, each in the order 0, 7, 10, 15. */
async function taxesOf(db: Db, ids: number[]): Promise<Map<number, PayableTaxRecord[]>> {
  const byPayable = new Map<number, PayableTaxRecord[]>();
  if (ids.length === 0) return byPayable;
  const found = await db
    .select()
    .from(accountsPayableTaxes)
    .where(inArray(accountsPayableTaxes.payableId, ids))
    .orderBy(asc(accountsPayableTaxes.payableId), asc(accountsPayableTaxes.rate));
  for (const row of found) {
    const taxes = byPayable.get(row.payableId) ?? [];
    taxes.push({ rate: rateOf(row.rate), base: row.base, itbms: row.itbms });
    byPayable.set(row.payableId, taxes);
  }
  return byPayable;
}

/** Payables as records, each with its rows. */
async function toPayableRecords(db: Db, found: PayableRow[]): Promise<PayableRecord[]> {
  const taxes = await taxesOf(
    db,
    found.map((row) => row.id),
  );
  return found.map((row) => toPayableRecord(row, taxes.get(row.id) ?? []));
}

function toPayableRecord(row: PayableRow, taxes: PayableTaxRecord[]): PayableRecord {
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalAmount: row.totalAmount,
    balanceAmount: row.balanceAmount,
    status: row.status,
    daysOverdue: row.daysOverdue === null ? null : Number(row.daysOverdue),
    description: row.description,
    category: row.category && payableCategories.includes(row.category) ? row.category : null,
    itbmsRate: row.itbmsRate === null ? null : rateOf(row.itbmsRate),
    itbmsAmount: row.itbmsAmount,
    taxes,
    purchaseConcept: codeOrNull(row.purchaseConcept, purchaseConcepts),
    purchaseType: codeOrNull(row.purchaseType, purchaseTypes),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function payableFilters(query: Partial<PayableListQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    conditions.push(matchesText(query.q, accountsPayable.invoiceNumber, accountsPayable.description, suppliers.name));
  }
  if (query.status) {
    conditions.push(
      query.status === "open" ? ne(effectivePayableStatus, "paid") : eq(effectivePayableStatus, query.status),
    );
  }
  if (query.supplierId) conditions.push(eq(accountsPayable.supplierId, query.supplierId));
  if (query.from) conditions.push(gte(accountsPayable.dueDate, query.from));
  if (query.to) conditions.push(lte(accountsPayable.dueDate, query.to));
  return conditions.length ? and(...conditions) : undefined;
}

/** Soonest due first (then by id); the page asked for, or every match, and the count of all matches. */
export async function listPayables(db: Db, query: Partial<PayableListQuery> = {}): Promise<Page<PayableRecord>> {
  const where = payableFilters(query);
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      selectPayables(db).where(where).orderBy(asc(accountsPayable.dueDate), asc(accountsPayable.id)).$dynamic(),
      query,
    ),
    () =>
      db
        .select({ n: countAll })
        .from(accountsPayable)
        .leftJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
        .where(where),
  );
  return { rows: await toPayableRecords(db, found), total };
}

export async function findPayable(db: Db, id: number): Promise<PayableRecord> {
  const row = await oneOrNotFound(selectPayables(db).where(eq(accountsPayable.id, id)), PAYABLE_NOT_FOUND);
  const [record] = await toPayableRecords(db, [row]);
  if (!record) throw new Error("la cuenta por pagar sin registro");
  return record;
}

/**
 * Records a supplier's invoice as owed: balance = total, status pending, with its base and ITBMS
 * per rate (the contract checked them and summed the total). An unknown supplier is a 400 on
 * supplierId; FOR KEY SHARE keeps the supplier until the payable is stored.
 */
export async function createPayable(db: Db, values: PayableData, actor: Actor): Promise<PayableRecord> {
  return db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, values.supplierId))
      .for("key share");
    if (!supplier) throw new FieldFailure("supplierId", UNKNOWN_SUPPLIER_ID);
    const { taxes, ...payable } = values;
    const row = await returnedRow(
      tx
        .insert(accountsPayable)
        .values({ ...payable, balanceAmount: payable.totalAmount, status: "pending" })
        .returning({ id: accountsPayable.id }),
      "la cuenta por pagar",
    );
    await tx.insert(accountsPayableTaxes).values(taxes.map((tax) => ({ payableId: row.id, ...tax })));
    await syncLedger(tx, "payable", [row.id], actor);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "payable",
      entityId: row.id,
      summary: `Cuenta por pagar ${values.invoiceNumber} de ${supplier.name} creada por ${formatBalboas(values.totalAmount)}`,
    });
    return findPayable(tx, row.id);
  });
}

/**
 * Deletes a payable no payment has touched. One with payments is refused (409): its payments (and
 * their bank movements) are what the books say was paid, so the debt they settle stays. The row is
 * locked first: a payment locks it too, so one waits for the other and never slips in between.
 */
export async function deletePayable(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx
        .select({
          invoiceNumber: accountsPayable.invoiceNumber,
          totalAmount: accountsPayable.totalAmount,
          supplierName: suppliers.name,
        })
        .from(accountsPayable)
        .innerJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
        .where(eq(accountsPayable.id, id))
        .for("update", { of: accountsPayable }),
      PAYABLE_NOT_FOUND,
    );
    const [payment] = await tx
      .select({ id: supplierPayments.id })
      .from(supplierPayments)
      .where(eq(supplierPayments.payableId, id))
      .limit(1);
    if (payment) throw new DomainFailure("conflict", PAYABLE_HAS_PAYMENTS);
    await tx.delete(accountsPayable).where(eq(accountsPayable.id, id));
    await syncLedger(tx, "payable", [id], actor);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "payable",
      entityId: id,
      summary: `Cuenta por pagar ${current.invoiceNumber} de ${current.supplierName} eliminada (${formatBalboas(current.totalAmount)})`,
    });
  });
}
