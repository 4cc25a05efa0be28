import { and, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ChartAccountData,
  type ChartAccountRecord,
  type ChartAccountsQuery,
  compareAccountCodes,
  type IncomeAccountRecord,
  isUnderCode,
} from "../../contract";
import type { Db } from "../../db/client";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../db/errors";
import { type ChartAccount, chartOfAccounts } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { matchesText } from "../paging";
import { oneOrNotFound, returnedRow } from "../records";

// The chart of accounts: a tree numbered by code ('1' > '1.1' > '1.1.01'). The rules are in
// api/docs/finance-chart-budgets.md; in short, an account hangs under an account whose code its
// own extends, of its own type, and an active account never sits under an inactive one.

export const CHART_ACCOUNT_NOT_FOUND = "Cuenta contable no encontrada";
export const CHART_CODE_TAKEN = "Ya existe una cuenta con ese código";
export const CHART_PARENT_NOT_FOUND = "La cuenta padre no existe";
export const CHART_PARENT_REQUIRED = "La cuenta padre es requerida";
export const CHART_PARENT_TYPE = "La cuenta padre debe ser del mismo tipo";
export const CHART_PARENT_INACTIVE = "La cuenta padre está inactiva";
export const CHART_CODE_FIXED = "El código no se puede modificar";
export const CHART_TYPE_FIXED = "El tipo de cuenta no se puede modificar";
export const CHART_ACTIVE_CHILDREN = "No se puede desactivar una cuenta con subcuentas activas";
export const CHART_ACTIVATE_UNDER_INACTIVE = "No se puede activar una cuenta cuya cuenta padre está inactiva";

/** 'El código debe comenzar con 1.1.' */
export const chartCodeOutsideParent = (parentCode: string) => `El código debe comenzar con ${parentCode}.`;
/** 'No existe la cuenta 1.1: créela primero' */
export const chartMissingParent = (parentCode: string) => `No existe la cuenta ${parentCode}: créela primero`;

/** The fields a PATCH sent (no defaults: an absent field stays as it is). */
export type ChartAccountChanges = Partial<ChartAccountData> & { isActive?: boolean };

/** The code of the account directly above in the numbering: '1.1.01' -> '1.1'; none for '1'. */
export const parentCodeOf = (code: string): string | null =>
  code.includes(".") ? code.slice(0, code.lastIndexOf(".")) : null;

export function toChartAccountRecord(row: ChartAccount): ChartAccountRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    accountType: row.accountType,
    parentId: row.parentId,
    isActive: row.isActive,
  };
}

const label = (row: Pick<ChartAccount, "code" | "name">) => `${row.code} ${row.name}`;

/** Every account (or those matching `q`/`type`), ordered by code segment by segment. */
export async function listChartAccounts(
  db: Db,
  query: Partial<ChartAccountsQuery> = {},
): Promise<ChartAccountRecord[]> {
  const filters: SQL[] = [];
  if (query.q) filters.push(matchesText(query.q, chartOfAccounts.code, chartOfAccounts.name));
  if (query.type) filters.push(eq(chartOfAccounts.accountType, query.type));
  const found = await db
    .select()
    .from(chartOfAccounts)
    .where(filters.length ? and(...filters) : undefined);
  // A few hundred rows at most; '1.10' after '1.9' is easier said here than in SQL.
  return found.sort((a, b) => compareAccountCodes(a.code, b.code)).map(toChartAccountRecord);
}

export async function findChartAccount(db: Db, id: number): Promise<ChartAccountRecord> {
  return toChartAccountRecord(
    await oneOrNotFound(db.select().from(chartOfAccounts).where(eq(chartOfAccounts.id, id)), CHART_ACCOUNT_NOT_FOUND),
  );
}

/**
 * The parent an account with `code` and `accountType` may hang under, locked FOR SHARE so that it
 * cannot be deactivated until this transaction ends. `parentId` null: the account numbered by the
 * code minus its last segment (none for a one-segment code).
 */
async function lockParent(
  tx: Db,
  code: string,
  accountType: ChartAccount["accountType"],
  parentId: number | null,
): Promise<ChartAccount | null> {
  let parent: ChartAccount | undefined;
  if (parentId === null) {
    const implied = parentCodeOf(code);
    if (!implied) return null;
    [parent] = await tx.select().from(chartOfAccounts).where(eq(chartOfAccounts.code, implied)).for("share");
    if (!parent) throw new FieldFailure("parentId", chartMissingParent(implied));
  } else {
    [parent] = await tx.select().from(chartOfAccounts).where(eq(chartOfAccounts.id, parentId)).for("share");
    if (!parent) throw new FieldFailure("parentId", CHART_PARENT_NOT_FOUND);
    if (!isUnderCode(parent.code, code)) throw new FieldFailure("code", chartCodeOutsideParent(parent.code));
  }
  if (parent.accountType !== accountType) throw new FieldFailure("accountType", CHART_PARENT_TYPE);
  return parent;
}

function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  return write().catch((error: unknown) => {
    // Two creations of one code at once: the unique index refuses the second.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new DomainFailure("conflict", CHART_CODE_TAKEN);
    throw error;
  });
}

export async function createChartAccount(db: Db, values: ChartAccountData, actor: Actor): Promise<ChartAccountRecord> {
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: chartOfAccounts.id })
        .from(chartOfAccounts)
        .where(eq(chartOfAccounts.code, values.code));
      if (taken) throw new DomainFailure("conflict", CHART_CODE_TAKEN);
      const parent = await lockParent(tx, values.code, values.accountType, values.parentId);
      if (parent && !parent.isActive) throw new FieldFailure("parentId", CHART_PARENT_INACTIVE);
      const row = await returnedRow(
        tx
          .insert(chartOfAccounts)
          .values({ ...values, parentId: parent?.id ?? null, isActive: true })
          .returning(),
        "la cuenta contable",
      );
      await recordActivity(tx, {
        userId: actor.userId,
        action: "create",
        entity: "chart_account",
        entityId: row.id,
        summary: `Cuenta contable creada: ${label(row)}`,
      });
      return toChartAccountRecord(row);
    }),
  );
}

/**
 * Renames, re-parents, deactivates or reactivates an account. Code and type are the account's
 * identity: sent unchanged they are accepted (an edit form sends the whole record), changed they
 * are refused.
 */
export async function updateChartAccount(
  db: Db,
  id: number,
  changes: ChartAccountChanges,
  actor: Actor,
): Promise<ChartAccountRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(chartOfAccounts).where(eq(chartOfAccounts.id, id)).for("update"),
      CHART_ACCOUNT_NOT_FOUND,
    );
    if (changes.code !== undefined && changes.code !== current.code) throw new FieldFailure("code", CHART_CODE_FIXED);
    if (changes.accountType !== undefined && changes.accountType !== current.accountType) {
      throw new FieldFailure("accountType", CHART_TYPE_FIXED);
    }

    const next = {
      name: changes.name ?? current.name,
      parentId: changes.parentId === undefined ? current.parentId : changes.parentId,
      isActive: changes.isActive ?? current.isActive,
    };
    const reparented = next.parentId !== current.parentId;
    if (reparented || (next.isActive && !current.isActive)) {
      // A multi-segment code always hangs under some account: null means "the one its code implies".
      if (reparented && next.parentId === null && parentCodeOf(current.code)) {
        throw new FieldFailure("parentId", CHART_PARENT_REQUIRED);
      }
      const parent = await lockParent(tx, current.code, current.accountType, next.parentId);
      if (parent && !parent.isActive && next.isActive) {
        if (reparented) throw new FieldFailure("parentId", CHART_PARENT_INACTIVE);
        throw new DomainFailure("conflict", CHART_ACTIVATE_UNDER_INACTIVE);
      }
    }
    if (!next.isActive && current.isActive) {
      // Children are created and reactivated under a FOR SHARE lock on this row, which the FOR
      // UPDATE above excludes: the count cannot change before this transaction ends.
      const [activeChild] = await tx
        .select({ id: chartOfAccounts.id })
        .from(chartOfAccounts)
        .where(and(eq(chartOfAccounts.parentId, id), eq(chartOfAccounts.isActive, true)))
        .limit(1);
      if (activeChild) throw new DomainFailure("conflict", CHART_ACTIVE_CHILDREN);
    }

    const edited = next.name !== current.name || reparented;
    const statusChanged = next.isActive !== current.isActive;
    if (!edited && !statusChanged) return toChartAccountRecord(current);

    const row = await returnedRow(
      tx.update(chartOfAccounts).set(next).where(eq(chartOfAccounts.id, id)).returning(),
      "la cuenta contable",
    );
    const target = { userId: actor.userId, entity: "chart_account", entityId: id } as const;
    if (edited) {
      await recordActivity(tx, { ...target, action: "update", summary: `Cuenta contable actualizada: ${label(row)}` });
    }
    if (statusChanged) {
      const state = row.isActive ? "activada" : "desactivada";
      await recordActivity(tx, { ...target, action: "status", summary: `Cuenta contable ${label(row)} ${state}` });
    }
    return toChartAccountRecord(row);
  });
}

/**
 * The active income accounts without active sub-accounts, by code: what a document line may post
 * to; with `codes`, only those.
 */
export async function postableIncomeAccounts(db: Db, codes?: readonly string[]) {
  const child = alias(chartOfAccounts, "child");
  return db
    .select({ id: chartOfAccounts.id, code: chartOfAccounts.code, name: chartOfAccounts.name })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.accountType, "income"),
        eq(chartOfAccounts.isActive, true),
        codes ? inArray(chartOfAccounts.code, [...codes]) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(child)
            .where(and(eq(child.parentId, chartOfAccounts.id), eq(child.isActive, true))),
        ),
      ),
    )
    .orderBy(chartOfAccounts.code);
}

/** GET /api/income-accounts. */
export async function listIncomeAccounts(db: Db): Promise<IncomeAccountRecord[]> {
  return (await postableIncomeAccounts(db)).map(({ code, name }) => ({ code, name }));
}
