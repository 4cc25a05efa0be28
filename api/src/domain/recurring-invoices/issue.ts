import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recurringInvoiceOccurrences } from "../../db/schema";
import type { Env } from "../../env";
import { FeDocumentInvalid } from "../../fe/errors";
import type { Actor } from "../activity";
import { updateInvoice } from "../documents/invoices-update";
import { DomainFailure, FieldFailure } from "../failures";
import { readyFeSetup, signInvoiceFe } from "../fe/issue";
import { sendFeDocument } from "../fe/send";

// A recurring invoice in 'issue' mode: its draft becomes an electronic invoice through the one
// issuing path (domain/fe/issue.ts), or stays a draft with the reason kept on its date
// (api/docs/recurring-invoices.md, "Issuing").

export const INVOICE_GONE = "La factura se eliminó antes de emitirla";

/** What a refusal says, in Spanish; anything else is the server's fault and says so. */
function reasonOf(error: unknown): string {
  if (error instanceof DomainFailure || error instanceof FieldFailure || error instanceof FeDocumentInvalid) {
    return error.message;
  }
  return `Error inesperado al emitir: ${error instanceof Error ? error.message : String(error)}`;
}

/** The dates whose issuing has not ended (under way, or cut off by a stopped server). */
export async function occurrencesToIssue(db: Db): Promise<number[]> {
  const found = await db
    .select({ id: recurringInvoiceOccurrences.id })
    .from(recurringInvoiceOccurrences)
    .where(eq(recurringInvoiceOccurrences.outcome, "issuing"))
    .orderBy(asc(recurringInvoiceOccurrences.id));
  return found.map((row) => row.id);
}

/**
 * Issues the invoice of a date still 'issuing': in one transaction with the date locked, the draft
 * becomes 'sent' (its receivable and ledger entry, as any invoice sent) and is numbered and signed;
 * after the commit it goes to the PAC. Refused (no FE setup, a document the DGI's schema refuses…),
 * the transaction rolls back: the invoice stays a draft and the date keeps the reason. Answers what
 * became of it, or null when another run had already taken it.
 */
export async function issueOccurrence(
  db: Db,
  env: Env,
  occurrenceId: number,
  actor: Actor,
): Promise<"issued" | "issue_failed" | null> {
  const now = actor.now ?? new Date();
  let sent: { documentId: number; withPac: boolean } | null;
  try {
    const setup = await readyFeSetup(db, env);
    sent = await db.transaction(async (tx) => {
      const [occurrence] = await tx
        .select()
        .from(recurringInvoiceOccurrences)
        .where(eq(recurringInvoiceOccurrences.id, occurrenceId))
        .for("update");
      if (occurrence?.outcome !== "issuing") return null;
      if (occurrence.invoiceId === null) throw new DomainFailure("conflict", INVOICE_GONE);
      await updateInvoice(tx, occurrence.invoiceId, { status: "sent" }, actor);
      const documentId = await signInvoiceFe(tx, setup, occurrence.invoiceId, actor, now);
      await tx
        .update(recurringInvoiceOccurrences)
        .set({ outcome: "issued", message: null })
        .where(eq(recurringInvoiceOccurrences.id, occurrenceId));
      return { documentId, withPac: setup.pac !== null };
    });
  } catch (error) {
    const [failed] = await db
      .update(recurringInvoiceOccurrences)
      .set({ outcome: "issue_failed", message: reasonOf(error) })
      .where(and(eq(recurringInvoiceOccurrences.id, occurrenceId), eq(recurringInvoiceOccurrences.outcome, "issuing")))
      .returning({ id: recurringInvoiceOccurrences.id });
    return failed ? "issue_failed" : null;
  }
  if (!sent) return null;
  // Signed and committed: a PAC that fails now leaves the document for the 'fe-pendientes' job.
  if (sent.withPac) {
    await sendFeDocument(db, env, sent.documentId, now).catch((error: unknown) => {
      console.error(`Factura recurrente: el envío al PAC del documento ${sent?.documentId} falló:`, error);
    });
  }
  return "issued";
}
