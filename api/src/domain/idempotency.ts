import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { type Db, rows } from "../db/client";
import { idempotencyKeys } from "../db/schema";

// The store behind the Idempotency-Key header (http/idempotency.ts; rules in
// api/docs/finance-money.md, "Idempotency"). A key is claimed before the request runs and holds
// the request's body hash; once the request has succeeded, its answer is kept on the row.

/** How long a key is remembered; an older row is ignored by every lookup and purged. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type IdempotencyClaim =
  /** The key is this request's now: run it, then finish or release the key. */
  | { kind: "claimed" }
  /** The same request already succeeded: answer what it answered. */
  | { kind: "replay"; statusCode: number; responseBody: string }
  /** The same request is still running (a double click). */
  | { kind: "running" }
  /** The key was used with another body. */
  | { kind: "mismatch" };

export type IdempotencyRequest = { scope: string; key: string; requestHash: string };

/**
 * How long a claim may go unanswered before it is taken as abandoned. Every money-moving POST
 * answers in well under a second; a claim still unanswered after a minute belongs to a process that
 * died between claiming the key and recording the answer, and without this its retry would be
 * refused as "still running" for the key's whole lifetime. The rare crash after the write committed
 * but before its answer was kept would let the retry run again: the cost of not yet claiming the
 * key inside the write's own transaction.
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
    if (claimed.length > 0) return { kind: "claimed" };
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

/** Keeps the successful answer of a claimed key, for its repeats. */
export async function finishIdempotencyKey(
  db: Db,
  request: Pick<IdempotencyRequest, "scope" | "key">,
  answer: { statusCode: number; responseBody: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
}

/** Forgets a claimed key whose request failed, so the client may retry with it. */
export async function releaseIdempotencyKey(db: Db, request: Pick<IdempotencyRequest, "scope" | "key">) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, request.scope),
        eq(idempotencyKeys.key, request.key),
        sql`${idempotencyKeys.statusCode} is null`,
      ),
    );
}

/** Deletes the keys older than their lifetime (the hourly purge); answers how many went. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute<{ deleted: number }>(
    sql`with gone as (delete from ${idempotencyKeys} where ${lte(idempotencyKeys.createdAt, expiredAt(now))} returning 1)
        select count(*)::int as deleted from gone`,
  );
  return Number(rows(result)[0]?.deleted ?? 0);
}
