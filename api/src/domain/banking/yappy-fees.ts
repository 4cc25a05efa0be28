import { and, asc, eq, isNull, like, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts, bankStatementLines, transactionCategories } from "../../db/schema";
import type { Actor } from "../activity";
import { DomainFailure } from "../failures";
import { createTransaction } from "../finance/transactions";
import { bankLineOf } from "./create-from-line";
import { matchStatementLines } from "./matches";
import { YAPPY_COMMISSION_SUFFIX, YAPPY_ITBMS_SUFFIX } from "./parsers/yappy";

// Yappy's commission and the ITBMS on it are bank fees (api/docs/banking.md, "Yappy"): for each
// such line of an import, an expense in 'Comisiones bancarias' (posted to 6.3.01 by the ledger's
// rule for expenses), matched to its line at once, so only the collection itself is left to
// reconcile against the invoice.

export const BANK_FEES_CATEGORY = "Comisiones bancarias";
export const MISSING_FEES_CATEGORY = `Falta la categoría '${BANK_FEES_CATEGORY}' para registrar las comisiones de Yappy`;

/**
 * In the caller's transaction: records and matches the import's unmatched Yappy fee lines (lines
 * already stored by an earlier import belong to that one, and were recorded then). Answers the
 * transactions created, in the lines' order.
 */
export async function recordYappyFees(
  tx: Db,
  target: { bankAccountId: number; importId: number; actor: Actor },
): Promise<number[]> {
  const feeLines = await tx
    .select()
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.bankAccountId, target.bankAccountId),
        eq(bankStatementLines.importId, target.importId),
        isNull(bankStatementLines.matchId),
        or(
          like(bankStatementLines.bankLineId, `yappy:%${YAPPY_COMMISSION_SUFFIX}`),
          like(bankStatementLines.bankLineId, `yappy:%${YAPPY_ITBMS_SUFFIX}`),
        ),
      ),
    )
    .orderBy(asc(bankStatementLines.id))
    .for("update");
  if (feeLines.length === 0) return [];
  const [category] = await tx
    .select({ id: transactionCategories.id })
    .from(transactionCategories)
    .where(eq(transactionCategories.name, BANK_FEES_CATEGORY));
  if (!category) throw new DomainFailure("conflict", MISSING_FEES_CATEGORY);
  const [account] = await tx
    .select({ currency: bankAccounts.currency })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, target.bankAccountId));

  const created: number[] = [];
  for (const line of feeLines) {
    const movement = await createTransaction(
      tx,
      {
        transactionDate: line.lineDate,
        transactionType: "expense",
        // The line is money out (−); the expense states it positive.
        amount: line.amount.replace(/^-/, ""),
        currency: account?.currency ?? "PAB",
        description: line.description,
        reference: line.reference,
        categoryId: category.id,
        bankAccountId: target.bankAccountId,
        clientId: null,
        supplierId: null,
      },
      target.actor,
    );
    await matchStatementLines(tx, {
      bankAccountId: target.bankAccountId,
      statementLineIds: [line.id],
      journalLineIds: [await bankLineOf(tx, "transaction", movement.id, target.bankAccountId)],
      source: "created",
      actor: target.actor,
    });
    created.push(movement.id);
  }
  return created;
}
