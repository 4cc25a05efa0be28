import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { toCents } from "../../../contract/values/money";
import { type JournalOrigin, owedInvoiceStatuses, type PayableCategory } from "../../../contract/values/statuses";
import type { Db } from "../../../db/client";
import { panamaDate } from "../../../db/panama-time";
import {
  accountsPayable,
  accountsReceivable,
  bankAccounts,
  clients,
  invoiceLines,
  invoices,
  receivablePayments,
  supplierPayments,
  suppliers,
  transactionCategories,
  transactions,
  transfers,
} from "../../../db/schema";
import { ledgerAccounts as A, type AccountRef } from "./accounts";
import { creditNoteRule } from "./credit-note-rule";

// THE posting table: which accounts each operation touches (api/docs/ledger.md, "Posting table").
// For each kind of origin, a function that reads the origins `ids` as they are now and answers the
// entry each should have in the books: an entry, null for none (a draft, a cancelled or deleted
// record), or `keep` for whatever it has (a bank account's opening balance, posted once). The
// journal module (journal.ts) compares that with what is posted and reverses and reposts the
// difference; nothing else decides an account.

/** One line as a rule states it: an account, the bank account it moves (on 'Bancos'), and cents. */
export type PlannedLine = { account: AccountRef; bankAccountId?: number | null; debit?: bigint; credit?: bigint };
export type PlannedEntry = { date: string; description: string; lines: PlannedLine[] };
export const keep = Symbol("keep");
export type Planned = PlannedEntry | null | typeof keep;

type Rule = (tx: Db, ids: readonly number[]) => Promise<Map<number, Planned>>;

const code = (value: string): AccountRef => ({ code: value });

/** Where money in hand sits: the bank account's line on 'Bancos', or 'Caja' when none was named. */
const moneyAccount = (bankAccountId: number | null): Pick<PlannedLine, "account" | "bankAccountId"> =>
  bankAccountId === null ? { account: code(A.cash) } : { account: code(A.banks), bankAccountId };

/** Lines without their zero amounts (an invoice without ITBMS has no ITBMS line). */
const nonZero = (lines: PlannedLine[]) => lines.filter((line) => (line.debit ?? 0n) > 0n || (line.credit ?? 0n) > 0n);

/**
 * The part of each invoice's subtotal its lines send to an income account of their own
 * (invoice_lines.income_account_id): by invoice, by account, in cents.
 */
async function incomeByLineAccount(tx: Db, ids: readonly number[]): Promise<Map<number, Map<number, bigint>>> {
  const found = await tx
    .select({
      invoiceId: invoiceLines.invoiceId,
      accountId: sql<number>`${invoiceLines.incomeAccountId}`,
      subtotal: sql<string>`sum(${invoiceLines.subtotal})::text`,
    })
    .from(invoiceLines)
    .where(and(inArray(invoiceLines.invoiceId, [...ids]), isNotNull(invoiceLines.incomeAccountId)))
    .groupBy(invoiceLines.invoiceId, invoiceLines.incomeAccountId)
    .orderBy(invoiceLines.invoiceId, invoiceLines.incomeAccountId);
  const byInvoice = new Map<number, Map<number, bigint>>();
  for (const row of found) {
    const accounts = byInvoice.get(row.invoiceId) ?? new Map<number, bigint>();
    accounts.set(row.accountId, toCents(row.subtotal));
    byInvoice.set(row.invoiceId, accounts);
  }
  return byInvoice;
}

/**
 * An invoice sent (not a draft, not cancelled): the client owes its total (Cuentas por cobrar),
 * each line's subtotal is income on the line's account (4.1.05 'Ventas de servicios' when it names
 * none, and for an invoice without lines) and its ITBMS is owed to the DGI (débito fiscal). Dated
 * its issue date.
 */
const invoiceRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      status: invoices.status,
      issueDate: invoices.issueDate,
      amount: invoices.amount,
      itbms: invoices.itbmsAmount,
      total: invoices.total,
      client: sql<string>`coalesce(${clients.company}, ${clients.name})`,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(inArray(invoices.id, [...ids]));
  const lineIncome = await incomeByLineAccount(tx, ids);
  const planned = new Map<number, Planned>();
  for (const invoice of found) {
    if (!owedInvoiceStatuses.includes(invoice.status)) {
      planned.set(invoice.id, null);
      continue;
    }
    const ownAccounts = [...(lineIncome.get(invoice.id) ?? new Map<number, bigint>())];
    const elsewhere = ownAccounts.reduce((sum, [, cents]) => sum + cents, 0n);
    planned.set(invoice.id, {
      date: invoice.issueDate,
      description: `Factura ${invoice.number} · ${invoice.client}`,
      lines: nonZero([
        { account: code(A.receivables), debit: toCents(invoice.total) },
        { account: code(A.invoicedServices), credit: toCents(invoice.amount) - elsewhere },
        ...ownAccounts.map(([id, cents]) => ({ account: { id }, credit: cents })),
        { account: code(A.itbmsPayable), credit: toCents(invoice.itbms) },
      ]),
    });
  }
  return planned;
};

/**
 * A client's payment: the money arrives (bank or cash) and the receivable shrinks by it and by the
 * ITBMS the client withheld, which the company recovers from the DGI (ITBMS retenido).
 */
const receivablePaymentRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({
      id: receivablePayments.id,
      amount: receivablePayments.amount,
      withheld: receivablePayments.itbmsWithheld,
      date: receivablePayments.paymentDate,
      bankAccountId: receivablePayments.bankAccountId,
      number: accountsReceivable.invoiceNumber,
    })
    .from(receivablePayments)
    .innerJoin(accountsReceivable, eq(accountsReceivable.id, receivablePayments.receivableId))
    .where(inArray(receivablePayments.id, [...ids]));
  const planned = new Map<number, Planned>();
  for (const payment of found) {
    const amount = toCents(payment.amount);
    const withheld = toCents(payment.withheld);
    planned.set(payment.id, {
      date: payment.date,
      description: `Cobro de la factura ${payment.number}`,
      lines: nonZero([
        { ...moneyAccount(payment.bankAccountId), debit: amount },
        { account: code(A.itbmsWithheld), debit: withheld },
        { account: code(A.receivables), credit: amount + withheld },
      ]),
    });
  }
  return planned;
};

/** The expense account of a supplier invoice, by its category. */
export const payableExpenseAccounts: Record<PayableCategory, string> = {
  services: "6.2.05",
  supplies: "6.2.08",
  utilities: "6.2.02",
  rent: "6.2.01",
  equipment: "1.2.02",
  software: "6.2.03",
  other: A.otherExpenses,
};

/**
 * A supplier invoice: its base is an expense (or an asset: equipment) by category, its ITBMS is
 * crédito fiscal, and the total is owed to the supplier. Dated its issue date.
 */
const payableRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({
      id: accountsPayable.id,
      number: accountsPayable.invoiceNumber,
      date: accountsPayable.issueDate,
      total: accountsPayable.totalAmount,
      itbms: accountsPayable.itbmsAmount,
      category: accountsPayable.category,
      supplier: suppliers.name,
    })
    .from(accountsPayable)
    .innerJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
    .where(inArray(accountsPayable.id, [...ids]));
  const planned = new Map<number, Planned>();
  for (const payable of found) {
    const total = toCents(payable.total);
    const itbms = toCents(payable.itbms);
    planned.set(payable.id, {
      date: payable.date,
      description: `Factura de proveedor ${payable.number} · ${payable.supplier}`,
      lines: nonZero([
        { account: code(payableExpenseAccounts[payable.category ?? "other"]), debit: total - itbms },
        { account: code(A.itbmsCredit), debit: itbms },
        { account: code(A.payables), credit: total },
      ]),
    });
  }
  return planned;
};

/** Paying a supplier: the payable shrinks and the money leaves (bank or cash). */
const supplierPaymentRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({
      id: supplierPayments.id,
      amount: supplierPayments.amount,
      date: supplierPayments.paymentDate,
      bankAccountId: supplierPayments.bankAccountId,
      number: accountsPayable.invoiceNumber,
      supplier: suppliers.name,
    })
    .from(supplierPayments)
    .innerJoin(accountsPayable, eq(accountsPayable.id, supplierPayments.payableId))
    .innerJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
    .where(inArray(supplierPayments.id, [...ids]));
  const planned = new Map<number, Planned>();
  for (const payment of found) {
    const amount = toCents(payment.amount);
    planned.set(payment.id, {
      date: payment.date,
      description: `Pago a ${payment.supplier} · factura ${payment.number}`,
      lines: [
        { account: code(A.payables), debit: amount },
        { ...moneyAccount(payment.bankAccountId), credit: amount },
      ],
    });
  }
  return planned;
};

/** A completed transfer: the amount moves between two bank lines, its fee is a bank charge. */
const transferRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({
      id: transfers.id,
      from: transfers.fromAccountId,
      to: transfers.toAccountId,
      amount: transfers.amount,
      fee: transfers.transferFee,
      status: transfers.status,
      date: sql<string>`${panamaDate(transfers.transferDate)}::text`,
      reference: transfers.reference,
    })
    .from(transfers)
    .where(inArray(transfers.id, [...ids]));
  const planned = new Map<number, Planned>();
  for (const transfer of found) {
    if (transfer.status !== "completed") {
      planned.set(transfer.id, null);
      continue;
    }
    const amount = toCents(transfer.amount);
    const fee = toCents(transfer.fee);
    planned.set(transfer.id, {
      date: transfer.date,
      description: `Transferencia entre cuentas${transfer.reference ? ` · ${transfer.reference}` : ""}`,
      lines: nonZero([
        { account: code(A.banks), bankAccountId: transfer.to, debit: amount },
        { account: code(A.bankFees), debit: fee },
        { account: code(A.banks), bankAccountId: transfer.from, credit: amount + fee },
      ]),
    });
  }
  return planned;
};

/**
 * A completed income or expense typed by hand: the category's account (or the default for its
 * type) against the bank account or cash. One recorded by a payment is that payment's, posted by
 * the payment's rule; pending, cancelled, 'transfer' and 'adjustment' movements move no balance
 * and post nothing.
 */
const transactionRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({
      id: transactions.id,
      type: transactions.transactionType,
      status: transactions.status,
      amount: transactions.amount,
      date: transactions.transactionDate,
      description: transactions.description,
      bankAccountId: transactions.bankAccountId,
      categoryAccountId: transactionCategories.accountId,
      byPayment: sql<boolean>`(${transactions.receivablePaymentId} is not null or ${transactions.supplierPaymentId} is not null)`,
    })
    .from(transactions)
    .leftJoin(transactionCategories, eq(transactionCategories.id, transactions.categoryId))
    .where(inArray(transactions.id, [...ids]));
  const planned = new Map<number, Planned>();
  for (const movement of found) {
    const posts =
      !movement.byPayment &&
      movement.status === "completed" &&
      (movement.type === "income" || movement.type === "expense");
    if (!posts) {
      planned.set(movement.id, null);
      continue;
    }
    const amount = toCents(movement.amount);
    const category: AccountRef =
      movement.categoryAccountId !== null
        ? { id: movement.categoryAccountId }
        : code(movement.type === "income" ? A.otherIncome : A.otherExpenses);
    const money = moneyAccount(movement.bankAccountId);
    planned.set(movement.id, {
      date: movement.date,
      description: movement.description,
      lines:
        movement.type === "income"
          ? [
              { ...money, debit: amount },
              { account: category, credit: amount },
            ]
          : [
              { account: category, debit: amount },
              { ...money, credit: amount },
            ],
    });
  }
  return planned;
};

/**
 * A bank account's opening balance is posted once, when the account is opened (openingEntry); it
 * stays while the account exists and is reversed when the account is deleted.
 */
const bankAccountRule: Rule = async (tx, ids) => {
  const found = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(inArray(bankAccounts.id, [...ids]));
  return new Map(found.map((account) => [account.id, keep]));
};

/** The opening entry of a bank account opened with `balance` (negative: an overdraft). */
export function openingEntry(account: { id: number; label: string }, date: string, balance: bigint): Planned {
  if (balance === 0n) return null;
  const bank = { account: code(A.banks), bankAccountId: account.id };
  const equity = { account: code(A.openingBalances) };
  const amount = balance < 0n ? -balance : balance;
  return {
    date,
    description: `Saldo inicial · ${account.label}`,
    lines:
      balance > 0n
        ? [
            { ...bank, debit: amount },
            { ...equity, credit: amount },
          ]
        : [
            { ...equity, debit: amount },
            { ...bank, credit: amount },
          ],
  };
}

/** Every origin but the manual entry has a rule; a manual entry is posted as the accountant wrote it. */
/** The origins whose entries the rules derive; manual entries and opening balances are written as given. */
export type RuledOrigin = Exclude<JournalOrigin, "manual" | "opening">;

export const postingRules: Record<RuledOrigin, Rule> = {
  invoice: invoiceRule,
  receivable_payment: receivablePaymentRule,
  payable: payableRule,
  supplier_payment: supplierPaymentRule,
  transfer: transferRule,
  transaction: transactionRule,
  bank_account: bankAccountRule,
  credit_note: creditNoteRule,
};
