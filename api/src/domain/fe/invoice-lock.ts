import { eq } from "drizzle-orm";
import { FE_ISSUED_LOCKED, type InvoiceStatus } from "../../contract";
import type { Db } from "../../db/client";
import { feDocuments } from "../../db/schema";
import { DomainFailure } from "../failures";
import { invoiceFeDocument } from "./records";

// What an issued invoice still allows (api/docs/electronic-invoicing.md, "An issued invoice"):
// what was signed or authorised is the fiscal record, so its content never changes; only its
// collection does (sent, overdue, paid), and it is cancelled only by annulling its document.

export const FE_NUMBER_KEEPS_INVOICE =
  "La factura tiene un número fiscal asignado: no se puede eliminar. Anúlela o corríjala con una nota de crédito.";

/** Refuses a change to an invoice whose fiscal document is signed, authorised or annulled. */
export async function checkIssuedInvoiceChange(
  tx: Db,
  invoiceId: number,
  change: { fields: string[]; status: InvoiceStatus | undefined },
): Promise<void> {
  const document = await invoiceFeDocument(tx, invoiceId);
  if (!document || document.status === "rejected") return;
  const onlyStatus = change.fields.every((field) => field === "status");
  const collection = change.status === undefined || ["sent", "overdue", "paid"].includes(change.status);
  const cancelOfAnnulled = change.status === "cancelled" && document.status === "annulled";
  if (onlyStatus && (collection || cancelOfAnnulled)) return;
  throw new DomainFailure("conflict", FE_ISSUED_LOCKED);
}

/** An invoice with a fiscal number, in any state, keeps it: deleting it would leave a gap in the series. */
export async function checkInvoiceDeletable(tx: Db, invoiceId: number): Promise<void> {
  const [document] = await tx
    .select({ id: feDocuments.id })
    .from(feDocuments)
    .where(eq(feDocuments.invoiceId, invoiceId))
    .limit(1);
  if (document) throw new DomainFailure("conflict", FE_NUMBER_KEEPS_INVOICE);
}
