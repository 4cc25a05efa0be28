import { eq } from "drizzle-orm";
import type { SupplierPaymentData, SupplierPaymentResult } from "../../contract";
import type { Db } from "../../db/client";
import { accountsPayable, supplierPayments, suppliers } from "../../db/schema";
import type { Actor } from "../activity";
import { oneOrNotFound, returnedRow } from "../records";
import { lockPaymentAccount, lowerDebtBalance, refusePaymentBeforeIssue, storeDebtPayment } from "./debt-payments";
import { syncLedger } from "./ledger/journal";
import { findPayable, PAYABLE_NOT_FOUND } from "./payables";

// Payments made to suppliers on their payables (api/docs/finance-debts.md, "Payments").

export const PAYABLE_ALREADY_PAID = "La cuenta por pagar ya está pagada";
export { INSUFFICIENT_FUNDS } from "./debt-payments";

/**
 * Registers a payment on an account payable, in one transaction. Locks the bank account (if any)
 * first, then the payable; the balance falls by the amount in SQL, the status becomes
 * partially_paid or paid. More than the balance is refused (422), as is a bank account that does
 * not hold the amount (422, checked and debited in one conditional UPDATE by bank-balances.ts); otherwise
 * the payment is also an expense of that account, which lowers its balance.
 */
export async function registerSupplierPayment(
  db: Db,
  input: SupplierPaymentData,
  actor: Actor,
): Promise<SupplierPaymentResult> {
  return db.transaction(async (tx) => {
    const bankAccountId = input.bankAccountId ?? null;
    const account = await lockPaymentAccount(tx, bankAccountId);
    const target = await oneOrNotFound(
      tx
        .select({
          invoiceNumber: accountsPayable.invoiceNumber,
          supplierId: accountsPayable.supplierId,
          supplierName: suppliers.name,
          issueDate: accountsPayable.issueDate,
        })
        .from(accountsPayable)
        .leftJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
        .where(eq(accountsPayable.id, input.payableId)),
      PAYABLE_NOT_FOUND,
    );
    // A payable's issue date never changes once it is written (there is no edit of it).
    refusePaymentBeforeIssue(input.paymentDate, target.issueDate);

    await lowerDebtBalance(tx, accountsPayable, input.payableId, input.amount, {
      notFound: PAYABLE_NOT_FOUND,
      alreadyPaid: PAYABLE_ALREADY_PAID,
    });
    const payment = await storeDebtPayment(tx, actor, {
      debt: {
        kind: "payable",
        id: input.payableId,
        invoiceNumber: target.invoiceNumber,
        counterpartyId: target.supplierId,
        counterpartyName: target.supplierName,
      },
      account,
      payment: input,
      insertPayment: () =>
        returnedRow(
          tx
            .insert(supplierPayments)
            .values({ ...input, bankAccountId })
            .returning(),
          "el pago",
        ),
    });
    await syncLedger(tx, "supplier_payment", [payment.id], actor);

    return {
      payment,
      payable: await findPayable(tx, input.payableId),
    };
  });
}
