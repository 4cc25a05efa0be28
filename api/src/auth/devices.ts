import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInDevices, users } from "../db/schema";
import { issueToken, secretMatches, splitToken } from "./tokens";

// Device cookies (OWASP's defence against lockout attacks; rules in docs/sign-in.md): a browser
// an account signed in from carries proof of it, and the throttle limits such attempts on their
// own, so failures from other addresses never keep the owner out.
export const DEVICE_COOKIE = "device";
/** Renewed at every sign-in, so only a browser left unused for a year loses it. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** A new device for `userId`: the token its cookie carries. */
export async function createDevice(db: Db, userId: number, now = new Date()): Promise<string> {
  const { token, id, secretHash } = issueToken();
  await db.insert(signInDevices).values({ id, userId, secretHash, createdAt: now });
  return token;
}

/**
 * The device's id when `token` is a live device of the active account `email` names; null for a
 * forged, expired or forgotten token, or one of another account: such an attempt is a stranger's.
 */
export async function deviceOfAccount(db: Db, token: string, email: string, now = new Date()): Promise<string | null> {
  const parts = splitToken(token);
  if (!parts || !email) return null;
  const [row] = await db
    .select({ secretHash: signInDevices.secretHash })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.userId))
    .where(
      and(
        eq(signInDevices.id, parts.id),
        eq(users.email, email),
        eq(users.isActive, true),
        gt(signInDevices.createdAt, new Date(now.getTime() - DEVICE_LIFETIME_MS)),
      ),
    );
  return row && secretMatches(parts.secret, row.secretHash) ? parts.id : null;
}

/** Forgets the device a browser carried: a sign-in gives it a new one. */
export async function forgetDevice(db: Db, token: string): Promise<void> {
  const parts = splitToken(token);
  if (parts) await db.delete(signInDevices).where(eq(signInDevices.id, parts.id));
}

/** Forgets every device of a user: whoever signed in with an old password loses the exemption. */
export async function forgetUserDevices(db: Db, userId: number): Promise<void> {
  await db.delete(signInDevices).where(eq(signInDevices.userId, userId));
}
