import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  type CreateFromLineData,
  type CreateFromLineKind,
  type MatchRecord,
  receivablePaymentInput,
  supplierPaymentInput,
  transactionInput,
} from "../../contract";
import { fromCents, toCents } from "../../contract/values/money";
import type { JournalOrigin } from "../../contract/values/statuses";
import type { Db } from "../../db/client";
import {
  accountsReceivable,
  chartOfAccounts,
  journalEntries,
  journalLines,
  transactionCategories,
} from "../../db/schema";
import type { Actor } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { lockBankAccounts } from "../finance/bank-balances";
import { ledgerAccounts } from "../finance/ledger/accounts";
import { registerReceivablePayment } from "../finance/receivable-payments";
import { registerSupplierPayment } from "../finance/supplier-payments";
import { createTransaction } from "../finance/transactions";
import { LINE_ALREADY_MATCHED, lockStatementLines, matchStatementLines } from "./matches";

// 'Crear desde la línea' (api/docs/banking.md, "Creating from a line"): an unmatched statement
// line becomes the receivable payment, supplier payment or transaction it is, through the same
// domain functions the rest of the API uses (so the balance, the debt and the ledger move as
// always), and is matched to the new movement on Bancos, all in the caller's one transaction.
// The payment's amount and date are the line's; the account is the line's.

export const LINE_IS_DEPOSIT = "La línea es un depósito: solo puede ser un cobro, un ingreso o intereses";
export const LINE_IS_WITHDRAWAL = "La línea es un retiro: solo puede ser un pago, un gasto o una comisión";
export const INVOICE_WITHOUT_RECEIVABLE = "La factura no tiene una cuenta por cobrar";
export const missingBaseCategory = (name: string) =>
  `Falta la categoría '${name}': selecciónela o créela en las categorías de transacciones`;

const INCOMING: readonly CreateFromLineKind[] = ["receivable_payment", "interest", "income"];
/** The base categories (db/seed-base.ts) a fee and an interest are recorded under by default. */
const BASE_CATEGORY: Partial<Record<CreateFromLineKind, string>> = {
  bank_fee: "Comisiones bancarias",
  interest: "Intereses ganados",
};

/** Parses what the line makes through the operation's own schema: its rules, its messages. */
function parsed<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0] === "itbmsWithheld" ? "itbmsWithheld" : "statementLineId";
    throw new FieldFailure(field, issue?.message ?? "Valor inválido");
  }
  return result.data;
}

async function receivableOf(tx: Db, data: Extract<CreateFromLineData, { kind: "receivable_payment" }>) {
  if (data.receivableId != null) return data.receivableId;
  const [found] = await tx
    .select({ id: accountsReceivable.id })
    .from(accountsReceivable)
    .where(eq(accountsReceivable.invoiceId, data.invoiceId as number));
  if (!found) throw new FieldFailure("invoiceId", INVOICE_WITHOUT_RECEIVABLE);
  return found.id;
}

async function categoryFor(tx: Db, kind: CreateFromLineKind, categoryId: number | null | undefined) {
  if (categoryId != null) return categoryId;
  const name = BASE_CATEGORY[kind] as string;
  const [found] = await tx
    .select({ id: transactionCategories.id })
    .from(transactionCategories)
    .where(eq(transactionCategories.name, name));
  if (!found) throw new FieldFailure("categoryId", missingBaseCategory(name));
  return found.id;
}

/** The line on Bancos of the standing entry of an origin, for that bank account. */
export async function bankLineOf(
  tx: Db,
  origin: JournalOrigin,
  originId: number,
  bankAccountId: number,
): Promise<number> {
  const reversal = alias(journalEntries, "reversal");
  const [line] = await tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(chartOfAccounts, eq(chartOfAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.originType, origin),
        eq(journalEntries.originId, originId),
        isNull(journalEntries.reversesEntryId),
        notExists(tx.select({ one: sql`1` }).from(reversal).where(eq(reversal.reversesEntryId, journalEntries.id))),
        eq(chartOfAccounts.code, ledgerAccounts.banks),
        eq(journalLines.bankAccountId, bankAccountId),
      ),
    );
  if (!line) throw new Error(`${origin} ${originId}: sin línea en Bancos`);
  return line.id;
}

/** Creates what the line is, matched to it; answers the new record's id and the match. */
export async function createFromStatementLine(
  tx: Db,
  bankAccountId: number,
  data: CreateFromLineData,
  actor: Actor,
): Promise<{ kind: CreateFromLineKind; recordId: number; match: MatchRecord }> {
  const accounts = await lockBankAccounts(tx, [bankAccountId]);
  const account = accounts.get(bankAccountId);
  const [line] = await lockStatementLines(tx, bankAccountId, [data.statementLineId]);
  if (!line || !account) throw new DomainFailure("not_found", "Línea del estado de cuenta no encontrada");
  if (line.matchId !== null) throw new DomainFailure("conflict", LINE_ALREADY_MATCHED);
  const cents = toCents(line.amount);
  const incoming = INCOMING.includes(data.kind);
  if (incoming && cents <= 0n) throw new FieldFailure("kind", LINE_IS_WITHDRAWAL);
  if (!incoming && cents >= 0n) throw new FieldFailure("kind", LINE_IS_DEPOSIT);
  const amount = fromCents(cents < 0n ? -cents : cents);
  const common = { amount, bankAccountId, reference: line.reference ?? undefined };

  let origin: JournalOrigin;
  let recordId: number;
  if (data.kind === "receivable_payment") {
    const input = parsed(receivablePaymentInput, {
      ...common,
      receivableId: await receivableOf(tx, data),
      paymentDate: line.lineDate,
      itbmsWithheld: data.itbmsWithheld,
      notes: `Estado de cuenta: ${line.description}`,
    });
    origin = "receivable_payment";
    recordId = (await registerReceivablePayment(tx, input, actor)).payment.id;
  } else if (data.kind === "supplier_payment") {
    const input = parsed(supplierPaymentInput, {
      ...common,
      payableId: data.payableId,
      paymentDate: line.lineDate,
      notes: `Estado de cuenta: ${line.description}`,
    });
    origin = "supplier_payment";
    recordId = (await registerSupplierPayment(tx, input, actor)).payment.id;
  } else {
    const input = parsed(transactionInput, {
      ...common,
      transactionDate: line.lineDate,
      transactionType: incoming ? "income" : "expense",
      currency: account.currency,
      description: line.description,
      categoryId: await categoryFor(tx, data.kind, data.categoryId),
    });
    origin = "transaction";
    recordId = (await createTransaction(tx, input, actor)).id;
  }
  const match = await matchStatementLines(tx, {
    bankAccountId,
    statementLineIds: [line.id],
    journalLineIds: [await bankLineOf(tx, origin, recordId, bankAccountId)],
    source: data.source,
    actor,
  });
  return { kind: data.kind, recordId, match };
}
