import { eq } from "drizzle-orm";
import { FE_ANNUL_NOT_AUTHORISED, FE_NOT_ISSUED, type FeDocumentRecord, feAnnulWindowClosed } from "../../contract";
import type { Db } from "../../db/client";
import { creditNotes, feDocuments, invoices } from "../../db/schema";
import type { Env } from "../../env";
import type { FeEnvironment } from "../../fe/document";
import { PacUnreachable } from "../../fe/pac/adapter";
import type { Actor } from "../activity";
import { updateInvoice } from "../documents/invoices-update";
import { DomainFailure } from "../failures";
import { loadFeIssuerSetup } from "../fe-setup";
import { lockInvoiceReceivable } from "../finance/receivables";
import { pacAdapterFor, pacKeyOf } from "./pac";
import { annulableUntil, annulmentDays, findInvoiceFe, invoiceFeDocument } from "./records";

// POST /api/invoices/{id}/fe/annul (api/docs/electronic-invoicing.md, "Annulment"): only for an
// operation that did not happen, inside the PAC's window; the invoice is then cancelled, which
// takes it out of receivables and reverses its ledger entry. Anything else is a credit note.

export const FE_ANNUL_WITH_PAYMENTS =
  "La factura tiene pagos registrados: no se anula, corríjala con una nota de crédito";
export const FE_ANNUL_WITH_CREDIT_NOTES =
  "La factura tiene notas de crédito emitidas: no se anula, corríjala con otra nota de crédito";
export const FE_PAC_UNREACHABLE_ANNUL = "El PAC no respondió. Inténtelo de nuevo en unos minutos.";

export async function annulInvoiceFe(
  db: Db,
  env: Env,
  invoiceId: number,
  reason: string,
  actor: Actor,
): Promise<FeDocumentRecord> {
  const now = actor.now ?? new Date();
  const row = await invoiceFeDocument(db, invoiceId);
  if (!row) throw new DomainFailure("not_found", FE_NOT_ISSUED);
  if (row.status !== "authorised") throw new DomainFailure("conflict", FE_ANNUL_NOT_AUTHORISED);
  const days = await annulmentDays(db);
  const until = annulableUntil(row, days);
  if (!until || now > until) throw new DomainFailure("conflict", feAnnulWindowClosed(days));
  const receivable = await lockInvoiceReceivable(db, invoiceId);
  if (receivable && receivable.paidCents > 0n) throw new DomainFailure("conflict", FE_ANNUL_WITH_PAYMENTS);
  // Its notes refer to it and lowered its receivable and the books: it stays, corrected by them.
  const [note] = await db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
  if (note) throw new DomainFailure("conflict", FE_ANNUL_WITH_CREDIT_NOTES);
  const setup = await loadFeIssuerSetup(db, env);
  if (!setup.pac) throw new DomainFailure("conflict", "No hay un PAC configurado para anular el documento");
  const adapter = pacAdapterFor(setup.pac, row.environment as FeEnvironment, env);
  let answer: Awaited<ReturnType<typeof adapter.annul>>;
  try {
    answer = await adapter.annul(pacKeyOf(row), reason);
  } catch (error) {
    if (error instanceof PacUnreachable) throw new DomainFailure("unavailable", FE_PAC_UNREACHABLE_ANNUL, 60);
    throw error;
  }
  if (answer.outcome === "rejected")
    throw new DomainFailure("conflict", `El PAC no anuló el documento: ${answer.message}`);
  await db.transaction(async (tx) => {
    await tx
      .update(feDocuments)
      .set({ status: "annulled", annulledAt: now, annulmentReason: reason })
      .where(eq(feDocuments.id, row.id));
    const [invoice] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
    if (invoice && invoice.status !== "cancelled") await updateInvoice(tx, invoiceId, { status: "cancelled" }, actor);
  });
  return findInvoiceFe(db, invoiceId);
}
