import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { timeEntries } from "../../db/schema";

/**
 * Frees the hours billed on an invoice about to be deleted (inside its delete's transaction): they
 * are unbilled again and may be invoiced anew (api/docs/time.md). Answers how many. The foreign
 * key's SET NULL would free them too; doing it here lets the delete's activity entry say so.
 */
export async function releaseInvoiceHours(tx: Db, invoiceId: number): Promise<number> {
  const freed = await tx
    .update(timeEntries)
    .set({ invoiceId: null })
    .where(eq(timeEntries.invoiceId, invoiceId))
    .returning({ id: timeEntries.id });
  return freed.length;
}
