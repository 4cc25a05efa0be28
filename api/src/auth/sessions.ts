import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { StaffRole } from "../contract/roles";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import { issueToken, secretMatches, splitToken } from "./tokens";

// Lucia's session design (tokens.ts): a leaked sessions table signs nobody in.
export const SESSION_COOKIE = "session";
/** A session unused this long ends (a forgotten browser in an office). */
export const INACTIVITY_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** However active, a session ends after this long and the user signs in again. */
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last_active_at on every request would turn each read into a write.
const ACTIVITY_UPDATE_INTERVAL_MS = 60 * 1000;

export type SessionUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole;
};
export type ValidSession = { id: string; userId: number; createdAt: Date; lastActiveAt: Date };

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const { token, id, secretHash } = issueToken();
  await db.insert(sessions).values({ id, userId, secretHash, createdAt: now, lastActiveAt: now });
  return token;
}

function isExpired(session: { createdAt: Date; lastActiveAt: Date }, now: Date): boolean {
  return (
    now.getTime() - session.lastActiveAt.getTime() >= INACTIVITY_TIMEOUT_MS ||
    now.getTime() - session.createdAt.getTime() >= ABSOLUTE_LIFETIME_MS
  );
}

function prepareSessionLookup(db: Db) {
  return (
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        secretHash: sessions.secretHash,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(sessions)
      // A deactivated account's sessions are deleted with it; this join refuses any left behind.
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.isActive, true)))
      .where(eq(sessions.id, sql.placeholder("id")))
      .prepare("session_lookup")
  );
}
// Every signed-in request runs this lookup first: prepared once per database, PostgreSQL parses
// and plans it once per connection instead of on every request (docs/performance.md).
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function sessionLookup(db: Db) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/** The session and its user for a token, or null: unknown, forged or expired. */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ session: ValidSession; user: SessionUser } | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const { id, secret } = parts;
  const [row] = await sessionLookup(db).execute({ id });
  if (!row || !secretMatches(secret, row.secretHash)) return null;
  if (isExpired(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastActiveAt.getTime() >= ACTIVITY_UPDATE_INTERVAL_MS) {
    await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, id));
  }
  return {
    session: { id: row.id, userId: row.userId, createdAt: row.createdAt, lastActiveAt: now },
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role },
  };
}

/**
 * The role of each of these sessions that is still valid (not expired, its account active), read
 * without counting as activity: an open event stream must not keep its session alive.
 */
export async function liveSessionRoles(db: Db, ids: string[], now = new Date()): Promise<Map<string, StaffRole>> {
  const roles = new Map<string, StaffRole>();
  if (ids.length === 0) return roles;
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastActiveAt: sessions.lastActiveAt, role: users.role })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.isActive, true)))
    .where(inArray(sessions.id, ids));
  for (const row of rows) if (!isExpired(row, now)) roles.set(row.id, row.role);
  return roles;
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  const parts = splitToken(token);
  if (parts) await db.delete(sessions).where(eq(sessions.id, parts.id));
}

/**
 * Ends every session of a user, on every device: after a password change, whoever knew the old
 * password must not stay signed in. Answers how many ended.
 */
export async function invalidateUserSessions(db: Db, userId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of `userId` but `keepSessionId` (a password changed by its owner). */
export async function invalidateOtherSessions(db: Db, userId: number, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
