import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { type Db, rows } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { DomainFailure } from "./failures";

// The store behind the Idempotency-Key header (http/idempotency.ts; rules in
// api/docs/finance-money.md, "Idempotency"). A key is claimed before the request runs and holds
// the request's body hash. The request's write transaction locks the claim first
// (holdIdempotencyClaim), so while the write runs, everyone can see that it runs; its answer is
// kept on the row by the transaction's last statement (keepIdempotentAnswer), so the write and its
// kept answer commit together or not at all.

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

/** The key's claim went to another request before this one's write began (see holdIdempotencyClaim). */
export const CLAIM_TAKEN_OVER =
  "Esta solicitud tardó demasiado y otra con la misma clave la reemplazó; no se registró nada";

/**
 * How long a claim may wait for its write to begin. A claim unanswered after that, which no write
 * transaction holds, is abandoned: its process died (a crash, a SIGKILL, a lost server behind a
 * proxy), or its request failed before it could release the key, and its write never committed, so
 * a retry may safely run it. A write still running holds its claim's row lock and is never taken
 * over, however long it runs. The wait covers what comes between the claim and the transaction
 * (validation, a free database connection), which takes milliseconds; a request slower than this
 * that loses its claim to a retry is refused (CLAIM_TAKEN_OVER) before it writes anything.
 */
export const IDEMPOTENCY_CLAIM_ABANDONED_MS = 5 * 1000;

const expiredAt = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
const abandonedAt = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_CLAIM_ABANDONED_MS);

/**
 * Claims `key` within `scope` for a request whose body hashes to `requestHash`. One statement
 * claims atomically: two requests with the same key never both get "claimed". An expired row is
 * taken over as if it were absent, and so is an abandoned claim (IDEMPOTENCY_CLAIM_ABANDONED_MS).
 * Nothing here waits for a running write: its locked row is read, never locked, and is "running".
 */
export async function claimIdempotencyKey(
  db: Db,
  request: IdempotencyRequest,
  now = new Date(),
): Promise<IdempotencyClaim> {
  const claim = { kind: "claimed", claim: { scope: request.scope, key: request.key, claimedAt: now } } as const;
  // A row can vanish between the insert and the read (its request failed and released it), or be
  // answered while a takeover looked at it: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    // DO NOTHING, not DO UPDATE: an update would wait for the row lock of a write still running.
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...request, createdAt: now })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return claim;
    const [existing] = await db.select().from(idempotencyKeys).where(sameKey(request));
    if (!existing) continue;
    if (isStale(existing, now)) {
      if (await takeOverStaleClaim(db, request, now)) return claim;
      continue; // held by a write that is still running, or answered meanwhile: read it again
    }
    if (existing.requestHash !== request.requestHash) return { kind: "mismatch" };
    if (existing.statusCode !== null && existing.responseBody !== null) {
      return { kind: "replay", statusCode: existing.statusCode, responseBody: existing.responseBody };
    }
    return { kind: "running" };
  }
  return { kind: "running" };
}

const sameKey = (request: { scope: string; key: string }) =>
  and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

/** Expired (any key older than its lifetime), or an unanswered claim old enough to be abandoned. */
const isStale = (row: { statusCode: number | null; createdAt: Date }, now: Date) =>
  row.createdAt <= expiredAt(now) || (row.statusCode === null && row.createdAt <= abandonedAt(now));

/**
 * Makes a stale key this request's, unless a write transaction holds it (SKIP LOCKED: a write that
 * runs is not waited for, it is running). Answers whether the key is now this request's claim.
 */
async function takeOverStaleClaim(db: Db, request: IdempotencyRequest, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [free] = await tx
      .select({ statusCode: idempotencyKeys.statusCode, createdAt: idempotencyKeys.createdAt })
      .from(idempotencyKeys)
      .where(sameKey(request))
      .for("update", { skipLocked: true });
    if (!free || !isStale(free, now)) return false;
    await tx
      .update(idempotencyKeys)
      .set({ requestHash: request.requestHash, statusCode: null, responseBody: null, createdAt: now })
      .where(sameKey(request));
    return true;
  });
}

const stillThisClaim = (claim: IdempotencyClaimed) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    isNull(idempotencyKeys.statusCode),
    eq(idempotencyKeys.createdAt, claim.claimedAt),
  );

/**
 * Locks the claim for the rest of the write's transaction; run it with the write's own
 * transaction, as its first statement. While the lock is held a retry sees the request running,
 * and when the process dies PostgreSQL ends the transaction and frees the claim for the retry. A
 * claim already taken over (this request took longer than IDEMPOTENCY_CLAIM_ABANDONED_MS to begin
 * its write) refuses the request before it writes anything.
 */
export async function holdIdempotencyClaim(tx: Db, claim: IdempotencyClaimed): Promise<void> {
  const held = await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(stillThisClaim(claim))
    .for("update");
  if (held.length === 0) throw new DomainFailure("conflict", CLAIM_TAKEN_OVER);
}

/**
 * Keeps the successful answer of a claimed key, for its repeats. Run it with the write's own
 * transaction, as its last statement: the answer is kept exactly when the write commits. The claim
 * is still this request's (holdIdempotencyClaim locked it); the check stays as the last guard.
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
