import { and, eq, ne, sql } from "drizzle-orm";
import { invoiceStatusLabels, noonInPanama, toCents } from "../../contract";
import { fromCents } from "../../contract/values/money";
import type { Db } from "../../db/client";
import { accountsReceivable, invoices } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { documentEdit } from "../documents/common";

// What a credit note does to its invoice's receivable (api/docs/electronic-invoicing.md, "Credit
// notes"): the balance goes down by the note's total, never below zero; what is beyond it (the
// client had paid) is the client's credit. Call with the invoice and its receivable locked.

/**
 * Lowers the receivable by the note's total and answers the part it could not take (the
 * customer's credit, in cents). At zero the receivable and the invoice are paid.
 */
export async function creditReceivable(
  tx: Db,
  invoice: { id: number; invoiceNumber: string },
  receivableId: number | null,
  totalCents: bigint,
  issueDate: string,
  actor: Actor,
): Promise<bigint> {
  if (receivableId === null) return totalCents;
  const [row] = await tx
    .select({ balance: accountsReceivable.balanceAmount })
    .from(accountsReceivable)
    .where(eq(accountsReceivable.id, receivableId));
  const balance = toCents(row?.balance ?? "0");
  const applied = totalCents < balance ? totalCents : balance;
  if (applied === 0n) return totalCents;
  const left = balance - applied;
  await tx
    .update(accountsReceivable)
    .set({
      balanceAmount: fromCents(left),
      status: left === 0n ? "paid" : sql`${accountsReceivable.status}`,
    })
    .where(eq(accountsReceivable.id, receivableId));
  if (left === 0n) {
    // Settled by its notes and payments: the invoice is paid, as a payment reaching zero makes it.
    const [paid] = await tx
      .update(invoices)
      .set({ status: "paid", paidAt: noonInPanama(issueDate) })
      .where(and(eq(invoices.id, invoice.id), ne(invoices.status, "paid")))
      .returning({ id: invoices.id });
    if (paid) {
      await recordActivity(tx, {
        userId: actor.userId,
        entity: "invoice",
        entityId: invoice.id,
        ...documentEdit("Factura", invoice.invoiceNumber, invoiceStatusLabels.paid),
      });
    }
  }
  return totalCents - applied;
}
