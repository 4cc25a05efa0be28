import { eq } from "drizzle-orm";
import type { SupplierPaymentData, SupplierPaymentResult } from "../contract";
import { toCents } from "../contract/money";
import type { Db } from "../db/client";
import { accountsPayable, supplierPayments, suppliers } from "../db/schema";
import type { Actor } from "./activity";
import {
  lockPaymentAccount,
  lowerDebtBalance,
  paymentRecord,
  recordPaymentActivity,
  recordPaymentMovement,
} from "./debt-payments";
import { DomainFailure } from "./failures";
import { findPayable, PAYABLE_NOT_FOUND } from "./payables";
import { oneOr404, returnedRow } from "./records";

// Payments made to suppliers on their payables (api/docs/finance-debts.md, "Payments").

export const PAYABLE_ALREADY_PAID = "La cuenta por pagar ya está pagada";
export const INSUFFICIENT_FUNDS = "Saldo insuficiente en la cuenta";

/**
 * Registers a payment on an account payable, in one transaction. Locks the bank account (if any)
 * first, then the payable; the balance falls by the amount in SQL, the status becomes
 * partially_paid or paid. More than the balance is refused (422), as is a bank account that does
 * not hold the amount (422); otherwise the payment is also an expense of that account, which
 * lowers its balance.
 */
export async function registerSupplierPayment(
  db: Db,
  input: SupplierPaymentData,
  actor: Actor,
): Promise<SupplierPaymentResult> {
  return db.transaction(async (tx) => {
    const bankAccountId = input.bankAccountId ?? null;
    const account = await lockPaymentAccount(tx, bankAccountId);
    const target = await oneOr404(
      tx
        .select({
          invoiceNumber: accountsPayable.invoiceNumber,
          supplierId: accountsPayable.supplierId,
          supplierName: suppliers.name,
        })
        .from(accountsPayable)
        .leftJoin(suppliers, eq(suppliers.id, accountsPayable.supplierId))
        .where(eq(accountsPayable.id, input.payableId)),
      PAYABLE_NOT_FOUND,
    );

    await lowerDebtBalance(tx, accountsPayable, input.payableId, input.amount, {
      notFound: PAYABLE_NOT_FOUND,
      alreadyPaid: PAYABLE_ALREADY_PAID,
    });
    // The account is locked: its balance cannot change before this transaction ends.
    if (account && toCents(account.currentBalance) < toCents(input.amount)) {
      throw new DomainFailure("unprocessable", INSUFFICIENT_FUNDS);
    }

    const payment = await returnedRow(
      tx
        .insert(supplierPayments)
        .values({ ...input, bankAccountId })
        .returning(),
      "el pago",
    );
    await recordPaymentMovement(tx, account, input, {
      transactionType: "expense",
      description: `Pago ${target.invoiceNumber}${target.supplierName ? ` - ${target.supplierName}` : ""}`,
      supplierId: target.supplierId,
      supplierPaymentId: payment.id,
    });
    await recordPaymentActivity(
      tx,
      actor,
      { entity: "payable", id: input.payableId, invoiceNumber: target.invoiceNumber },
      payment.amount,
    );

    return {
      payment: paymentRecord(payment),
      payable: await findPayable(tx, input.payableId),
    };
  });
}
