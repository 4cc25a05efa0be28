import { and, eq, gte, ne, sql } from "drizzle-orm";
import {
  invoiceStatusLabels,
  noonInPanama,
  type ReceivablePaymentData,
  type ReceivablePaymentResult,
} from "../contract";
import { formatBalboas } from "../contract/money-format";
import type { Db } from "../db/client";
import { accountsReceivable, clients, invoices, receivablePayments } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { clientNameSql } from "./client-names";
import { documentEdit } from "./documents";
import { DomainFailure } from "./failures";
import { lockBankAccounts, recordMovement } from "./ledger";
import { findReceivable, RECEIVABLE_NOT_FOUND } from "./receivables";
import { oneOr404, returnedRow } from "./records";

export const ALREADY_PAID = "La cuenta por cobrar ya está pagada";
export const EXCEEDS_BALANCE = "El monto excede el saldo pendiente";

/**
 * Registers a payment on an account receivable, in one transaction: the balance falls by the
 * amount in SQL (never read-modify-write), the status becomes partially_paid or paid, and a
 * receivable raised from an invoice that reaches zero marks that invoice paid, dated at noon of
 * the payment date in Panama so the revenue month is the payment's. With a bank account, the
 * payment is also an income of that account (a movement linked to the payment) and raises its
 * balance. Locks: the bank account, then the invoice, then the receivable (api/docs/finance-debts.md).
 */
export async function registerReceivablePayment(
  db: Db,
  input: ReceivablePaymentData,
  actor: Actor,
): Promise<ReceivablePaymentResult> {
  return db.transaction(async (tx) => {
    // Bank accounts are always locked before any debt (ledger.ts).
    const bankAccountId = input.bankAccountId ?? null;
    const account =
      bankAccountId === null ? null : (await lockBankAccounts(tx, [bankAccountId], "bankAccountId")).get(bankAccountId);
    const target = await oneOr404(
      tx
        .select({
          invoiceId: accountsReceivable.invoiceId,
          invoiceNumber: accountsReceivable.invoiceNumber,
          clientId: accountsReceivable.clientId,
          clientName: clientNameSql,
        })
        .from(accountsReceivable)
        .leftJoin(clients, eq(clients.id, accountsReceivable.clientId))
        .where(eq(accountsReceivable.id, input.receivableId)),
      RECEIVABLE_NOT_FOUND,
    );
    // Lock order invoice -> receivable, as invoice edits do (no deadlock between the two).
    if (target.invoiceId !== null) {
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, target.invoiceId)).for("update");
    }

    const amount = sql`${input.amount}::numeric`;
    const [updated] = await tx
      .update(accountsReceivable)
      .set({
        balanceAmount: sql`${accountsReceivable.balanceAmount} - ${amount}`,
        status: sql`case when ${accountsReceivable.balanceAmount} - ${amount} = 0 then 'paid' else 'partially_paid' end`,
      })
      .where(
        and(
          eq(accountsReceivable.id, input.receivableId),
          ne(accountsReceivable.status, "paid"),
          gte(accountsReceivable.balanceAmount, input.amount),
        ),
      )
      .returning({ status: accountsReceivable.status });
    if (!updated) {
      // Nothing was written: say why (the row is gone, already settled, or owes less).
      const [state] = await tx
        .select({ status: accountsReceivable.status, balance: accountsReceivable.balanceAmount })
        .from(accountsReceivable)
        .where(eq(accountsReceivable.id, input.receivableId));
      if (!state) throw new DomainFailure("not_found", RECEIVABLE_NOT_FOUND);
      if (state.status === "paid") throw new DomainFailure("conflict", ALREADY_PAID);
      throw new DomainFailure("unprocessable", EXCEEDS_BALANCE);
    }

    const payment = await returnedRow(
      tx
        .insert(receivablePayments)
        .values({ ...input, bankAccountId })
        .returning(),
      "el pago",
    );
    if (account) {
      await recordMovement(tx, {
        transactionDate: input.paymentDate,
        transactionType: "income",
        amount: input.amount,
        currency: account.currency,
        description: `Cobro ${target.invoiceNumber}${target.clientName ? ` - ${target.clientName}` : ""}`,
        reference: input.reference,
        bankAccountId: account.id,
        clientId: target.clientId,
        receivablePaymentId: payment.id,
        status: "completed",
      });
    }
    await recordActivity(tx, {
      userId: actor.userId,
      action: "payment",
      entity: "receivable",
      entityId: input.receivableId,
      summary: `Pago de ${formatBalboas(payment.amount)} registrado en ${target.invoiceNumber}`,
    });

    if (updated.status === "paid" && target.invoiceId !== null) {
      const [invoice] = await tx
        .update(invoices)
        .set({ status: "paid", paidAt: noonInPanama(input.paymentDate) })
        .where(and(eq(invoices.id, target.invoiceId), ne(invoices.status, "paid")))
        .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
      if (invoice) {
        await recordActivity(tx, {
          userId: actor.userId,
          entity: "invoice",
          entityId: invoice.id,
          ...documentEdit("Factura", invoice.invoiceNumber, invoiceStatusLabels.paid),
        });
      }
    }

    const { createdAt, ...stored } = payment;
    return {
      payment: { ...stored, createdAt: createdAt.toISOString() },
      receivable: await findReceivable(tx, input.receivableId),
    };
  });
}
