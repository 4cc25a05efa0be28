import { inArray } from "drizzle-orm";
import { DEFAULT_INCOME_ACCOUNT } from "../../../contract/documents/document-lines";
import type { Db } from "../../../db/client";
import { chartOfAccounts } from "../../../db/schema";
import { DomainFailure } from "../../failures";

// The accounts of the chart the posting rules name (api/docs/ledger.md, "Posting table"). Every
// install has them: db/seed-base.ts adds any that is missing at start-up.

export const ledgerAccounts = {
  cash: "1.1.01",
  banks: "1.1.02",
  receivables: "1.1.03",
  itbmsCredit: "1.1.04",
  itbmsWithheld: "1.1.07",
  payables: "2.1.01",
  itbmsPayable: "2.1.02",
  // What a credit note gives back beyond what its invoice still owed (the client had paid).
  customerCredits: "2.1.06",
  openingBalances: "3.4",
  invoicedServices: DEFAULT_INCOME_ACCOUNT,
  otherIncome: "4.2.02",
  bankFees: "6.3.01",
  otherExpenses: "6.2.09",
} as const;

/** A line's account: one of the codes above, or an account's id (a category's mapped account). */
export type AccountRef = { code: string } | { id: number };

/** The ids of the accounts with `codes`; a missing one is a 409 naming it (someone renumbered it). */
export async function accountIdsByCode(tx: Db, codes: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  const found = new Map<string, number>();
  if (wanted.length === 0) return found;
  const rows = await tx
    .select({ id: chartOfAccounts.id, code: chartOfAccounts.code })
    .from(chartOfAccounts)
    .where(inArray(chartOfAccounts.code, wanted));
  for (const row of rows) found.set(row.code, row.id);
  const missing = wanted.find((code) => !found.has(code));
  if (missing) {
    throw new DomainFailure(
      "conflict",
      `Falta la cuenta ${missing} en el catálogo de cuentas: los asientos automáticos la usan`,
    );
  }
  return found;
}
