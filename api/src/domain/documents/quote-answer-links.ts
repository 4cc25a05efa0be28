import { and, desc, eq } from "drizzle-orm";
import { issueLinkToken } from "../../auth/link-tokens";
import {
  type CreatedQuoteAnswerLinkRecord,
  type QuoteAnswerLinkRecord,
  type QuoteAnswerLinkStatus,
  quoteAnswerUrl,
  quoteStatusLabels,
} from "../../contract";
import { addDays, dayMonthYear, panamaWallClock, todayInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { type QuoteAnswerLink, quoteAnswerLinks, quotes, users } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { oneOrNotFound, returnedRow } from "../records";
import { QUOTE_NOT_FOUND } from "./quotes";

// The staff side of a quote's answer links (rules: api/docs/quote-answer-links.md): create one
// for a sent quote, list them, revoke one. The client's side is quote-answers.ts.

export const QUOTE_LINK_NOT_FOUND = "Enlace no encontrado";
export const QUOTE_LINK_ALREADY_REVOKED = "El enlace ya está revocado";
export const QUOTE_LINK_DRAFT =
  "La cotización es un borrador: márquela como Enviada antes de crear el enlace para el cliente";

/** A quote already answered or expired cannot be answered again: no link for it. */
export const quoteLinkNotSent = (statusLabel: string) =>
  `La cotización está ${statusLabel.toLowerCase()}: solo una cotización enviada se puede responder con un enlace`;

/** A sent quote past its validity: the client could not answer it. */
export const quoteLinkPastValidity = (validUntil: string) =>
  `La cotización venció el ${dayMonthYear(validUntil)}: extienda su validez antes de crear el enlace para el cliente`;

/**
 * When a link to a quote valid until `validUntil` stops working: the midnight in Panama after that
 * day. Every quote has a validity date (quotes.valid_until is required), so no other default is needed.
 */
export const linkExpiry = (validUntil: string) => panamaWallClock(`${addDays(validUntil, 1)}T00:00:00`);

export function linkStatusAt(link: Pick<QuoteAnswerLink, "revokedAt" | "expiresAt">, now: Date): QuoteAnswerLinkStatus {
  if (link.revokedAt) return "revoked";
  return now >= link.expiresAt ? "expired" : "active";
}

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;

function selectLinks(db: Db) {
  return db
    .select({
      link: quoteAnswerLinks,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(quoteAnswerLinks)
    .leftJoin(users, eq(users.id, quoteAnswerLinks.createdBy));
}

type LinkRow = Awaited<ReturnType<typeof selectLinks>>[number];

function toLinkRecord({ link, ...creator }: LinkRow, now: Date): QuoteAnswerLinkRecord {
  return {
    id: link.id,
    quoteId: link.quoteId,
    status: linkStatusAt(link, now),
    createdAt: link.createdAt.toISOString(),
    createdByName: nameOf(creator) || null,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}

async function findLink(db: Db, quoteId: number, linkId: number, now: Date): Promise<QuoteAnswerLinkRecord> {
  const row = await oneOrNotFound(
    selectLinks(db).where(and(eq(quoteAnswerLinks.id, linkId), eq(quoteAnswerLinks.quoteId, quoteId))),
    QUOTE_LINK_NOT_FOUND,
  );
  return toLinkRecord(row, now);
}

/**
 * A new link for a sent quote within its validity, as an absolute URL on `origin` (PUBLIC_ORIGIN,
 * else the request's own): answered this once, since only the token's hash is kept. Each call
 * issues a new link; earlier ones keep working until they expire or are revoked. For a route:
 * `createQuoteAnswerLink(db, id, { origin: appOrigin(c), actor: actorOf(c) })`. `forSending`: for the
 * quote's e-mail ('{enlace}', domain/mail/placeholders.ts), which may send a draft.
 */
export async function createQuoteAnswerLink(
  db: Db,
  quoteId: number,
  { origin, actor, forSending = false }: { origin: string; actor: Actor; forSending?: boolean },
): Promise<CreatedQuoteAnswerLinkRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    const quote = await oneOrNotFound(
      tx
        .select({ quoteNumber: quotes.quoteNumber, status: quotes.status, validUntil: quotes.validUntil })
        .from(quotes)
        .where(eq(quotes.id, quoteId))
        .for("update"),
      QUOTE_NOT_FOUND,
    );
    // The quote's own e-mail may carry a link while the quote is still a draft: sending it makes the
    // quote sent, and a link to a quote the send left a draft answers nothing (quote-answers.ts).
    if (quote.status === "draft" && !forSending) throw new DomainFailure("conflict", QUOTE_LINK_DRAFT);
    if (quote.status !== "sent" && quote.status !== "draft")
      throw new DomainFailure("conflict", quoteLinkNotSent(quoteStatusLabels[quote.status]));
    if (quote.validUntil < todayInPanama(now)) {
      throw new DomainFailure("conflict", quoteLinkPastValidity(quote.validUntil));
    }
    const { token, tokenHash } = issueLinkToken();
    const row = await returnedRow(
      tx
        .insert(quoteAnswerLinks)
        .values({
          quoteId,
          tokenHash,
          expiresAt: linkExpiry(quote.validUntil),
          createdBy: actor.userId,
          createdAt: now,
        })
        .returning({ id: quoteAnswerLinks.id }),
      "el enlace de la cotización",
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "quote",
      entityId: quoteId,
      summary: `Enlace para el cliente creado para la cotización ${quote.quoteNumber} (válido hasta el ${dayMonthYear(quote.validUntil)})`,
    });
    return { ...(await findLink(tx, quoteId, row.id, now)), url: quoteAnswerUrl(origin, token) };
  });
}

/** A quote's links, newest first (a quote has a few at most); 404 for an unknown quote. */
export async function listQuoteAnswerLinks(
  db: Db,
  quoteId: number,
  now = new Date(),
): Promise<QuoteAnswerLinkRecord[]> {
  await oneOrNotFound(db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId)), QUOTE_NOT_FOUND);
  const rows = await selectLinks(db)
    .where(eq(quoteAnswerLinks.quoteId, quoteId))
    .orderBy(desc(quoteAnswerLinks.createdAt), desc(quoteAnswerLinks.id));
  return rows.map((row) => toLinkRecord(row, now));
}

/** Revokes one link of the quote: it no longer opens (410). An expired link may be revoked too. */
export async function revokeQuoteAnswerLink(
  db: Db,
  quoteId: number,
  linkId: number,
  actor: Actor,
): Promise<QuoteAnswerLinkRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    const link = await oneOrNotFound(
      tx
        .select({ revokedAt: quoteAnswerLinks.revokedAt, quoteNumber: quotes.quoteNumber })
        .from(quoteAnswerLinks)
        .innerJoin(quotes, eq(quotes.id, quoteAnswerLinks.quoteId))
        .where(and(eq(quoteAnswerLinks.id, linkId), eq(quoteAnswerLinks.quoteId, quoteId)))
        .for("update"),
      QUOTE_LINK_NOT_FOUND,
    );
    if (link.revokedAt) throw new DomainFailure("conflict", QUOTE_LINK_ALREADY_REVOKED);
    await tx.update(quoteAnswerLinks).set({ revokedAt: now }).where(eq(quoteAnswerLinks.id, linkId));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "quote",
      entityId: quoteId,
      summary: `Enlace para el cliente de la cotización ${link.quoteNumber} revocado`,
    });
    return findLink(tx, quoteId, linkId, now);
  });
}
