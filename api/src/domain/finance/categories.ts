import { asc, eq } from "drizzle-orm";
import {
  CATEGORY_ACCOUNT_KIND,
  type CategoryAccountData,
  type CategoryRecord,
  categoryAccountTypes,
  categoryKind,
} from "../../contract/finance/transactions";
import type { Db } from "../../db/client";
import { chartOfAccounts, transactionCategories } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { FieldFailure } from "../failures";
import { oneOrNotFound } from "../records";

// Transaction categories and the account of the chart each posts to (api/docs/ledger.md,
// "Posting table"): the posting rules read `account_id` when a movement is posted, so a new
// mapping applies to movements posted from then on; what stands in the journal is never rewritten.

export const CATEGORY_NOT_FOUND = "Categoría no encontrada";
export const CATEGORY_ACCOUNT_MISSING = "La cuenta contable no existe";
export const categoryAccountInactive = (code: string) => `La cuenta ${code} está inactiva`;

const selection = {
  id: transactionCategories.id,
  name: transactionCategories.name,
  type: transactionCategories.type,
  accountId: transactionCategories.accountId,
  accountCode: chartOfAccounts.code,
  accountName: chartOfAccounts.name,
};

/** Every category, by name, with the account it posts to. */
export async function listCategories(db: Db): Promise<CategoryRecord[]> {
  return db
    .select(selection)
    .from(transactionCategories)
    .leftJoin(chartOfAccounts, eq(chartOfAccounts.id, transactionCategories.accountId))
    .orderBy(asc(transactionCategories.name));
}

/** Points a category at another account of the chart (or none: the default by type); logged. */
export async function updateCategoryAccount(
  db: Db,
  id: number,
  { accountId }: CategoryAccountData,
  actor: Actor,
): Promise<CategoryRecord> {
  return db.transaction(async (tx) => {
    const category = await oneOrNotFound(
      tx.select().from(transactionCategories).where(eq(transactionCategories.id, id)).for("update"),
      CATEGORY_NOT_FOUND,
    );
    let account: { id: number; code: string; name: string } | null = null;
    if (accountId !== null) {
      const [found] = await tx.select().from(chartOfAccounts).where(eq(chartOfAccounts.id, accountId)).for("share");
      if (!found) throw new FieldFailure("accountId", CATEGORY_ACCOUNT_MISSING);
      if (!found.isActive) throw new FieldFailure("accountId", categoryAccountInactive(found.code));
      const kind = categoryKind(category.type);
      if (!categoryAccountTypes[kind].includes(found.accountType)) {
        throw new FieldFailure("accountId", CATEGORY_ACCOUNT_KIND[kind]);
      }
      account = found;
    }
    if (category.accountId !== accountId) {
      await tx.update(transactionCategories).set({ accountId }).where(eq(transactionCategories.id, id));
      await recordActivity(tx, {
        userId: actor.userId,
        entity: "chart_account",
        entityId: accountId ?? category.accountId,
        action: "update",
        summary: account
          ? `Categoría ${category.name} asignada a la cuenta ${account.code} ${account.name}`
          : `Categoría ${category.name} sin cuenta: usa la cuenta por defecto`,
      });
    }
    return {
      id: category.id,
      name: category.name,
      type: category.type,
      accountId,
      accountCode: account?.code ?? null,
      accountName: account?.name ?? null,
    };
  });
}
