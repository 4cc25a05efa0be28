import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { verifyPassword } from "../lib/passwords";
import { createDevice, deviceOfAccount, forgetDevice } from "./devices";
import { createSession, invalidateSession } from "./sessions";
import { beginSignInAttempt, signInSucceeded } from "./throttle";

/** What the browser gets at every sign-in: a session, and a device cookie for the next ones. */
export type SignInTokens = { token: string; deviceToken: string };

/** What the browser carried into a sign-in: both are replaced on success. */
export type PreviousTokens = { session?: string; device?: string };

/** What a sign-in came to: new tokens, or why there are none. */
export type SignInOutcome =
  | ({ kind: "signed_in" } & SignInTokens)
  | { kind: "throttled" }
  | { kind: "wrong_credentials" };

export type SignInRequest = {
  /** Already trimmed and lower-cased; empty when the form had none. */
  email: string;
  password: string;
  /** The visitor's address, which the throttle counts failures by. */
  address: string;
  /** The tokens the browser carried: its device cookie may exempt it from the account's limits. */
  previous: PreviousTokens;
};

// Verifying against a dummy hash when the account is unknown keeps the answer's timing
// from telling which emails exist.
const dummyHash = Bun.password.hash("contraseña-que-no-existe", { algorithm: "argon2id" });

/** Costs what a real verification costs, and always fails. */
async function burnVerification(password: string): Promise<false> {
  await Bun.password.verify(password, await dummyHash);
  return false;
}

/** Checks the credentials under the throttle and, when they are right, issues a new session and device cookie. */
export async function signIn(db: Db, request: SignInRequest): Promise<SignInOutcome> {
  const { email, password, address, previous } = request;
  const now = new Date();
  // A browser this account signed in from before is throttled on its own, so failures elsewhere
  // never keep its owner out. Refused attempts never reach the password check (rules in
  // docs/sign-in.md). One let through counts as a failure until the password proves right.
  const device = previous.device ? await deviceOfAccount(db, previous.device, email, now) : null;
  const attempt = await beginSignInAttempt(db, email, address, now, device);
  if (!attempt) return { kind: "throttled" };
  const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await burnVerification(password);
  // A deactivated account gets the same answer as a wrong password: nothing to probe.
  if (!user || !valid || !user.isActive) return { kind: "wrong_credentials" };
  // A new session at every sign-in: a token planted before sign-in is worthless after. One
  // transaction, so a failed sign-in never leaves the old session ended and no new one.
  const tokens = await db.transaction(async (tx) => {
    await signInSucceeded(tx, attempt);
    return replaceSession(tx, user.id, previous);
  });
  return { kind: "signed_in", ...tokens };
}

/**
 * Where every way of signing in ends (password or single sign-on): the browser's old session and
 * device cookie, if any, are ended and new ones issued, so a device cookie lives a year from the
 * last sign-in and a copied one stops working at its owner's next. Call it inside the sign-in's
 * transaction.
 */
export async function replaceSession(tx: Db, userId: number, previous: PreviousTokens): Promise<SignInTokens> {
  if (previous.session) await invalidateSession(tx, previous.session);
  if (previous.device) await forgetDevice(tx, previous.device);
  return { token: await createSession(tx, userId), deviceToken: await createDevice(tx, userId) };
}
