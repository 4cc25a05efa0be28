import { eq } from "drizzle-orm";
import type { QuoteData, QuoteListItem, QuoteListQuery, QuoteRecord, QuoteStatus } from "../../contract";
import { quoteStatusLabels, todayInPanama, VALID_BEFORE_ISSUE } from "../../contract";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { clients, invoices, quotes } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { clientNameSql } from "../crm/client-names";
import { FieldFailure } from "../failures";
import { countAll, pageAndTotal, withPage } from "../paging";
import {
  changedFields,
  isoTimestamps,
  lookedUp,
  newestFirst,
  oneOrNotFound,
  recordColumns,
  returnedRow,
} from "../records";
import { staffUserName } from "../staff-users";
import { checkNewClient, documentEdit, documentListConditions, rateOf, startDocument, taxedAmounts } from "./common";
import {
  checkTextAfterPatch,
  linesAfterPatch,
  linesOfNewDocument,
  priceLines,
  readDocumentLines,
  replaceDocumentLines,
  withLines,
} from "./lines";

export const QUOTE_NOT_FOUND = "Cotización no encontrada";

export type QuoteChanges = Partial<QuoteData>;

type StoredQuote = typeof quotes.$inferSelect;

/**
 * What a status change may carry beyond the PATCH: `check` refuses it under the quote's lock
 * (throws) before anything is written; `clientAnswer` says the client answered from its link
 * (quote-answers.ts), else an acceptance or rejection is the staff member's (the actor).
 */
export type QuoteUpdateOptions = {
  check?: (current: StoredQuote) => void;
  clientAnswer?: { name: string; comment: string | null };
};

const answeredStatuses: readonly QuoteStatus[] = ["accepted", "rejected"];

/**
 * The answer columns a move to `status` writes: who accepted or rejected it, when and how; any
 * other status clears them (api/docs/quote-answer-links.md).
 */
async function answerColumns(tx: Db, status: QuoteStatus, actor: Actor, now: Date, options: QuoteUpdateOptions) {
  if (!answeredStatuses.includes(status)) {
    return { answeredByName: null, answeredAt: null, answerChannel: null, answerComment: null };
  }
  if (options.clientAnswer) {
    const { name, comment } = options.clientAnswer;
    return { answeredByName: name, answeredAt: now, answerChannel: "client_link" as const, answerComment: comment };
  }
  return {
    answeredByName: actor.userId === null ? null : await staffUserName(tx, actor.userId),
    answeredAt: now,
    answerChannel: "staff" as const,
    answerComment: null,
  };
}

function selectQuotes(db: Db) {
  return db
    .select({
      ...recordColumns(quotes),
      clientName: lookedUp<string>(clients, clientNameSql, eq(clients.id, quotes.clientId)),
      // The invoice it was converted into (invoices.quote_id is unique).
      invoiceId: lookedUp<number>(invoices, invoices.id, eq(invoices.quoteId, quotes.id)),
      invoiceNumber: lookedUp<string>(invoices, invoices.invoiceNumber, eq(invoices.quoteId, quotes.id)),
    })
    .from(quotes);
}

function toQuoteListItem(row: Awaited<ReturnType<typeof selectQuotes>>[number]): QuoteListItem {
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
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    answeredByName: row.answeredByName,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerChannel: row.answerChannel,
    answerComment: row.answerComment,
    ...isoTimestamps(row),
  };
}

/** The matching quotes, newest first, one page or all, without their lines; and how many match. */
export async function listQuotes(db: Db, query: QuoteListQuery): Promise<Page<QuoteListItem>> {
  const where = documentListConditions(query, quotes, query.status ? eq(quotes.status, query.status) : undefined);
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      selectQuotes(db)
        .where(where)
        .orderBy(...newestFirst(quotes))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(quotes).where(where),
  );
  return { rows: rows.map(toQuoteListItem), total };
}

export async function findQuote(db: Db, id: number): Promise<QuoteRecord> {
  const quote = toQuoteListItem(await oneOrNotFound(selectQuotes(db).where(eq(quotes.id, id)), QUOTE_NOT_FOUND));
  return withLines(db, "quote", quote);
}

/**
 * Numbers the quote in Panama's current year and writes it with its lines (a single amount
 * becomes one line described by the title), its totals the sums of the lines.
 */
export async function createQuote(db: Db, input: QuoteData, actor: Actor): Promise<QuoteRecord> {
  const now = actor.now ?? new Date();
  // Issued today (its createdAt): valid at least until today.
  if (input.validUntil < todayInPanama(now)) throw new FieldFailure("validUntil", VALID_BEFORE_ISSUE);
  const priced = priceLines(linesOfNewDocument(input, input.title));
  const { clientId, title, description, validUntil, status } = input;
  return db.transaction(async (tx) => {
    const { clientName, number } = await startDocument(tx, "COT", clientId, now);
    const row = await returnedRow(
      tx
        .insert(quotes)
        .values({ clientId, title, description, validUntil, status, ...priced.amounts, quoteNumber: number })
        .returning({ id: quotes.id }),
      "la cotización",
    );
    await replaceDocumentLines(tx, "quote", row.id, priced.lines);
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

/**
 * Applies the fields that were sent and differ; new lines (or a new single amount or rate) are
 * written with the totals they sum to, in the same transaction.
 */
export async function updateQuote(
  db: Db,
  id: number,
  changes: QuoteChanges,
  actor: Actor,
  options: QuoteUpdateOptions = {},
): Promise<QuoteRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(quotes).where(eq(quotes.id, id)).for("update"),
      QUOTE_NOT_FOUND,
    );
    options.check?.(current);
    const stored = await readDocumentLines(tx, "quote", id);
    // Compared as the record answers them (the rate "7", not the stored "7.00"): a body equal to
    // the quote writes nothing, logs nothing and leaves updatedAt alone.
    const { lines, amount, itbmsRate, ...changed } = changedFields(
      { ...current, itbmsRate: rateOf(current.itbmsRate) },
      changes,
    );
    const newLines = linesAfterPatch(
      stored,
      { lines, amount, itbmsRate },
      {
        amount: current.amount,
        itbmsRate: rateOf(current.itbmsRate),
        lineDescription: changed.title ?? current.title,
        noun: "La cotización",
      },
    );
    if (Object.keys(changed).length === 0 && !newLines) return findQuote(tx, id);
    // A new validity date is checked against the day the quote was issued (created), in Panama;
    // an unchanged one is not, so an old quote stays editable.
    if (changed.validUntil !== undefined && changed.validUntil < todayInPanama(current.createdAt)) {
      throw new FieldFailure("validUntil", VALID_BEFORE_ISSUE);
    }
    checkTextAfterPatch(changed, newLines, { ...current, lines: stored });
    await checkNewClient(tx, current.clientId, changed);
    const priced = newLines ? priceLines(newLines) : null;
    const movedTo = changed.status ?? null;
    const answer = movedTo ? await answerColumns(tx, movedTo, actor, actor.now ?? new Date(), options) : {};
    await tx
      .update(quotes)
      .set({ ...changed, ...priced?.amounts, ...answer })
      .where(eq(quotes.id, id));
    if (priced) await replaceDocumentLines(tx, "quote", id, priced.lines);
    const edit = documentEdit("Cotización", current.quoteNumber, movedTo && quoteStatusLabels[movedTo]);
    // The client has no account: the entry names them, and the link they answered from.
    if (movedTo && options.clientAnswer) edit.summary += ` por ${options.clientAnswer.name} (enlace del cliente)`;
    await recordActivity(tx, { userId: actor.userId, entity: "quote", entityId: id, ...edit });
    return findQuote(tx, id);
  });
}

export async function deleteQuote(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await oneOrNotFound(
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
