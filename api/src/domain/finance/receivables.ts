import { and, asc, eq, getTableColumns, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import type { InvoiceStatus, Page, ReceivableListQuery, ReceivableRecord } from "../../contract";
import { dayMonthYear, owedInvoiceStatuses, todayInPanama } from "../../contract";
import { toCents } from "../../contract/values/money";
import { formatBalboas } from "../../contract/values/money-format";
import { type Db, rows } from "../../db/client";
import { accountsReceivable, clients, creditNotes, invoices, receivablePayments } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { clientNameSql } from "../crm/client-names";
import { DomainFailure, FieldFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { oneOrNotFound, returnedRow } from "../records";
import { syncLedger } from "./ledger/journal";
import { effectiveReceivableStatus, receivableDaysOverdue } from "./overdue";

export const RECEIVABLE_NOT_FOUND = "Cuenta por cobrar no encontrada";
export const VOID_WITH_PAYMENTS = "No se puede anular ni pasar a borrador una factura con pagos registrados";
export const TOTAL_BELOW_COLLECTED = "El total no puede ser menor que lo ya cobrado";
/** Marking paid records today's payment, and no payment precedes its debt's issue date. */
export const paidBeforeIssue = (issueDate: string) =>
  `Una factura no puede marcarse como pagada antes de su fecha de emisión (${dayMonthYear(issueDate)})`;
export const SETTLED_ON_MARK_PAID = "Pago registrado al marcar la factura como pagada";

/** What a receivable's payments settled: the money received and the ITBMS the client withheld. */
export const settledByPayment = sql`(${receivablePayments.amount} + ${receivablePayments.itbmsWithheld})`;

// The withholding of a receivable's invoice (none without one): its share, and how much ITBMS it
// allows in all (the invoice's ITBMS × share, rounded half up to the cent, as withholdableCents).
const withholdingPercent = sql<number>`coalesce((select ${invoices.itbmsWithholdingPercent} from ${invoices}
  where ${invoices.id} = ${accountsReceivable.invoiceId}), 0)`;
const withholdable = sql`coalesce((select round(${invoices.itbmsAmount} * ${invoices.itbmsWithholdingPercent} / 100.0, 2)
  from ${invoices} where ${invoices.id} = ${accountsReceivable.invoiceId}), 0)`;
const withheld = sql`(select coalesce(sum(${receivablePayments.itbmsWithheld}), 0) from ${receivablePayments}
  where ${receivablePayments.receivableId} = ${accountsReceivable.id})`;

/**
 * Receivables as the API answers them: a stored 'pending' past its due date in Panama reads
 * 'overdue', with its days overdue.
 */
function selectReceivables(db: Db) {
  return db
    .select({
      ...getTableColumns(accountsReceivable),
      status: effectiveReceivableStatus,
      daysOverdue: receivableDaysOverdue,
      clientName: clientNameSql,
      itbmsWithholdingPercent: sql<number>`${withholdingPercent}::int`,
      itbmsWithholdingLeft: sql<string>`greatest(${withholdable} - ${withheld}, 0)::numeric(14, 2)::text`,
    })
    .from(accountsReceivable)
    .leftJoin(clients, eq(clients.id, accountsReceivable.clientId));
}

function toReceivableRecord(row: Awaited<ReturnType<typeof selectReceivables>>[number]): ReceivableRecord {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalAmount: row.totalAmount,
    balanceAmount: row.balanceAmount,
    status: row.status,
    daysOverdue: row.daysOverdue === null ? null : Number(row.daysOverdue),
    description: row.description,
    itbmsWithholdingPercent: Number(row.itbmsWithholdingPercent),
    itbmsWithholdingLeft: row.itbmsWithholdingLeft,
    createdAt: row.createdAt.toISOString(),
  };
}

function receivableFilters(query: Partial<ReceivableListQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    conditions.push(
      matchesText(query.q, accountsReceivable.invoiceNumber, accountsReceivable.description, clientNameSql),
    );
  }
  if (query.status) {
    conditions.push(
      query.status === "open" ? ne(effectiveReceivableStatus, "paid") : eq(effectiveReceivableStatus, query.status),
    );
  }
  if (query.clientId) conditions.push(eq(accountsReceivable.clientId, query.clientId));
  if (query.from) conditions.push(gte(accountsReceivable.dueDate, query.from));
  if (query.to) conditions.push(lte(accountsReceivable.dueDate, query.to));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Soonest due first (then by id), filtered by the query (api/docs/finance-debts.md, "Lists"): the
 * page asked for, or every match, and the count of all matches.
 */
export async function listReceivables(
  db: Db,
  query: Partial<ReceivableListQuery> = {},
): Promise<Page<ReceivableRecord>> {
  const where = receivableFilters(query);
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      selectReceivables(db)
        .where(where)
        .orderBy(asc(accountsReceivable.dueDate), asc(accountsReceivable.id))
        .$dynamic(),
      query,
    ),
    () =>
      db
        .select({ n: countAll })
        .from(accountsReceivable)
        .leftJoin(clients, eq(clients.id, accountsReceivable.clientId))
        .where(where),
  );
  return { rows: found.map(toReceivableRecord), total };
}

export async function findReceivable(db: Db, id: number): Promise<ReceivableRecord> {
  return toReceivableRecord(
    await oneOrNotFound(selectReceivables(db).where(eq(accountsReceivable.id, id)), RECEIVABLE_NOT_FOUND),
  );
}

/** A locked receivable: what its payments settled (money and ITBMS withheld) and the ITBMS withheld alone. */
export type LockedReceivable = { id: number; paidCents: bigint; withheldCents: bigint };

/**
 * Locks the invoice's receivable (if any) and sums what was collected on it. Callers lock the
 * invoice first: payments lock invoice then receivable too, so the two never deadlock, and once
 * both locks are held no payment can land on this receivable until the transaction ends.
 */
export async function lockInvoiceReceivable(db: Db, invoiceId: number): Promise<LockedReceivable | null> {
  const [locked] = await db
    .select({ id: accountsReceivable.id })
    .from(accountsReceivable)
    .where(eq(accountsReceivable.invoiceId, invoiceId))
    .for("update");
  if (!locked) return null;
  // A separate statement: under READ COMMITTED it sees every payment committed before the lock.
  const [sum] = await db
    .select({
      paid: sql<string>`coalesce(sum(${settledByPayment}), 0)::text`,
      withheld: sql<string>`coalesce(sum(${receivablePayments.itbmsWithheld}), 0)::text`,
    })
    .from(receivablePayments)
    .where(eq(receivablePayments.receivableId, locked.id));
  return { id: locked.id, paidCents: toCents(sum?.paid ?? "0"), withheldCents: toCents(sum?.withheld ?? "0") };
}

/** What the invoice's credit notes took off it, in all (their totals). */
export const creditedSql = (invoiceId: number) =>
  sql`(select coalesce(sum(${creditNotes.total}), 0) from ${creditNotes} where ${creditNotes.invoiceId} = ${invoiceId})`;

/** The invoice fields a receivable mirrors. */
export type InvoiceForReceivable = {
  id: number;
  clientId: number;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  total: string;
  title: string | null;
  description: string;
  status: InvoiceStatus;
};

/** What the receivable looks like after the sync; `settled` means nothing is left to collect. */
export type SyncOutcome = { receivableId: number; settled: boolean } | null;

/**
 * Makes the invoice's account receivable match the invoice (ISSUE 3: the one link between core and
 * finance). Owed (sent, overdue, paid): exactly one receivable with the same client, number, dates
 * and total; its balance is the total less its credit notes and what was collected, never below
 * zero (what a note gave back beyond it is the client's credit, credit-notes/receivable.ts). Draft or cancelled: none, which is
 * refused once money was collected. A paid invoice settles what is left with one payment.
 * Call inside the invoice's transaction, after locking the invoice and then `lockInvoiceReceivable`.
 */
export async function syncInvoiceReceivable(
  tx: Db,
  invoice: InvoiceForReceivable,
  existing: LockedReceivable | null,
  actor: Actor,
): Promise<SyncOutcome> {
  if (!owedInvoiceStatuses.includes(invoice.status)) {
    if (!existing) return null;
    if (existing.paidCents > 0n) throw new DomainFailure("conflict", VOID_WITH_PAYMENTS);
    await tx.delete(accountsReceivable).where(eq(accountsReceivable.id, existing.id));
    return null;
  }
  if (existing && toCents(invoice.total) < existing.paidCents)
    throw new DomainFailure("conflict", TOTAL_BELOW_COLLECTED);

  const today = todayInPanama(actor.now ?? new Date());
  const overdue = invoice.status === "overdue" || invoice.dueDate < today;
  const mirrored = {
    clientId: invoice.clientId,
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    totalAmount: invoice.total,
    description: invoice.description || invoice.title,
  };
  let receivableId: number;
  let balance: string;
  if (!existing) {
    const created = await returnedRow(
      tx
        .insert(accountsReceivable)
        .values({
          ...mirrored,
          invoiceId: invoice.id,
          balanceAmount: invoice.total,
          status: overdue ? "overdue" : "pending",
        })
        .returning({ id: accountsReceivable.id, balance: accountsReceivable.balanceAmount }),
      "la cuenta por cobrar",
    );
    receivableId = created.id;
    balance = created.balance;
  } else {
    // Balance = total - credit notes - payments, computed by the database from the rows themselves.
    const collected = sql`(select coalesce(sum(${settledByPayment}), 0) from ${receivablePayments}
      where ${receivablePayments.receivableId} = ${existing.id})`;
    const newBalance = sql`greatest(${invoice.total}::numeric - ${creditedSql(invoice.id)} - ${collected}, 0)`;
    const updated = await returnedRow(
      tx
        .update(accountsReceivable)
        .set({
          ...mirrored,
          balanceAmount: sql`${newBalance}`,
          status: sql`case when ${newBalance} = 0 then 'paid'
            when ${collected} > 0 then 'partially_paid'
            when ${overdue}::boolean then 'overdue' else 'pending' end`,
        })
        .where(eq(accountsReceivable.id, existing.id))
        .returning({ balance: accountsReceivable.balanceAmount }),
      "la cuenta por cobrar",
    );
    receivableId = existing.id;
    balance = updated.balance;
  }

  if (invoice.status === "paid" && toCents(balance) > 0n) {
    if (today < invoice.issueDate) throw new FieldFailure("status", paidBeforeIssue(invoice.issueDate));
    await settleOutstanding(tx, receivableId, invoice.invoiceNumber, today, actor);
    return { receivableId, settled: true };
  }
  return { receivableId, settled: toCents(balance) === 0n };
}

/** Marking an invoice paid: one payment for whatever is still owed, and the receivable is paid. */
async function settleOutstanding(tx: Db, receivableId: number, invoiceNumber: string, today: string, actor: Actor) {
  const inserted = rows(
    await tx.execute<{ id: number; amount: string }>(sql`
      insert into ${receivablePayments} (receivable_id, amount, payment_date, payment_method, notes)
      select id, balance_amount, ${today}::date, 'transfer', ${SETTLED_ON_MARK_PAID}::text
      from ${accountsReceivable} where id = ${receivableId} and balance_amount > 0
      returning id, amount::text as amount`),
  );
  const payment = inserted[0];
  if (!payment) return;
  await syncLedger(tx, "receivable_payment", [payment.id], actor);
  await tx
    .update(accountsReceivable)
    .set({ balanceAmount: sql`${accountsReceivable.balanceAmount} - ${payment.amount}::numeric`, status: "paid" })
    .where(eq(accountsReceivable.id, receivableId));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "payment",
    entity: "receivable",
    entityId: receivableId,
    summary: `Pago de ${formatBalboas(payment.amount)} registrado en ${invoiceNumber}`,
  });
}
