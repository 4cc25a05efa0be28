import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { SupplierPaymentData, SupplierPaymentResult } from "../contract";
import { toCents } from "../contract/money";
import { formatBalboas } from "../contract/money-format";
import type { Db } from "../db/client";
import { accountsPayable, supplierPayments, suppliers } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { DomainFailure } from "./failures";
import { lockBankAccounts, recordMovement } from "./ledger";
import { findPayable, PAYABLE_NOT_FOUND } from "./payables";
import { EXCEEDS_BALANCE } from "./receivables-payments";
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
    const account =
      bankAccountId === null ? null : (await lockBankAccounts(tx, [bankAccountId], "bankAccountId")).get(bankAccountId);
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

    const amount = sql`${input.amount}::numeric`;
    const [updated] = await tx
      .update(accountsPayable)
      .set({
        balanceAmount: sql`${accountsPayable.balanceAmount} - ${amount}`,
        status: sql`case when ${accountsPayable.balanceAmount} - ${amount} = 0 then 'paid' else 'partially_paid' end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(accountsPayable.id, input.payableId),
          ne(accountsPayable.status, "paid"),
          gte(accountsPayable.balanceAmount, input.amount),
        ),
      )
      .returning({ status: accountsPayable.status });
    if (!updated) {
      // Nothing was written: say why (the row is gone, already settled, or owes less).
      const [state] = await tx
        .select({ status: accountsPayable.status })
        .from(accountsPayable)
        .where(eq(accountsPayable.id, input.payableId));
      if (!state) throw new DomainFailure("not_found", PAYABLE_NOT_FOUND);
      if (state.status === "paid") throw new DomainFailure("conflict", PAYABLE_ALREADY_PAID);
      throw new DomainFailure("unprocessable", EXCEEDS_BALANCE);
    }
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
    if (account) {
      await recordMovement(tx, {
        transactionDate: input.paymentDate,
        transactionType: "expense",
        amount: input.amount,
        currency: account.currency,
        description: `Pago ${target.invoiceNumber}${target.supplierName ? ` - ${target.supplierName}` : ""}`,
        reference: input.reference,
        bankAccountId: account.id,
        supplierId: target.supplierId,
        supplierPaymentId: payment.id,
        status: "completed",
      });
    }
    await recordActivity(tx, {
      userId: actor.userId,
      action: "payment",
      entity: "payable",
      entityId: input.payableId,
      summary: `Pago de ${formatBalboas(payment.amount)} registrado en ${target.invoiceNumber}`,
    });

    const { createdAt, ...stored } = payment;
    return {
      payment: { ...stored, createdAt: createdAt.toISOString() },
      payable: await findPayable(tx, input.payableId),
    };
  });
}
