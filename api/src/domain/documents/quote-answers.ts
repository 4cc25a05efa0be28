import { eq } from "drizzle-orm";
import { LINK_TOKEN_SHAPE, linkTokenHash } from "../../auth/link-tokens";
import {
  QUOTE_LINK_UNKNOWN,
  type QuoteAnswerData,
  type QuoteAnswerView,
  type QuoteRecord,
  quoteStatusLabels,
} from "../../contract";
import { dayMonthYear, panamaDateOf, todayInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { type QuoteAnswerLink, quoteAnswerLinks, type quotes } from "../../db/schema";
import { readCompanySettings } from "../company-settings";
import { DomainFailure } from "../failures";
import { linkStatusAt } from "./quote-answer-links";
import { findQuote, updateQuote } from "./quotes";

// The client's side of a quote's answer link (rules: api/docs/quote-answer-links.md), reached
// without an account: read the quote, accept or reject it once. Staff create the links
// (quote-answer-links.ts).

/** An expired or revoked link (410): the client asks for a new one; nothing about the quote is said. */
export const QUOTE_LINK_GONE = "Este enlace venció o fue revocado. Pida uno nuevo a quien le envió la cotización.";
export const QUOTE_NOT_ANSWERABLE = "Esta cotización ya no se puede responder. Comuníquese con quien se la envió.";

/** A second answer: the first stands. */
export const quoteAlreadyAnswered = (statusLabel: string) =>
  `Esta cotización ya fue ${statusLabel.toLowerCase()}; no se puede responder otra vez.`;

export const quotePastValidity = (validUntil: string) =>
  `Esta cotización venció el ${dayMonthYear(validUntil)} y ya no se puede responder. Pida una actualizada a quien se la envió.`;

/**
 * The live link a token opens: 404 for a token of no link (or not even of our shape), 410 for an
 * expired or revoked one. The token is looked up by its SHA-256 (auth/link-tokens.ts).
 */
async function liveLink(db: Db, token: string, now: Date): Promise<QuoteAnswerLink> {
  if (!LINK_TOKEN_SHAPE.test(token)) throw new DomainFailure("not_found", QUOTE_LINK_UNKNOWN);
  const [link] = await db
    .select()
    .from(quoteAnswerLinks)
    .where(eq(quoteAnswerLinks.tokenHash, linkTokenHash(token)));
  if (!link) throw new DomainFailure("not_found", QUOTE_LINK_UNKNOWN);
  if (linkStatusAt(link, now) !== "active") throw new DomainFailure("gone", QUOTE_LINK_GONE);
  return link;
}

/** Whether the client may answer now: a sent quote, within its validity (Panama's today). */
const isAnswerable = (quote: { status: string; validUntil: string }, now: Date) =>
  quote.status === "sent" && quote.validUntil >= todayInPanama(now);

/** Refuses an answer to a quote that is not sent, or past its validity (409), under the quote's lock. */
function checkAnswerable(quote: typeof quotes.$inferSelect, now: Date): void {
  if (quote.status === "accepted" || quote.status === "rejected") {
    throw new DomainFailure("conflict", quoteAlreadyAnswered(quoteStatusLabels[quote.status]));
  }
  if (quote.status !== "sent") throw new DomainFailure("conflict", QUOTE_NOT_ANSWERABLE);
  if (!isAnswerable(quote, now)) throw new DomainFailure("conflict", quotePastValidity(quote.validUntil));
}

/** What the client reads: the quote without internal ids, and its answer once given. */
function toView(quote: QuoteRecord, companyName: string, link: QuoteAnswerLink, now: Date): QuoteAnswerView {
  const answered = (quote.status === "accepted" || quote.status === "rejected") && quote.answeredAt !== null;
  // Only the client's own words are shown back; a staff member's name stays inside the company.
  const byClient = quote.answerChannel === "client_link";
  return {
    companyName,
    quoteNumber: quote.quoteNumber,
    clientName: quote.clientName,
    title: quote.title,
    description: quote.description,
    issueDate: panamaDateOf(new Date(quote.createdAt)),
    validUntil: quote.validUntil,
    status: quote.status,
    lines: quote.lines.map(({ id: _id, position: _position, incomeAccountCode: _account, ...line }) => line),
    itbmsBreakdown: quote.itbmsBreakdown,
    amount: quote.amount,
    itbmsAmount: quote.itbmsAmount,
    total: quote.total,
    answerable: isAnswerable(quote, now),
    answer:
      answered && quote.answeredAt
        ? {
            status: quote.status as "accepted" | "rejected",
            name: byClient ? quote.answeredByName : null,
            at: quote.answeredAt,
            comment: byClient ? quote.answerComment : null,
          }
        : null,
    linkExpiresAt: link.expiresAt.toISOString(),
  };
}

async function viewOf(db: Db, link: QuoteAnswerLink, now: Date): Promise<QuoteAnswerView> {
  const quote = await findQuote(db, link.quoteId);
  const company = await readCompanySettings(db);
  return toView(quote, company.tradeName?.trim() || company.legalName, link, now);
}

/** GET /api/quote-answer: the quote a live link opens, read in one snapshot. */
export function readQuoteAnswer(db: Db, token: string, now = new Date()): Promise<QuoteAnswerView> {
  return db.transaction(async (tx) => viewOf(tx, await liveLink(tx, token, now), now), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

/**
 * POST /api/quote-answer: the client accepts or rejects the quote, once. The status changes through
 * updateQuote, the path every status change takes, which locks the quote, checks it is still
 * answerable, writes who answered and when, and logs it with the client's name.
 */
export function answerQuote(db: Db, answer: QuoteAnswerData, now = new Date()): Promise<QuoteAnswerView> {
  return db.transaction(async (tx) => {
    const link = await liveLink(tx, answer.token, now);
    await updateQuote(
      tx,
      link.quoteId,
      { status: answer.decision === "accept" ? "accepted" : "rejected" },
      { userId: null, now },
      { check: (quote) => checkAnswerable(quote, now), clientAnswer: { name: answer.name, comment: answer.comment } },
    );
    return viewOf(tx, link, now);
  });
}
