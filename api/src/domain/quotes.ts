import { eq, getTableColumns } from "drizzle-orm";
import type { QuoteData, QuoteRecord } from "../contract";
import { quoteStatusLabels, todayInPanama, VALID_BEFORE_ISSUE } from "../contract";
import type { Db } from "../db/client";
import { clients, quotes } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { clientNameSql } from "./client-names";
import { documentEdit, rateOf, retaxDocument, startDocument, taxedAmounts } from "./documents";
import { FieldFailure } from "./failures";
import { changedFields, isoTimestamps, newestFirst, oneOr404, returnedRow } from "./records";

export const QUOTE_NOT_FOUND = "Cotización no encontrada";

export type QuoteChanges = Partial<QuoteData>;

function selectQuotes(db: Db) {
  return db
    .select({ ...getTableColumns(quotes), clientName: clientNameSql })
    .from(quotes)
    .leftJoin(clients, eq(clients.id, quotes.clientId));
}

function toQuoteRecord(row: Awaited<ReturnType<typeof selectQuotes>>[number]): QuoteRecord {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    description: row.description,
    ...taxedAmounts(row),
    validUntil: row.validUntil,
    status: row.status,
    ...isoTimestamps(row),
  };
}

/** Every quote, newest first. */
export async function listQuotes(db: Db): Promise<QuoteRecord[]> {
  return (await selectQuotes(db).orderBy(...newestFirst(quotes))).map(toQuoteRecord);
}

export async function findQuote(db: Db, id: number): Promise<QuoteRecord> {
  return toQuoteRecord(await oneOr404(selectQuotes(db).where(eq(quotes.id, id)), QUOTE_NOT_FOUND));
}

/** Numbers the quote in Panama's current year and computes its ITBMS and total. */
export async function createQuote(db: Db, input: QuoteData, actor: Actor): Promise<QuoteRecord> {
  const now = actor.now ?? new Date();
  // Issued today (its createdAt): valid at least until today.
  if (input.validUntil < todayInPanama(now)) throw new FieldFailure("validUntil", VALID_BEFORE_ISSUE);
  return db.transaction(async (tx) => {
    const { clientName, number, ...totals } = await startDocument(tx, "COT", input, now);
    const row = await returnedRow(
      tx
        .insert(quotes)
        .values({ ...input, ...totals, quoteNumber: number })
        .returning({ id: quotes.id }),
      "la cotización",
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "quote",
      entityId: row.id,
      summary: `Cotización ${number} creada para ${clientName}`,
    });
    return findQuote(tx, row.id);
  });
}

/** Applies the fields that were sent and differ; tax and total always follow the amount and rate. */
export async function updateQuote(db: Db, id: number, changes: QuoteChanges, actor: Actor): Promise<QuoteRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOr404(tx.select().from(quotes).where(eq(quotes.id, id)).for("update"), QUOTE_NOT_FOUND);
    // Compared as the record answers them (the rate "7", not the stored "7.00"): a body equal to
    // the quote writes nothing, logs nothing and leaves updatedAt alone.
    const changed = changedFields({ ...current, itbmsRate: rateOf(current.itbmsRate) }, changes);
    if (Object.keys(changed).length === 0) return findQuote(tx, id);
    // A new validity date is checked against the day the quote was issued (created), in Panama;
    // an unchanged one is not, so an old quote stays editable.
    if (changed.validUntil !== undefined && changed.validUntil < todayInPanama(current.createdAt)) {
      throw new FieldFailure("validUntil", VALID_BEFORE_ISSUE);
    }
    const totals = await retaxDocument(tx, current, changed);
    await tx
      .update(quotes)
      .set({ ...changed, ...totals })
      .where(eq(quotes.id, id));
    const movedTo = changed.status ?? null;
    await recordActivity(tx, {
      userId: actor.userId,
      entity: "quote",
      entityId: id,
      ...documentEdit("Cotización", current.quoteNumber, movedTo && quoteStatusLabels[movedTo]),
    });
    return findQuote(tx, id);
  });
}

export async function deleteQuote(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await oneOr404(
      tx.delete(quotes).where(eq(quotes.id, id)).returning({ quoteNumber: quotes.quoteNumber }),
      QUOTE_NOT_FOUND,
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "quote",
      entityId: id,
      summary: `Cotización ${deleted.quoteNumber} eliminada`,
    });
  });
}
