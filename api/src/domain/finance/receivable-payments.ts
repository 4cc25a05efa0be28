import { and, eq, ne, sql } from "drizzle-orm";
import {
  invoiceStatusLabels,
  itbmsWithheldTooHigh,
  NO_ITBMS_WITHHOLDING,
  noonInPanama,
  type ReceivablePaymentData,
  type ReceivablePaymentResult,
  withholdableCents,
} from "../../contract";
import { fromCents, toCents } from "../../contract/values/money";
import { formatBalboas } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import { accountsReceivable, clients, invoices, receivablePayments } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { clientNameSql } from "../crm/client-names";
import { documentEdit } from "../documents/common";
import { FieldFailure } from "../failures";
import { oneOrNotFound, returnedRow } from "../records";
import { lockPaymentAccount, lowerDebtBalance, refusePaymentBeforeIssue, storeDebtPayment } from "./debt-payments";
import { syncLedger } from "./ledger/journal";
import { findReceivable, RECEIVABLE_NOT_FOUND } from "./receivables";

export const ALREADY_PAID = "La cuenta por cobrar ya está pagada";
export { EXCEEDS_BALANCE } from "./debt-payments";

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
    // Bank accounts are always locked before any debt (bank-balances.ts).
    const bankAccountId = input.bankAccountId ?? null;
    const account = await lockPaymentAccount(tx, bankAccountId);
    const target = await oneOrNotFound(
      tx
        .select({
          invoiceId: accountsReceivable.invoiceId,
          invoiceNumber: accountsReceivable.invoiceNumber,
          clientId: accountsReceivable.clientId,
          clientName: clientNameSql,
          issueDate: accountsReceivable.issueDate,
        })
        .from(accountsReceivable)
        .leftJoin(clients, eq(clients.id, accountsReceivable.clientId))
        .where(eq(accountsReceivable.id, input.receivableId)),
      RECEIVABLE_NOT_FOUND,
    );
    // Lock order invoice -> receivable, as invoice edits do (no deadlock between the two).
    // The invoice's issue date as it is under that lock: an edit committed since the read above
    // moved the receivable's too.
    let issueDate = target.issueDate;
    let withholding = { itbmsCents: 0n, percent: 0 };
    if (target.invoiceId !== null) {
      const [invoice] = await tx
        .select({
          issueDate: invoices.issueDate,
          itbms: invoices.itbmsAmount,
          percent: invoices.itbmsWithholdingPercent,
        })
        .from(invoices)
        .where(eq(invoices.id, target.invoiceId))
        .for("update");
      issueDate = invoice?.issueDate ?? issueDate;
      if (invoice) withholding = { itbmsCents: toCents(invoice.itbms), percent: invoice.percent };
    }
    refusePaymentBeforeIssue(input.paymentDate, issueDate);
    const withheldCents = toCents(input.itbmsWithheld ?? "0");
    if (withheldCents > 0n) await refuseExcessWithholding(tx, input.receivableId, withholding, withheldCents);

    const settled = fromCents(toCents(input.amount) + withheldCents);
    const status = await lowerDebtBalance(tx, accountsReceivable, input.receivableId, settled, {
      notFound: RECEIVABLE_NOT_FOUND,
      alreadyPaid: ALREADY_PAID,
    });

    const payment = await storeDebtPayment(tx, actor, {
      debt: {
        kind: "receivable",
        id: input.receivableId,
        invoiceNumber: target.invoiceNumber,
        counterpartyId: target.clientId,
        counterpartyName: target.clientName,
      },
      account,
      payment: input,
      insertPayment: () =>
        returnedRow(
          tx
            .insert(receivablePayments)
            .values({ ...input, bankAccountId, itbmsWithheld: fromCents(withheldCents) })
            .returning(),
          "el pago",
        ),
    });

    await syncLedger(tx, "receivable_payment", [payment.id], actor);

    if (status === "paid" && target.invoiceId !== null) {
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

    return {
      payment,
      receivable: await findReceivable(tx, input.receivableId),
    };
  });
}

/**
 * A payment withholds at most what the invoice's withholding share leaves: its ITBMS × share, less
 * what earlier payments withheld (read under the invoice's lock, which every payment on it takes).
 * Otherwise 400 on itbmsWithheld.
 */
async function refuseExcessWithholding(
  tx: Db,
  receivableId: number,
  withholding: { itbmsCents: bigint; percent: number },
  withheldCents: bigint,
): Promise<void> {
  if (withholding.percent === 0) throw new FieldFailure("itbmsWithheld", NO_ITBMS_WITHHOLDING);
  const [earlier] = await tx
    .select({ withheld: sql<string>`coalesce(sum(${receivablePayments.itbmsWithheld}), 0)::text` })
    .from(receivablePayments)
    .where(eq(receivablePayments.receivableId, receivableId));
  const left = withholdableCents(withholding.itbmsCents, withholding.percent) - toCents(earlier?.withheld ?? "0");
  if (withheldCents > left)
    throw new FieldFailure("itbmsWithheld", itbmsWithheldTooHigh(formatBalboas(fromCents(left > 0n ? left : 0n))));
}
