import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ItbmsRate, QuoteRecord, quoteInput } from "../contract";
import { quoteStatusLabels, todayInPanamaDate } from "../contract";
import { computeItbms } from "../contract/money";
import type { Db } from "../db/client";
import { nextDocumentNumber } from "../db/numbering";
import { clients, quotes } from "../db/schema";
import { ApiFailure, FieldFailure } from "../http/errors";
import { recordActivity } from "./activity";

export const QUOTE_NOT_FOUND = "Cotización no encontrada";
export const UNKNOWN_CLIENT = "Debe seleccionar un cliente";

export type QuoteCreate = z.output<typeof quoteInput>;
export type QuoteChanges = Partial<QuoteCreate>;

/** Who makes a change (for the activity log) and when; `now` is only overridden by tests. */
export type Actor = { userId: number | null; now?: Date };

/**
 * A clientId that names no client. It is bad input, not a conflict: the routes answer it as a
 * 400 on the clientId field, with the message the form shows (SPEC.md §5).
 */
/** The client's display name: its company, else its name (SPEC.md §2 "Cliente"). */
export const clientNameSql = sql<string | null>`coalesce(nullif(${clients.company}, ''), ${clients.name})`;

/**
 * The display name of a client that must exist. FOR KEY SHARE holds the client until the
 * transaction ends, so a concurrent delete cannot orphan the document being written.
 */
export async function requireClientName(db: Db, clientId: number): Promise<string> {
  const [row] = await db.select({ name: clientNameSql }).from(clients).where(eq(clients.id, clientId)).for("key share");
  if (!row) throw new FieldFailure("clientId", UNKNOWN_CLIENT);
  return row.name ?? `Cliente ${clientId}`;
}

/** The calendar year in Panama, which numbers documents (COT-2026-0001). */
export function panamaYear(now: Date): number {
  return Number(todayInPanamaDate(now).slice(0, 4));
}

/** numeric(5,2) "7.00" -> the contract's "7". */
export function rateOf(stored: string): ItbmsRate {
  return stored.replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1") as ItbmsRate;
}

const quoteColumns = { ...getTableColumns(quotes), clientName: clientNameSql };

function toQuoteRecord(row: typeof quotes.$inferSelect & { clientName: string | null }): QuoteRecord {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    description: row.description,
    amount: row.amount,
    itbmsRate: rateOf(row.itbmsRate),
    itbmsAmount: row.itbmsAmount,
    total: row.total,
    validUntil: row.validUntil,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectQuotes(db: Db) {
  return db.select(quoteColumns).from(quotes).leftJoin(clients, eq(clients.id, quotes.clientId));
}

/** Every quote, newest first. */
export async function listQuotes(db: Db): Promise<QuoteRecord[]> {
  const rows = await selectQuotes(db).orderBy(desc(quotes.createdAt), desc(quotes.id));
  return rows.map(toQuoteRecord);
}

export async function findQuote(db: Db, id: number): Promise<QuoteRecord> {
  const [row] = await selectQuotes(db).where(eq(quotes.id, id));
  if (!row) throw new ApiFailure(404, QUOTE_NOT_FOUND);
  return toQuoteRecord(row);
}

/** Numbers the quote in Panama's current year and computes its ITBMS and total. */
export async function createQuote(db: Db, input: QuoteCreate, actor: Actor): Promise<QuoteRecord> {
  return db.transaction(async (tx) => {
    const clientName = await requireClientName(tx, input.clientId);
    const quoteNumber = await nextDocumentNumber(tx, "COT", panamaYear(actor.now ?? new Date()));
    const [row] = await tx
      .insert(quotes)
      .values({ ...input, ...computeItbms(input.amount, input.itbmsRate), quoteNumber })
      .returning({ id: quotes.id });
    if (!row) throw new Error("la cotización no se insertó");
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "quote",
      entityId: row.id,
      summary: `Cotización ${quoteNumber} creada para ${clientName}`,
    });
    return findQuote(tx, row.id);
  });
}

/** Applies the fields that were sent; tax and total always follow the amount and rate. */
export async function updateQuote(db: Db, id: number, changes: QuoteChanges, actor: Actor): Promise<QuoteRecord> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!current) throw new ApiFailure(404, QUOTE_NOT_FOUND);
    if (Object.keys(changes).length === 0) return findQuote(tx, id);
    if (changes.clientId !== undefined && changes.clientId !== current.clientId) {
      await requireClientName(tx, changes.clientId);
    }
    const amount = changes.amount ?? current.amount;
    const rate = changes.itbmsRate ?? rateOf(current.itbmsRate);
    await tx
      .update(quotes)
      .set({ ...changes, ...computeItbms(amount, rate) })
      .where(eq(quotes.id, id));
    const statusChanged = changes.status !== undefined && changes.status !== current.status;
    await recordActivity(tx, {
      userId: actor.userId,
      action: statusChanged ? "status" : "update",
      entity: "quote",
      entityId: id,
      summary:
        statusChanged && changes.status
          ? `Cotización ${current.quoteNumber} marcada como ${quoteStatusLabels[changes.status]}`
          : `Cotización ${current.quoteNumber} actualizada`,
    });
    return findQuote(tx, id);
  });
}

export async function deleteQuote(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(quotes).where(eq(quotes.id, id)).returning({ quoteNumber: quotes.quoteNumber });
    if (!deleted) throw new ApiFailure(404, QUOTE_NOT_FOUND);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "quote",
      entityId: id,
      summary: `Cotización ${deleted.quoteNumber} eliminada`,
    });
  });
}
