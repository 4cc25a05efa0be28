import { and, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bankAccountLabel } from "../../contract/finance/bank-accounts";
import {
  INSUFFICIENT_BALANCE,
  type TransferData,
  type TransferListQuery,
  type TransferRecord,
  type TransferSummaryRecord,
} from "../../contract/finance/transfers";
import { fromCents, toCents } from "../../contract/values/money";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { panamaDate } from "../../db/panama-time";
import { bankAccounts, transfers } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { returnedRow } from "../records";
import { formatInCurrency } from "./bank-accounts";
import { changeBalance, debitIfCovered, lockBankAccounts } from "./bank-balances";
import { syncLedger } from "./ledger/journal";

// Bank transfers (rules: api/docs/finance-money.md, "Transfers").

const origin = alias(bankAccounts, "origin_account");
const destination = alias(bankAccounts, "destination_account");

function selectTransfers(db: Db) {
  return db
    .select({
      transfer: transfers,
      fromBank: origin.bankName,
      fromName: origin.accountName,
      toBank: destination.bankName,
      toName: destination.accountName,
    })
    .from(transfers)
    .leftJoin(origin, eq(origin.id, transfers.fromAccountId))
    .leftJoin(destination, eq(destination.id, transfers.toAccountId));
}

type Row = Awaited<ReturnType<typeof selectTransfers>>[number];

const label = (bankName: string | null, accountName: string | null) =>
  bankName === null ? null : bankAccountLabel({ bankName, accountName });

function toRecord({ transfer, fromBank, fromName, toBank, toName }: Row): TransferRecord {
  return {
    id: transfer.id,
    fromAccountId: transfer.fromAccountId,
    toAccountId: transfer.toAccountId,
    fromAccountName: label(fromBank, fromName),
    toAccountName: label(toBank, toName),
    amount: transfer.amount,
    transferFee: transfer.transferFee,
    transferDate: transfer.transferDate.toISOString(),
    reference: transfer.reference,
    description: transfer.description,
    status: transfer.status,
    createdAt: transfer.createdAt.toISOString(),
  };
}

function listConditions(query: TransferListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matchesText(query.q, transfers.reference, transfers.description));
  if (query.status) conditions.push(eq(transfers.status, query.status));
  if (query.from) conditions.push(gte(panamaDate(transfers.transferDate), sql`${query.from}::date`));
  if (query.to) conditions.push(lte(panamaDate(transfers.transferDate), sql`${query.to}::date`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The matching transfers, latest transfer date first (then id), one page or all; and how many match. */
export async function listTransfers(db: Db, query: TransferListQuery): Promise<Page<TransferRecord>> {
  const where = listConditions(query);
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      selectTransfers(db).where(where).orderBy(desc(transfers.transferDate), desc(transfers.id)).$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(transfers).where(where),
  );
  return { rows: found.map(toRecord), total };
}

/** The transfers screen's cards, over every transfer (amounts at par, in SQL). */
export async function transferSummary(db: Db): Promise<TransferSummaryRecord> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${transfers.amount}), 0)::numeric(14,2)::text`,
      pendingCount: sql<number>`(count(*) filter (where ${transfers.status} = 'pending'))::int`,
      completedCount: sql<number>`(count(*) filter (where ${transfers.status} = 'completed'))::int`,
    })
    .from(transfers);
  return {
    count: Number(row?.count ?? 0),
    totalAmount: row?.totalAmount ?? "0.00",
    pendingCount: Number(row?.pendingCount ?? 0),
    completedCount: Number(row?.completedCount ?? 0),
  };
}

/**
 * Moves money between two accounts in one transaction: both locked in id order (an unknown one is
 * a 400 on its field), the origin loses amount + fee (refused with 422 and nothing changed when its
 * balance is short), the destination gains amount, and the transfer is stored completed. PAB and
 * USD move at par. Answers the transfer from the rows it locked and wrote, without reading it back.
 */
export async function createTransfer(db: Db, data: TransferData, actor: Actor): Promise<TransferRecord> {
  return db.transaction(async (tx) => {
    const accounts = await lockBankAccounts(tx, [data.fromAccountId, data.toAccountId], (id) =>
      id === data.fromAccountId ? "fromAccountId" : "toAccountId",
    );
    const from = accounts.get(data.fromAccountId);
    const to = accounts.get(data.toAccountId);
    if (!from || !to) throw new Error("lockBankAccounts answers every account it was asked for");
    const debit = fromCents(toCents(data.amount) + toCents(data.transferFee));
    // The one balance guard: debitIfCovered's conditional UPDATE, which checks and debits in one
    // statement. The balance read by the lock is never compared here: a second check in JavaScript
    // could only agree with it or be stale.
    if (!(await debitIfCovered(tx, from.id, debit))) throw new DomainFailure("unprocessable", INSUFFICIENT_BALANCE);
    await changeBalance(tx, to.id, data.amount);
    const transfer = await returnedRow(
      tx
        .insert(transfers)
        .values({ ...data, status: "completed" })
        .returning(),
      "la transferencia",
    );
    await syncLedger(tx, "transfer", [transfer.id], actor);
    const fee =
      toCents(data.transferFee) > 0n ? ` (comisión ${formatInCurrency(data.transferFee, from.currency)})` : "";
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "transfer",
      entityId: transfer.id,
      summary: `Transferencia de ${formatInCurrency(data.amount, from.currency)}${fee} de ${bankAccountLabel(from)} a ${bankAccountLabel(to)}`,
    });
    return toRecord({
      transfer,
      fromBank: from.bankName,
      fromName: from.accountName,
      toBank: to.bankName,
      toName: to.accountName,
    });
  });
}
