import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import { bankAccountLabel } from "../../contract/finance/bank-accounts";
import type { TransactionData, TransactionListQuery, TransactionRecord } from "../../contract/finance/transactions";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { bankAccounts, clients, suppliers, transactionCategories, transactions } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { oneOrNotFound } from "../records";
import { formatInCurrency } from "./bank-accounts";
import { lockBankAccounts, MOVEMENT_NOT_FOUND, recordMovement, removeMovement } from "./bank-balances";
import { syncLedger } from "./ledger/journal";

// Transactions entered by hand (rules: api/docs/finance-money.md, "Transactions"). Their effect on
// a bank account is bank-balances.ts's.

export const TRANSACTION_NOT_FOUND = MOVEMENT_NOT_FOUND;
export const BELONGS_TO_PAYMENT = "La transacción pertenece a un pago y no se puede eliminar";

const selection = {
  id: transactions.id,
  transactionDate: transactions.transactionDate,
  transactionType: transactions.transactionType,
  amount: transactions.amount,
  currency: transactions.currency,
  description: transactions.description,
  reference: transactions.reference,
  categoryId: transactions.categoryId,
  categoryName: transactionCategories.name,
  bankAccountId: transactions.bankAccountId,
  bankName: bankAccounts.bankName,
  accountName: bankAccounts.accountName,
  clientId: transactions.clientId,
  supplierId: transactions.supplierId,
  receivablePaymentId: transactions.receivablePaymentId,
  supplierPaymentId: transactions.supplierPaymentId,
  status: transactions.status,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
};

function selectTransactions(db: Db) {
  return db
    .select(selection)
    .from(transactions)
    .leftJoin(transactionCategories, eq(transactionCategories.id, transactions.categoryId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, transactions.bankAccountId));
}

type Row = Awaited<ReturnType<typeof selectTransactions>>[number];

function toRecord({ bankName, accountName, createdAt, updatedAt, ...row }: Row): TransactionRecord {
  return {
    ...row,
    bankAccountName: bankName === null ? null : bankAccountLabel({ bankName, accountName }),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function listConditions(query: TransactionListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matchesText(query.q, transactions.description, transactions.reference));
  if (query.type) conditions.push(eq(transactions.transactionType, query.type));
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.bankAccountId) conditions.push(eq(transactions.bankAccountId, query.bankAccountId));
  if (query.from) conditions.push(gte(transactions.transactionDate, query.from));
  if (query.to) conditions.push(lte(transactions.transactionDate, query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The matching transactions, newest date first (then id), one page or all; and how many match. */
export async function listTransactions(db: Db, query: TransactionListQuery): Promise<Page<TransactionRecord>> {
  const where = listConditions(query);
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      selectTransactions(db).where(where).orderBy(desc(transactions.transactionDate), desc(transactions.id)).$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(transactions).where(where),
  );
  return { rows: found.map(toRecord), total };
}

export async function findTransaction(db: Db, id: number): Promise<TransactionRecord> {
  return toRecord(await oneOrNotFound(selectTransactions(db).where(eq(transactions.id, id)), TRANSACTION_NOT_FOUND));
}

/** A record a body names must exist: else 400 on its field. */
async function requireRow(query: PromiseLike<unknown[]>, field: string, message: string) {
  if ((await query).length === 0) throw new FieldFailure(field, message);
}

/** Records a transaction; with a bank account, a completed income or expense changes its balance. */
export async function createTransaction(db: Db, data: TransactionData, actor: Actor): Promise<TransactionRecord> {
  return db.transaction(async (tx) => {
    // The bank account first, as every money write does.
    if (data.bankAccountId != null) await lockBankAccounts(tx, [data.bankAccountId], "bankAccountId");
    if (data.categoryId != null) {
      const category = transactionCategories;
      await requireRow(
        tx.select({ id: category.id }).from(category).where(eq(category.id, data.categoryId)),
        "categoryId",
        "Categoría no encontrada",
      );
    }
    if (data.clientId != null) {
      await requireRow(
        tx.select({ id: clients.id }).from(clients).where(eq(clients.id, data.clientId)).for("key share"),
        "clientId",
        "Cliente no encontrado",
      );
    }
    if (data.supplierId != null) {
      await requireRow(
        tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, data.supplierId)).for("key share"),
        "supplierId",
        "Proveedor no encontrado",
      );
    }
    const movement = await recordMovement(tx, { ...data, status: "completed" });
    await syncLedger(tx, "transaction", [movement.id], actor);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "transaction",
      entityId: movement.id,
      summary: `Transacción creada: ${movement.description} (${formatInCurrency(movement.amount, movement.currency)})`,
    });
    return findTransaction(tx, movement.id);
  });
}

/**
 * Deletes a transaction and undoes its effect on its bank account. One recorded by a payment is
 * a 409: it goes with its payment.
 */
export async function deleteTransaction(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        receivablePaymentId: transactions.receivablePaymentId,
        supplierPaymentId: transactions.supplierPaymentId,
      })
      .from(transactions)
      .where(eq(transactions.id, id));
    if (!current) throw new DomainFailure("not_found", TRANSACTION_NOT_FOUND);
    if (current.receivablePaymentId !== null || current.supplierPaymentId !== null) {
      throw new DomainFailure("conflict", BELONGS_TO_PAYMENT);
    }
    const removed = await removeMovement(tx, id);
    await syncLedger(tx, "transaction", [id], actor);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "transaction",
      entityId: id,
      summary: `Transacción eliminada: ${removed.description} (${formatInCurrency(removed.amount, removed.currency)})`,
    });
  });
}
