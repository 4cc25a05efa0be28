import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { BankRuleData, BankRuleRecord } from "../../contract";
import { bankRuleActionLabels } from "../../contract/banking/banking";
import type { Db } from "../../db/client";
import { bankRules, suppliers, transactionCategories } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { lockBankAccounts } from "../finance/bank-balances";
import { returnedRow } from "../records";
import { requireBankAccount } from "./reconciliation";

// Rules the finance team writes: 'descripción contiene COMISION → Gasto bancario'
// (api/docs/banking.md, "Rules"). A rule only suggests (suggestions.ts); nothing is created or
// matched until the user confirms.

export const RULE_NOT_FOUND = "Regla no encontrada";

const ruleColumns = {
  id: bankRules.id,
  bankAccountId: bankRules.bankAccountId,
  contains: bankRules.contains,
  action: bankRules.action,
  categoryId: bankRules.categoryId,
  categoryName: transactionCategories.name,
  supplierId: bankRules.supplierId,
  supplierName: suppliers.name,
  createdAt: bankRules.createdAt,
};

function selectRules(db: Db) {
  return db
    .select(ruleColumns)
    .from(bankRules)
    .leftJoin(transactionCategories, eq(transactionCategories.id, bankRules.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, bankRules.supplierId));
}

const toRecord = ({ createdAt, ...row }: { createdAt: Date } & Omit<BankRuleRecord, "createdAt">): BankRuleRecord => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/** The rules that apply to an account: its own, then those of every account. */
export async function listBankRules(db: Db, bankAccountId: number): Promise<BankRuleRecord[]> {
  await requireBankAccount(db, bankAccountId);
  const found = await selectRules(db)
    .where(or(eq(bankRules.bankAccountId, bankAccountId), isNull(bankRules.bankAccountId)))
    .orderBy(sql`${bankRules.bankAccountId} is null`, asc(bankRules.id));
  return found.map(toRecord);
}

async function findRule(db: Db, bankAccountId: number, ruleId: number): Promise<BankRuleRecord> {
  const [found] = await selectRules(db).where(
    and(eq(bankRules.id, ruleId), or(eq(bankRules.bankAccountId, bankAccountId), isNull(bankRules.bankAccountId))),
  );
  if (!found) throw new DomainFailure("not_found", RULE_NOT_FOUND);
  return toRecord(found);
}

/** The stored columns of a rule: only what its action uses. */
async function ruleValues(tx: Db, bankAccountId: number, data: BankRuleData) {
  const usesCategory = data.action !== "supplier_payment";
  const categoryId = usesCategory ? (data.categoryId ?? null) : null;
  const supplierId = data.action === "supplier_payment" ? (data.supplierId ?? null) : null;
  if (categoryId !== null) {
    const [category] = await tx
      .select({ id: transactionCategories.id })
      .from(transactionCategories)
      .where(eq(transactionCategories.id, categoryId));
    if (!category) throw new FieldFailure("categoryId", "Categoría no encontrada");
  }
  if (supplierId !== null) {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
    if (!supplier) throw new FieldFailure("supplierId", "Proveedor no encontrado");
  }
  return {
    bankAccountId: data.allAccounts ? null : bankAccountId,
    contains: data.contains,
    action: data.action,
    categoryId,
    supplierId,
  };
}

const ruleSummary = (data: BankRuleData) =>
  `'descripción contiene ${data.contains}' → ${bankRuleActionLabels[data.action]}`;

export async function createBankRule(tx: Db, bankAccountId: number, data: BankRuleData, actor: Actor) {
  await lockBankAccounts(tx, [bankAccountId]);
  const row = await returnedRow(
    tx
      .insert(bankRules)
      .values({ ...(await ruleValues(tx, bankAccountId, data)), createdBy: actor.userId })
      .returning({ id: bankRules.id }),
    "la regla",
  );
  await recordActivity(tx, {
    userId: actor.userId,
    action: "create",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Regla de conciliación creada: ${ruleSummary(data)}`,
  });
  return findRule(tx, bankAccountId, row.id);
}

export async function updateBankRule(tx: Db, bankAccountId: number, ruleId: number, data: BankRuleData, actor: Actor) {
  await lockBankAccounts(tx, [bankAccountId]);
  await findRule(tx, bankAccountId, ruleId);
  await tx
    .update(bankRules)
    .set({ ...(await ruleValues(tx, bankAccountId, data)), updatedAt: new Date() })
    .where(eq(bankRules.id, ruleId));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "update",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Regla de conciliación modificada: ${ruleSummary(data)}`,
  });
  return findRule(tx, bankAccountId, ruleId);
}

export async function deleteBankRule(tx: Db, bankAccountId: number, ruleId: number, actor: Actor) {
  await lockBankAccounts(tx, [bankAccountId]);
  const rule = await findRule(tx, bankAccountId, ruleId);
  await tx.delete(bankRules).where(eq(bankRules.id, ruleId));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "delete",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Regla de conciliación eliminada: 'descripción contiene ${rule.contains}'`,
  });
}
