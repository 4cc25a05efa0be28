import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { verifyPassword } from "../lib/passwords";
import { createSession, invalidateSession } from "./sessions";
import { beginSignInAttempt, signInSucceeded } from "./throttle";

/** What a sign-in came to: a new session's token, or why there is none. */
export type SignInOutcome =
  | { kind: "signed_in"; token: string }
  | { kind: "throttled" }
  | { kind: "wrong_credentials" };

export type SignInRequest = {
  /** Already trimmed and lower-cased; empty when the form had none. */
  email: string;
  password: string;
  /** The visitor's address, which the throttle counts failures by. */
  address: string;
  /** The session token the browser still carried, ended on success. */
  previousToken?: string;
};

// Verifying against a dummy hash when the account is unknown keeps the answer's timing
// from telling which emails exist.
const dummyHash = Bun.password.hash("contraseña-que-no-existe", { algorithm: "argon2id" });

/** Costs what a real verification costs, and always fails. */
async function burnVerification(password: string): Promise<false> {
  await Bun.password.verify(password, await dummyHash);
  return false;
}

/** Checks the credentials under the throttle and, when they are right, opens a new session. */
export async function signIn(db: Db, request: SignInRequest): Promise<SignInOutcome> {
  const { email, password, address, previousToken } = request;
  // Refused attempts never reach the password check (rules in docs/sign-in.md). One let
  // through counts as a failure until the password proves right.
  const attempt = await beginSignInAttempt(db, email, address);
  if (!attempt) return { kind: "throttled" };
  const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await burnVerification(password);
  // A deactivated account gets the same answer as a wrong password: nothing to probe.
  if (!user || !valid || !user.isActive) return { kind: "wrong_credentials" };
  // A new session at every sign-in: a token planted before sign-in is worthless after. One
  // transaction, so a failed sign-in never leaves the old session ended and no new one.
  const token = await db.transaction(async (tx) => {
    await signInSucceeded(tx, attempt);
    return replaceSession(tx, user.id, previousToken);
  });
  return { kind: "signed_in", token };
}

/**
 * Where every way of signing in ends (password or single sign-on): the browser's old session, if
 * any, is ended and a new one opened. Call it inside the sign-in's transaction.
 */
export async function replaceSession(tx: Db, userId: number, previousToken: string | undefined): Promise<string> {
  if (previousToken) await invalidateSession(tx, previousToken);
  return createSession(tx, userId);
}
