import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import {
  ACH_INCOMPLETE_MESSAGE,
  achAccountTypes,
  incompleteAchField,
  type Page,
  personTypes,
  purchaseConcepts,
  purchaseTypes,
  type SupplierData,
  type SupplierListQuery,
  type SupplierRecord,
  type SupplierStats,
} from "../../contract";
import { type Db, rows } from "../../db/client";
import { isStillReferenced } from "../../db/errors";
import { type Supplier, suppliers } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { changedFields, isoTimestamps, newestFirst, oneOrNotFound, returnedRow } from "../records";
import { checkRucChanges } from "../ruc-changes";
import { codeOrNull } from "./dgi/codes";

// Suppliers (api/docs/finance-debts.md, "Suppliers").

export const SUPPLIER_NOT_FOUND = "Proveedor no encontrado";
export const SUPPLIER_STILL_REFERENCED = "No se puede eliminar el proveedor porque tiene registros asociados.";

export type SupplierChanges = Partial<SupplierData>;

export function toSupplierRecord(row: Supplier): SupplierRecord {
  return {
    id: row.id,
    supplierCode: row.supplierCode,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    nit: row.nit,
    ruc: row.ruc,
    dv: row.dv,
    paymentTerms: row.paymentTerms,
    isActive: row.isActive,
    personType: codeOrNull(row.personType, personTypes),
    purchaseConcept: codeOrNull(row.purchaseConcept, purchaseConcepts),
    purchaseType: codeOrNull(row.purchaseType, purchaseTypes),
    achRoutingNumber: row.achRoutingNumber,
    achAccountNumber: row.achAccountNumber,
    achAccountType: codeOrNull(row.achAccountType, achAccountTypes),
    ...isoTimestamps(row),
  };
}

function supplierFilters(query: Partial<SupplierListQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matchesText(query.q, suppliers.name, suppliers.supplierCode, suppliers.email));
  if (query.status) conditions.push(eq(suppliers.isActive, query.status === "active"));
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; the page asked for (or all of them) and the count of every match. */
export async function listSuppliers(db: Db, query: Partial<SupplierListQuery> = {}): Promise<Page<SupplierRecord>> {
  const where = supplierFilters(query);
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      db
        .select()
        .from(suppliers)
        .where(where)
        .orderBy(...newestFirst(suppliers))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(suppliers).where(where),
  );
  return { rows: found.map(toSupplierRecord), total };
}

/** The cards of the suppliers screen, over every supplier, computed by the database. */
export async function supplierStats(db: Db): Promise<SupplierStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      average: sql<string>`coalesce(round(avg(${suppliers.paymentTerms}), 1), 0)::text`,
      withRuc: sql<number>`(count(*) filter (where ${suppliers.ruc} is not null))::int`,
    })
    .from(suppliers);
  return {
    total: Number(row?.total ?? 0),
    averagePaymentTerms: Number(row?.average ?? 0),
    withRuc: Number(row?.withRuc ?? 0),
  };
}

export async function findSupplier(db: Db, id: number): Promise<SupplierRecord> {
  return toSupplierRecord(
    await oneOrNotFound(db.select().from(suppliers).where(eq(suppliers.id, id)), SUPPLIER_NOT_FOUND),
  );
}

const duplicateCode = (code: string) =>
  new FieldFailure("supplierCode", `Ya existe un proveedor con el código ${code}`);

async function codeTaken(tx: Db, code: string, exceptId?: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.supplierCode, code), exceptId ? ne(suppliers.id, exceptId) : undefined));
  return Boolean(found);
}

export async function createSupplier(db: Db, values: SupplierData, actor: Actor): Promise<SupplierRecord> {
  return db.transaction(async (tx) => {
    if (await codeTaken(tx, values.supplierCode)) throw duplicateCode(values.supplierCode);
    const row = await returnedRow(tx.insert(suppliers).values(values).returning(), "el proveedor");
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "supplier",
      entityId: row.id,
      summary: `Proveedor creado: ${row.name}`,
    });
    return toSupplierRecord(row);
  });
}

/** Applies a PATCH; the RUC and DV are checked once merged with the stored ones. */
export async function updateSupplier(
  db: Db,
  id: number,
  changes: SupplierChanges,
  actor: Actor,
): Promise<SupplierRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(suppliers).where(eq(suppliers.id, id)).for("update"),
      SUPPLIER_NOT_FOUND,
    );
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return toSupplierRecord(current);
    checkRucChanges(current, changed);
    // All three ACH fields or none, once merged with the stored ones.
    const achField = incompleteAchField({ ...current, ...changed } as Parameters<typeof incompleteAchField>[0]);
    if (achField) throw new FieldFailure(achField, ACH_INCOMPLETE_MESSAGE);
    if (changed.supplierCode && (await codeTaken(tx, changed.supplierCode, id))) {
      throw duplicateCode(changed.supplierCode);
    }
    const row = await returnedRow(
      tx.update(suppliers).set(changed).where(eq(suppliers.id, id)).returning(),
      "el proveedor",
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "supplier",
      entityId: id,
      summary: `Proveedor actualizado: ${row.name}`,
    });
    return toSupplierRecord(row);
  });
}

type SupplierDependents = { payables: number; transactions: number };

/** Why a supplier cannot be deleted: the first of its payables or transactions, or null. */
export function supplierInUseMessage(dependents: SupplierDependents): string | null {
  if (dependents.payables > 0) return "No se puede eliminar el proveedor porque tiene cuentas por pagar registradas.";
  if (dependents.transactions > 0) return "No se puede eliminar el proveedor porque tiene transacciones registradas.";
  return null;
}

/** Refused with 409 while a payable (with its payments) or a transaction names the supplier. */
export async function deleteSupplier(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // FOR UPDATE: no payable or transaction can name the supplier until the delete is done.
      const current = await oneOrNotFound(
        tx.select().from(suppliers).where(eq(suppliers.id, id)).for("update"),
        SUPPLIER_NOT_FOUND,
      );
      const [dependents] = rows(
        await tx.execute<SupplierDependents>(sql`
          select
            (select count(*)::int from accounts_payable where supplier_id = ${id}) as payables,
            (select count(*)::int from transactions where supplier_id = ${id}) as transactions`),
      );
      const inUse = supplierInUseMessage({
        payables: Number(dependents?.payables ?? 0),
        transactions: Number(dependents?.transactions ?? 0),
      });
      if (inUse) throw new DomainFailure("conflict", inUse);
      await tx.delete(suppliers).where(eq(suppliers.id, id));
      await recordActivity(tx, {
        userId: actor.userId,
        action: "delete",
        entity: "supplier",
        entityId: id,
        summary: `Proveedor eliminado: ${current.name}`,
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw new DomainFailure("conflict", SUPPLIER_STILL_REFERENCED);
    throw error;
  }
}
