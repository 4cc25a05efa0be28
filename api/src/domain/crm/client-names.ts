import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clients } from "../../db/schema";
import { FieldFailure } from "../failures";

export const UNKNOWN_CLIENT = "Debe seleccionar un cliente";

/** The client's display name: its company, else its name (api/docs/contract.md); null once it is gone. */
export const clientNameSql = sql<string | null>`coalesce(nullif(${clients.company}, ''), ${clients.name})`;

/**
 * The display name of the client a quote, invoice or project will point at. A clientId that names
 * no client is bad input, not a conflict: a 400 on clientId with the form's message, as for a missing one.
 * FOR KEY SHARE holds the client until the transaction ends, so a concurrent delete cannot orphan
 * what is being written.
 */
export async function requireClientName(db: Db, clientId: number): Promise<string> {
  const [row] = await db.select({ name: clientNameSql }).from(clients).where(eq(clients.id, clientId)).for("key share");
  if (!row) throw new FieldFailure("clientId", UNKNOWN_CLIENT);
  return row.name ?? `Cliente ${clientId}`;
}
