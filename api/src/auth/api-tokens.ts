import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiTokens, users } from "../db/schema";
import type { SessionUser } from "./sessions";
import { beginSignInAttempt, withdrawAttempt } from "./throttle";
import { secretMatches, splitToken } from "./tokens";

// `Authorization: Bearer <token>` (rules: api/docs/api-tokens.md). A token is stored like a
// session (tokens.ts); it acts as its user with the user's role of the moment, and the sign-in
// throttle (throttle.ts) counts a wrong one like a wrong password.

// Writing last_used_at on every request would turn each read into a write; a minute is precise
// enough to tell an admin whether an integration still runs.
const LAST_USE_UPDATE_INTERVAL_MS = 60 * 1000;

/**
 * What the throttle counts a bearer attempt against, in place of an email: the token's public
 * half, so guesses at one token are limited like guesses at one account. Never an email (no '@'),
 * so no account shares its failures. Anything not of our shape counts as one "token".
 */
const throttleKey = (tokenId: string | undefined) => `token:${tokenId ?? "?"}`;

export type BearerOutcome =
  | { kind: "signed_in"; user: SessionUser; apiTokenId: number }
  /** The throttle refused the attempt: the token was not even looked at. */
  | { kind: "throttled" }
  /** Unknown, forged, expired or revoked, or its user is deactivated. */
  | { kind: "refused" };

/**
 * Checks a bearer token under the sign-in throttle. Like a password attempt, it is recorded as a
 * failure before the token is checked (parallel guesses count each other), and withdrawn when the
 * secret is right, even for an expired or revoked token: knowing a real secret is no guess, and a
 * stale integration retrying must not lock its office's address out of signing in.
 */
export async function authenticateBearer(
  db: Db,
  token: string,
  address: string,
  now = new Date(),
): Promise<BearerOutcome> {
  const parts = splitToken(token);
  const attempt = await beginSignInAttempt(db, throttleKey(parts?.id), address, now);
  if (!attempt) return { kind: "throttled" };
  if (!parts) return { kind: "refused" };
  const [row] = await db
    .select({
      id: apiTokens.id,
      secretHash: apiTokens.secretHash,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenId, parts.id));
  if (!row || !secretMatches(parts.secret, row.secretHash)) return { kind: "refused" };
  await withdrawAttempt(db, attempt);
  if (row.revokedAt || now >= row.expiresAt || !row.isActive) return { kind: "refused" };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_UPDATE_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return {
    kind: "signed_in",
    apiTokenId: row.id,
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role },
  };
}
