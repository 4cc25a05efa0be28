import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { failedSignIns } from "../db/schema";

// Failed sign-ins are rows in the database: every replica counts the same, a restart forgives
// nobody. The rules (docs/sign-in.md), over the last 15 minutes:
// - one account from one address: 5 failures refuse that pair until they age out;
// - one address, whatever the accounts: 20 failures refuse the address the same way;
// - one account from anywhere: from the 5th failure on, the account is locked for 30 s after its
//   latest failure, doubling with each further one up to 5 minutes. An attacker spread over many
//   addresses is slowed to a crawl, and the owner waits minutes at most, never the whole window;
// - a right password clears the account's failures, from every address.
// An attempt with a device cookie of the account (devices.ts) is exempt from all three: its
// failures count against that device only, 5 of them and it is a stranger's again. So however
// many addresses attack an account, its owner gets in from a browser they signed in from before.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const ACCOUNT_LOCK_AFTER = 5;
export const ACCOUNT_LOCK_FIRST_MS = 30 * 1000;
export const ACCOUNT_LOCK_MAX_MS = 5 * 60 * 1000;
export const MAX_FAILURES_PER_DEVICE = 5;

/** The answer to a refused attempt, on the sign-in page and to a throttled API token alike. */
export const TOO_MANY_ATTEMPTS = "Demasiados intentos fallidos. Espere unos minutos e inténtelo de nuevo.";

// Real addresses are short; X-Forwarded-For may carry anything, and an index entry has a size limit.
const MAX_ADDRESS_LENGTH = 100;
// Any fixed number (the migrations use 727_001): one check-and-record at a time, on every replica.
const SIGN_IN_LOCK = 727_002;

/** How long an account is locked after its latest failure, given its failures in the window. */
export function accountLockMs(failures: number): number {
  if (failures < ACCOUNT_LOCK_AFTER) return 0;
  return Math.min(ACCOUNT_LOCK_FIRST_MS * 2 ** (failures - ACCOUNT_LOCK_AFTER), ACCOUNT_LOCK_MAX_MS);
}

export type RecentFailures = { pair: number; address: number; account: number; lastAccountFailure: Date | null };

/** Whether these failures (of the last window) refuse an attempt made at `now`. */
export function isRefused(failures: RecentFailures, now: Date): boolean {
  if (failures.pair >= MAX_FAILURES_PER_PAIR || failures.address >= MAX_FAILURES_PER_ADDRESS) return true;
  const last = failures.lastAccountFailure?.getTime();
  return last !== undefined && now.getTime() < last + accountLockMs(failures.account);
}

const windowStart = (now: Date) => new Date(now.getTime() - THROTTLE_WINDOW_MS);

/**
 * The failures of the window ending at `now` that concern this account or this address, those
 * made with a device cookie left out.
 */
export async function recentFailures(db: Db, email: string, address: string, now: Date): Promise<RecentFailures> {
  const t = failedSignIns;
  const ofAccount = sql`${t.email} = ${email}`;
  const ofAddress = sql`${t.address} = ${address}`;
  const [row] = await db
    .select({
      pair: sql`count(*) filter (where ${ofAccount} and ${ofAddress})`.mapWith(Number),
      address: sql`count(*) filter (where ${ofAddress})`.mapWith(Number),
      account: sql`count(*) filter (where ${ofAccount})`.mapWith(Number),
      lastAccountFailure: sql<Date | null>`max(${t.failedAt}) filter (where ${ofAccount})`.mapWith(t.failedAt),
    })
    .from(t)
    .where(and(gt(t.failedAt, windowStart(now)), isNull(t.deviceId), or(eq(t.email, email), eq(t.address, address))));
  return row ?? { pair: 0, address: 0, account: 0, lastAccountFailure: null };
}

/** Whether this device may still try: fewer than MAX_FAILURES_PER_DEVICE failures in the window. */
async function deviceMayTry(db: Db, deviceId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ failures: sql`count(*)`.mapWith(Number) })
    .from(failedSignIns)
    .where(and(eq(failedSignIns.deviceId, deviceId), gt(failedSignIns.failedAt, windowStart(now))));
  return (row?.failures ?? 0) < MAX_FAILURES_PER_DEVICE;
}

/**
 * An attempt let through, counted as a failure until signInSucceeded() withdraws it; `deviceId`
 * when it was let through on its device cookie.
 */
export type SignInAttempt = { id: number; email: string; deviceId: string | null };

/**
 * null when the throttle refuses the attempt: then nothing is recorded and the caller must not
 * check the password. Otherwise the attempt is recorded as a failure *before* the password is
 * checked, so parallel attempts count each other; the check and the record run under one
 * advisory lock, so two attempts on any replicas cannot both pass on the same count. `device` is
 * the id of the attempt's device cookie when it is a live one of this account (deviceOfAccount).
 */
export async function beginSignInAttempt(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
  device: string | null = null,
): Promise<SignInAttempt | null> {
  const at = address.slice(0, MAX_ADDRESS_LENGTH);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK})`);
    // A device that failed too often is treated as a stranger's, under the rules above.
    const deviceId = device && (await deviceMayTry(tx, device, now)) ? device : null;
    if (!deviceId && isRefused(await recentFailures(tx, email, at, now), now)) return null;
    const [row] = await tx
      .insert(failedSignIns)
      .values({ email, address: at, failedAt: now, deviceId })
      .returning({ id: failedSignIns.id });
    if (!row) throw new Error("no failed_sign_ins row");
    return { id: row.id, email, deviceId };
  });
}

/**
 * The password was right: the owner has proved it, so the account's failures from every address
 * are cleared, this attempt's included. Attempts that began later keep their rows. On a device
 * cookie only that device's failures are: an owner who signs in all day through an attack must not
 * keep lifting the account lock that slows the attacker.
 */
export async function signInSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  const whose = attempt.deviceId
    ? eq(failedSignIns.deviceId, attempt.deviceId)
    : eq(failedSignIns.email, attempt.email);
  await db.delete(failedSignIns).where(and(whose, lte(failedSignIns.id, attempt.id)));
}

/**
 * Withdraws one attempt's failure and nothing else: an API token whose secret was right
 * (auth/api-tokens.ts) was no guess, but it proves no account's password, so it clears no other
 * failure.
 */
export async function withdrawAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(failedSignIns).where(eq(failedSignIns.id, attempt.id));
}
