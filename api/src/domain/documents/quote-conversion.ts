import { eq } from "drizzle-orm";
import type { InvoiceRecord } from "../../contract";
import { addDays, todayInPanama } from "../../contract";
import type { Db } from "../../db/client";
import { invoices, quotes } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { readCompanySettings } from "../company-settings";
import { DomainFailure } from "../failures";
import { oneOrNotFound } from "../records";
import { rateOf } from "./common";
import { findInvoice, insertInvoice } from "./invoices";
import { lineData, readDocumentLines, singleLine } from "./lines";
import { QUOTE_NOT_FOUND } from "./quotes";

export const QUOTE_NOT_ACCEPTED = "Solo una cotización aceptada se puede convertir en factura";
export const alreadyConverted = (invoiceNumber: string) =>
  `Esta cotización ya fue convertida en la factura ${invoiceNumber}`;

/**
 * POST /api/quotes/:id/convert: an accepted quote becomes a draft invoice with its client, title,
 * description and lines (same rates, so the same total), issued today in Panama and due after the
 * company's payment terms, linked to the quote (invoices.quote_id). A quote becomes one invoice at
 * most: while that invoice exists, converting again is refused (409).
 */
export async function convertQuote(db: Db, id: number, actor: Actor): Promise<InvoiceRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked, so two conversions at once wait for each other and the second sees the first's invoice.
    const quote = await oneOrNotFound(tx.select().from(quotes).where(eq(quotes.id, id)).for("update"), QUOTE_NOT_FOUND);
    const [existing] = await tx
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.quoteId, id));
    if (existing) throw new DomainFailure("conflict", alreadyConverted(existing.invoiceNumber));
    if (quote.status !== "accepted") throw new DomainFailure("conflict", QUOTE_NOT_ACCEPTED);

    const stored = await readDocumentLines(tx, "quote", id);
    // A quote always has lines; one written around the API (none) converts as its single amount.
    const lines =
      stored.length > 0 ? stored.map(lineData) : [singleLine(quote.title, quote.amount, rateOf(quote.itbmsRate))];
    const { paymentTermsDays } = await readCompanySettings(tx);
    const issueDate = todayInPanama(now);
    const invoice = await insertInvoice(
      tx,
      {
        clientId: quote.clientId,
        title: quote.title,
        // An invoice needs a description; a quote's is optional.
        description: quote.description ?? quote.title,
        issueDate,
        dueDate: addDays(issueDate, paymentTermsDays),
        status: "draft",
        quoteId: id,
      },
      lines,
      actor,
      `desde la cotización ${quote.quoteNumber}`,
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "quote",
      entityId: id,
      summary: `Cotización ${quote.quoteNumber} convertida en la factura ${invoice.invoiceNumber}`,
    });
    return findInvoice(tx, invoice.id);
  });
}
