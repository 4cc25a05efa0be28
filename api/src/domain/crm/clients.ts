import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import {
  CLIENT_SEARCH_LIMIT,
  type ClientData,
  type ClientListQuery,
  type ClientRecord,
  type ClientSearchQuery,
  clientDisplayName,
  clientStatusLabels,
} from "../../contract";
import type { Page } from "../../contract/values/paging";
import { type Db, rows } from "../../db/client";
import { isStillReferenced } from "../../db/errors";
import { panamaDate } from "../../db/panama-time";
import { type Client, clients } from "../../db/schema";
import { type Actor, recordActivity, recordPatchActivity } from "../activity";
import { checkCountryCode } from "../countries";
import { DomainFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { changedFields, isoTimestamps, newestFirst, oneOrNotFound, returnedRow } from "../records";
import { checkRucChanges } from "../ruc-changes";
import { clientNameSql } from "./client-names";

export const CLIENT_NOT_FOUND = "Cliente no encontrado";
/** When the database refuses a delete that the counts did not foresee (e.g. a receivable added meanwhile). */
export const CLIENT_STILL_REFERENCED = "No se puede eliminar el cliente porque tiene registros asociados.";

/** The fields a PATCH sent (the patch schema has no defaults: an absent field stays as it is). */
export type ClientChanges = Partial<ClientData>;

export function toClientRecord(row: Client): ClientRecord {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address,
    ruc: row.ruc,
    dv: row.dv,
    // 0 and null both mean no retention; answered null.
    itbmsWithholdingPercent: row.itbmsWithholdingPercent || null,
    countryCode: row.countryCode,
    isGovernment: row.isGovernment,
    noReminders: row.noReminders,
    status: row.status,
    hourlyRate: row.hourlyRate,
    ...isoTimestamps(row),
  };
}

function listConditions(query: ClientListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matchesText(query.q, clients.name, clients.company, clients.email, clients.phone));
  if (query.status) conditions.push(eq(clients.status, query.status));
  if (query.from) conditions.push(gte(panamaDate(clients.createdAt), query.from));
  if (query.to) conditions.push(lte(panamaDate(clients.createdAt), query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The matching clients, newest first, one page or all; and how many match. */
export async function listClients(db: Db, query: ClientListQuery): Promise<Page<ClientRecord>> {
  const where = listConditions(query);
  const { rows: found, total } = await pageAndTotal(
    query,
    withPage(
      db
        .select()
        .from(clients)
        .where(where)
        .orderBy(...newestFirst(clients))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(clients).where(where),
  );
  return { rows: found.map(toClientRecord), total };
}

export async function findClient(db: Db, id: number): Promise<ClientRecord> {
  return toClientRecord(await oneOrNotFound(db.select().from(clients).where(eq(clients.id, id)), CLIENT_NOT_FOUND));
}

export async function createClient(db: Db, values: ClientData, actor: Actor): Promise<ClientRecord> {
  checkCountryCode(values.countryCode);
  return db.transaction(async (tx) => {
    const row = await returnedRow(tx.insert(clients).values(values).returning(), "el cliente");
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "client",
      entityId: row.id,
      summary: `Cliente creado: ${clientDisplayName(row)}`,
    });
    return toClientRecord(row);
  });
}

/**
 * Applies a PATCH. Nothing sent, or nothing different, changes nothing and logs nothing.
 * A status change is logged as its own "status" entry; other edits as one "update" entry.
 */
export async function updateClient(db: Db, id: number, changes: ClientChanges, actor: Actor): Promise<ClientRecord> {
  checkCountryCode(changes.countryCode);
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(clients).where(eq(clients.id, id)).for("update"),
      CLIENT_NOT_FOUND,
    );
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return toClientRecord(current);
    checkRucChanges(current, changed);

    const row = await returnedRow(tx.update(clients).set(changed).where(eq(clients.id, id)).returning(), "el cliente");
    const name = clientDisplayName(row);
    await recordPatchActivity(tx, { userId: actor.userId, entity: "client", entityId: id }, changed, {
      update: `Cliente actualizado: ${name}`,
      status: (status) => `Cliente ${name} marcado como ${clientStatusLabels[status]}`,
    });
    return toClientRecord(row);
  });
}

export type ClientDependents = {
  quotes: number;
  invoices: number;
  recurringInvoices: number;
  projects: number;
  receivables: number;
};

const dependentNouns: Array<[keyof ClientDependents, string, string, "f" | "m"]> = [
  ["quotes", "cotización", "cotizaciones", "f"],
  ["invoices", "factura", "facturas", "f"],
  ["recurringInvoices", "factura recurrente", "facturas recurrentes", "f"],
  ["projects", "proyecto", "proyectos", "m"],
  ["receivables", "cuenta por cobrar", "cuentas por cobrar", "f"],
];

/**
 * 'No se puede eliminar el cliente porque tiene 2 cotizaciones y 1 factura asociadas.'
 * The participle agrees as Spanish wants: plural for several things, masculine if any noun is.
 */
export function clientInUseMessage(dependents: ClientDependents): string | null {
  const present = dependentNouns.filter(([key]) => dependents[key] > 0);
  if (present.length === 0) return null;
  const parts = present.map(([key, one, many]) => `${dependents[key]} ${dependents[key] === 1 ? one : many}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
  const plural = present.length > 1 || dependents[present[0]?.[0] ?? "quotes"] > 1;
  const masculine = present.some(([, , , gender]) => gender === "m");
  const participle = `asociad${masculine ? "o" : "a"}${plural ? "s" : ""}`;
  return `No se puede eliminar el cliente porque tiene ${list} ${participle}.`;
}

async function countDependents(tx: Db, id: number): Promise<ClientDependents> {
  // Receivables raised from an invoice are counted as that invoice; only stand-alone ones add.
  const result = await tx.execute<ClientDependents>(sql`
    select
      (select count(*)::int from quotes where client_id = ${id}) as quotes,
      (select count(*)::int from invoices where client_id = ${id}) as invoices,
      (select count(*)::int from recurring_invoices where client_id = ${id}) as "recurringInvoices",
      (select count(*)::int from projects where client_id = ${id}) as projects,
      (select count(*)::int from accounts_receivable where client_id = ${id} and invoice_id is null) as receivables`);
  const row = rows(result)[0];
  return {
    quotes: Number(row?.quotes ?? 0),
    invoices: Number(row?.invoices ?? 0),
    recurringInvoices: Number(row?.recurringInvoices ?? 0),
    projects: Number(row?.projects ?? 0),
    receivables: Number(row?.receivables ?? 0),
  };
}

/** Refused with 409 while anything still points at the client: nothing is ever orphaned. */
export async function deleteClient(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // FOR UPDATE blocks new quotes, invoices or projects for this client until we are done.
      const current = await oneOrNotFound(
        tx.select().from(clients).where(eq(clients.id, id)).for("update"),
        CLIENT_NOT_FOUND,
      );
      const inUse = clientInUseMessage(await countDependents(tx, id));
      if (inUse) throw new DomainFailure("conflict", inUse);
      await tx.delete(clients).where(eq(clients.id, id));
      await recordActivity(tx, {
        userId: actor.userId,
        action: "delete",
        entity: "client",
        entityId: id,
        summary: `Cliente eliminado: ${clientDisplayName(current)}`,
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw new DomainFailure("conflict", CLIENT_STILL_REFERENCED);
    throw error;
  }
}

/** GET /api/clients/search: what a picker offers for the text typed (contract: clientSearchQuery). */
export async function searchClients(db: Db, query: ClientSearchQuery): Promise<ClientRecord[]> {
  const found = await db
    .select()
    .from(clients)
    .where(query.q ? matchesText(query.q, clients.name, clients.company, clients.email) : undefined)
    .orderBy(asc(clientNameSql), asc(clients.id))
    .limit(query.limit ?? CLIENT_SEARCH_LIMIT);
  return found.map(toClientRecord);
}
