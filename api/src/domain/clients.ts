import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type ClientRecord, clientDisplayName, type clientInput, clientStatusLabels } from "../contract";
import { type Db, rows } from "../db/client";
import { isStillReferenced } from "../db/errors";
import { type Client, clients } from "../db/schema";
import { ApiFailure } from "../http/errors";
import { recordActivity } from "./activity";

export const CLIENT_NOT_FOUND = "Cliente no encontrado";
/** When the database refuses a delete that the counts did not foresee (e.g. a receivable added meanwhile). */
export const CLIENT_STILL_REFERENCED = "No se puede eliminar el cliente porque tiene registros asociados.";

export type ClientValues = z.output<typeof clientInput>;
/** The fields a PATCH sent (the patch schema has no defaults: an absent field stays as it is). */
export type ClientChanges = Partial<ClientValues>;

export function toClientRecord(row: Client): ClientRecord {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listClients(db: Db): Promise<ClientRecord[]> {
  const found = await db.select().from(clients).orderBy(desc(clients.createdAt), desc(clients.id));
  return found.map(toClientRecord);
}

export async function findClient(db: Db, id: number): Promise<ClientRecord> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new ApiFailure(404, CLIENT_NOT_FOUND);
  return toClientRecord(row);
}

export async function createClient(db: Db, userId: number, values: ClientValues): Promise<ClientRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(clients).values(values).returning();
    if (!row) throw new Error("insert into clients returned no row");
    await recordActivity(tx, {
      userId,
      action: "create",
      entity: "client",
      entityId: row.id,
      summary: `Cliente creado: ${clientDisplayName(row)}`,
    });
    return toClientRecord(row);
  });
}

/** Only the fields whose value really differs from the stored row. */
function changedFields(row: Client, changes: ClientChanges): ClientChanges {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && row[key as keyof Client] !== value) changed[key] = value;
  }
  return changed as ClientChanges;
}

/**
 * Applies a PATCH. Nothing sent, or nothing different, changes nothing and logs nothing.
 * A status change is logged as its own "status" entry; other edits as one "update" entry.
 */
export async function updateClient(db: Db, userId: number, id: number, changes: ClientChanges): Promise<ClientRecord> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
    if (!current) throw new ApiFailure(404, CLIENT_NOT_FOUND);
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return toClientRecord(current);

    const [row] = await tx.update(clients).set(changed).where(eq(clients.id, id)).returning();
    if (!row) throw new ApiFailure(404, CLIENT_NOT_FOUND);
    const name = clientDisplayName(row);
    const { status, ...edits } = changed;
    if (Object.keys(edits).length > 0) {
      await recordActivity(tx, {
        userId,
        action: "update",
        entity: "client",
        entityId: id,
        summary: `Cliente actualizado: ${name}`,
      });
    }
    if (status) {
      await recordActivity(tx, {
        userId,
        action: "status",
        entity: "client",
        entityId: id,
        summary: `Cliente ${name} marcado como ${clientStatusLabels[status]}`,
      });
    }
    return toClientRecord(row);
  });
}

export type ClientDependents = { quotes: number; invoices: number; projects: number; receivables: number };

const dependentNouns: Array<[keyof ClientDependents, string, string, "f" | "m"]> = [
  ["quotes", "cotización", "cotizaciones", "f"],
  ["invoices", "factura", "facturas", "f"],
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
      (select count(*)::int from projects where client_id = ${id}) as projects,
      (select count(*)::int from accounts_receivable where client_id = ${id} and invoice_id is null) as receivables`);
  const row = rows(result)[0];
  return {
    quotes: Number(row?.quotes ?? 0),
    invoices: Number(row?.invoices ?? 0),
    projects: Number(row?.projects ?? 0),
    receivables: Number(row?.receivables ?? 0),
  };
}

/** Refused with 409 while anything still points at the client: nothing is ever orphaned. */
export async function deleteClient(db: Db, userId: number, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // FOR UPDATE blocks new quotes, invoices or projects for this client until we are done.
      const [current] = await tx.select().from(clients).where(eq(clients.id, id)).for("update");
      if (!current) throw new ApiFailure(404, CLIENT_NOT_FOUND);
      const inUse = clientInUseMessage(await countDependents(tx, id));
      if (inUse) throw new ApiFailure(409, inUse);
      await tx.delete(clients).where(eq(clients.id, id));
      await recordActivity(tx, {
        userId,
        action: "delete",
        entity: "client",
        entityId: id,
        summary: `Cliente eliminado: ${clientDisplayName(current)}`,
      });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw new ApiFailure(409, CLIENT_STILL_REFERENCED);
    throw error;
  }
}
