import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { numberSequences } from "./schema";

/** Quotes, invoices and credit notes (notas de crédito). */
export type DocumentPrefix = "COT" | "FAC" | "NC";

/**
 * Hands out the next document number of the year, e.g. COT-2026-0001. One atomic upsert: two
 * concurrent requests on PostgreSQL can never get the same number (max(number) + 1 could).
 * Call it inside the transaction that inserts the document, so a rollback does not burn a number.
 */
export async function nextDocumentNumber(db: Db, prefix: DocumentPrefix, year: number): Promise<string> {
  const [row] = await db
    .insert(numberSequences)
    .values({ prefix, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.prefix, numberSequences.year],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ value: numberSequences.lastValue });
  if (!row) throw new Error(`No se pudo asignar un número de documento ${prefix}`);
  return `${prefix}-${year}-${String(row.value).padStart(4, "0")}`;
}
