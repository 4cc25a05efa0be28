import { and, eq, gt, lte, or, sql } from "drizzle-orm";
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
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const ACCOUNT_LOCK_AFTER = 5;
export const ACCOUNT_LOCK_FIRST_MS = 30 * 1000;
export const ACCOUNT_LOCK_MAX_MS = 5 * 60 * 1000;

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

/** The failures of the window ending at `now` that concern this account or this address. */
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
    .where(
      and(gt(t.failedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)), or(eq(t.email, email), eq(t.address, address))),
    );
  return row ?? { pair: 0, address: 0, account: 0, lastAccountFailure: null };
}

/** An attempt let through, counted as a failure until signInSucceeded() withdraws it. */
export type SignInAttempt = { id: number; email: string };

/**
 * null when the throttle refuses the attempt: then nothing is recorded and the caller must not
 * check the password. Otherwise the attempt is recorded as a failure *before* the password is
 * checked, so parallel attempts count each other; the check and the record run under one
 * advisory lock, so two attempts on any replicas cannot both pass on the same count.
 */
export async function beginSignInAttempt(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<SignInAttempt | null> {
  const at = address.slice(0, MAX_ADDRESS_LENGTH);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK})`);
    if (isRefused(await recentFailures(tx, email, at, now), now)) return null;
    const [row] = await tx
      .insert(failedSignIns)
      .values({ email, address: at, failedAt: now })
      .returning({ id: failedSignIns.id });
    if (!row) throw new Error("no failed_sign_ins row");
    return { id: row.id, email };
  });
}

/**
 * The password was right: the owner has proved it, so the account's failures from every address
 * are cleared, this attempt's included. Attempts that began later keep their rows.
 */
export async function signInSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(failedSignIns).where(and(eq(failedSignIns.email, attempt.email), lte(failedSignIns.id, attempt.id)));
}
