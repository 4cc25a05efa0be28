import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { type Db, rows } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { DomainFailure } from "./failures";

// The store behind the Idempotency-Key header (http/idempotency.ts; rules in
// api/docs/finance-money.md, "Idempotency"). A key is claimed before the request runs and holds
// the request's body hash; the request's answer is kept on the row by the last statement of the
// request's own write transaction (keepIdempotentAnswer), so the write and its kept answer commit
// together or not at all.

/** How long a key is remembered; an older row is ignored by every lookup and purged. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type IdempotencyClaim =
  /** The key is this request's now: run it, then keep its answer or release the key. */
  | { kind: "claimed"; claim: IdempotencyClaimed }
  /** The same request already succeeded: answer what it answered. */
  | { kind: "replay"; statusCode: number; responseBody: string }
  /** The same request is still running (a double click). */
  | { kind: "running" }
  /** The key was used with another body. */
  | { kind: "mismatch" };

export type IdempotencyRequest = { scope: string; key: string; requestHash: string };

/**
 * A claim held by one request. `claimedAt` tells it from a later takeover of the same key: keeping
 * or releasing touches the row only while it is still this claim.
 */
export type IdempotencyClaimed = { scope: string; key: string; claimedAt: Date };

/** The key's claim went to another request before this one's write committed (see keepIdempotentAnswer). */
export const CLAIM_TAKEN_OVER =
  "Esta solicitud tardó demasiado y otra con la misma clave la reemplazó; no se registró nada";

/**
 * How long a claim may go unanswered before it is taken as abandoned. The answer is kept in the
 * write's own transaction, so an unanswered claim means the write never committed: its process died
 * (or its request failed before it could release the key), and a retry may safely run it. Without
 * this the retry would be refused as "still running" for the key's whole lifetime. Every
 * money-moving POST answers in well under a second; one still running after a minute cannot commit
 * twice either: its keepIdempotentAnswer finds the claim taken over and rolls its write back.
 */
export const IDEMPOTENCY_CLAIM_ABANDONED_MS = 60 * 1000;

const expiredAt = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
const abandonedAt = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_CLAIM_ABANDONED_MS);

/**
 * Claims `key` within `scope` for a request whose body hashes to `requestHash`. One statement
 * claims atomically: two requests with the same key never both get "claimed". An expired row, or
 * a claim left unanswered for a minute (its process died), is taken over as if it were absent.
 */
export async function claimIdempotencyKey(
  db: Db,
  request: IdempotencyRequest,
  now = new Date(),
): Promise<IdempotencyClaim> {
  // A row can vanish between the insert and the read (its request failed and released it): try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...request, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          statusCode: null,
          responseBody: null,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: or(
          lte(idempotencyKeys.createdAt, expiredAt(now)),
          and(isNull(idempotencyKeys.statusCode), lte(idempotencyKeys.createdAt, abandonedAt(now))),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0)
      return { kind: "claimed", claim: { scope: request.scope, key: request.key, claimedAt: now } };
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
    if (!existing) continue;
    if (existing.requestHash !== request.requestHash) return { kind: "mismatch" };
    if (existing.statusCode === null || existing.responseBody === null) return { kind: "running" };
    return { kind: "replay", statusCode: existing.statusCode, responseBody: existing.responseBody };
  }
  return { kind: "running" };
}

const stillThisClaim = (claim: IdempotencyClaimed) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    isNull(idempotencyKeys.statusCode),
    eq(idempotencyKeys.createdAt, claim.claimedAt),
  );

/**
 * Keeps the successful answer of a claimed key, for its repeats. Run it with the write's own
 * transaction, as its last statement: the answer is kept exactly when the write commits. A claim
 * taken over meanwhile (this request outlived IDEMPOTENCY_CLAIM_ABANDONED_MS and a retry runs) is
 * a conflict that rolls this write back, so the retry's is the only one that commits.
 */
export async function keepIdempotentAnswer(
  tx: Db,
  claim: IdempotencyClaimed,
  answer: { statusCode: number; responseBody: string },
): Promise<void> {
  const kept = await tx
    .update(idempotencyKeys)
    .set(answer)
    .where(stillThisClaim(claim))
    .returning({ key: idempotencyKeys.key });
  if (kept.length === 0) throw new DomainFailure("conflict", CLAIM_TAKEN_OVER);
}

/** Forgets a claimed key whose request failed, so the client may retry with it; a kept answer stays. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaimed) {
  await db.delete(idempotencyKeys).where(stillThisClaim(claim));
}

/** Deletes the keys older than their lifetime (the hourly purge); answers how many went. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute<{ deleted: number }>(
    sql`with gone as (delete from ${idempotencyKeys} where ${lte(idempotencyKeys.createdAt, expiredAt(now))} returning 1)
        select count(*)::int as deleted from gone`,
  );
  return Number(rows(result)[0]?.deleted ?? 0);
}
