import { and, eq } from "drizzle-orm";
import { staffRoleLabels } from "../../contract/roles";
import type { Db } from "../../db/client";
import { type User, userIdentities, users } from "../../db/schema";
import { recordActivity } from "../../domain/activity";
import { type PreviousTokens, replaceSession, type SignInTokens } from "../sign-in";
import type { SsoIdentity } from "./id-token";

// Who a provider's verified identity signs in as (rules: api/docs/sso.md).

/** Why a single sign-on opened no session; each has its Spanish reason on the sign-in page. */
export const ssoRefusals = [
  "state",
  "denied",
  "exchange",
  "token",
  "unavailable",
  "unverified_email",
  "unknown_account",
  "inactive_account",
  "identity_conflict",
] as const;
export type SsoRefusal = (typeof ssoRefusals)[number];

export type SsoSignInOutcome = ({ kind: "signed_in" } & SignInTokens) | { kind: SsoRefusal };

export type SsoSignInRequest = {
  provider: { key: string; name: string };
  identity: SsoIdentity;
  /** SSO_ALLOWED_DOMAINS: lower-case email domains whose people get an account at first sign-in. */
  allowedDomains: readonly string[];
  /** The session and device cookie the browser still carried, replaced on success. */
  previous: PreviousTokens;
};

const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/**
 * The account for a verified identity: the one already linked to it at this provider, else the
 * one with its email, else a new 'staff' account when the email's domain is allowed. Then, as a
 * password sign-in does, a new session. One transaction: an account is never created or linked
 * without the session that justified it, nor a session opened for a half-linked account.
 */
export async function ssoSignIn(db: Db, request: SsoSignInRequest): Promise<SsoSignInOutcome> {
  const { provider, identity, previous } = request;
  // Even a linked identity needs it: the provider vouches for the person through the email.
  if (!identity.email || !identity.emailVerified) return { kind: "unverified_email" };
  return db.transaction(async (tx): Promise<SsoSignInOutcome> => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider.key), eq(userIdentities.subject, identity.subject)));
    let user: User | undefined = linked?.user;
    if (!user) {
      const found = await accountForEmail(tx, request);
      if (found.kind !== "account") return found;
      user = found.user;
      // Checked before linking: a deactivated account gets no new identity either.
      if (!user.isActive) return { kind: "inactive_account" };
      const link = await linkIdentity(tx, user.id, provider.key, identity.subject);
      if (link === "conflict") return { kind: "identity_conflict" };
      if (!found.created) {
        await recordActivity(tx, {
          userId: user.id,
          action: "update",
          entity: "user",
          entityId: user.id,
          summary: `Cuenta ${user.email} vinculada a ${provider.name}`,
        });
      }
    }
    if (!user.isActive) return { kind: "inactive_account" };
    return { kind: "signed_in", ...(await replaceSession(tx, user.id, previous)) };
  });
}

type AccountForEmail = { kind: "account"; user: User; created: boolean } | { kind: "unknown_account" };

/** The account with the identity's email, or a new 'staff' one for an allowed domain. */
async function accountForEmail(tx: Db, request: SsoSignInRequest): Promise<AccountForEmail> {
  const { identity, provider } = request;
  const [existing] = await tx.select().from(users).where(eq(users.email, identity.email));
  if (existing) return { kind: "account", user: existing, created: false };
  if (!request.allowedDomains.includes(emailDomain(identity.email))) return { kind: "unknown_account" };
  // DO NOTHING: the same person signing in twice at once; the first one's account stands.
  const [created] = await tx
    .insert(users)
    .values({
      email: identity.email,
      passwordHash: null,
      firstName: identity.firstName,
      lastName: identity.lastName,
      role: "staff",
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) {
    const [raced] = await tx.select().from(users).where(eq(users.email, identity.email));
    return raced ? { kind: "account", user: raced, created: false } : { kind: "unknown_account" };
  }
  await recordActivity(tx, {
    userId: created.id,
    action: "create",
    entity: "user",
    entityId: created.id,
    summary: `Usuario creado al iniciar sesión con ${provider.name}: ${created.email} (${staffRoleLabels[created.role]})`,
  });
  return { kind: "account", user: created, created: true };
}

/**
 * Records that this provider's `subject` is the account. An account already linked to another
 * subject at the same provider is refused: the email now names someone else there (an address
 * given to a new person), and that person must not inherit the account.
 */
async function linkIdentity(tx: Db, userId: number, provider: string, subject: string): Promise<"linked" | "conflict"> {
  const [other] = await tx
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  if (other && other.subject !== subject) return "conflict";
  await tx.insert(userIdentities).values({ userId, provider, subject }).onConflictDoNothing();
  // A concurrent first sign-in may have linked the subject first: it must be to this account.
  const [row] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.userId === userId ? "linked" : "conflict";
}
