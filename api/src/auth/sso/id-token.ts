import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { z } from "zod";
import { ProviderUnavailable } from "./discovery";

/** Who a provider says signed in: its stable id for the person, and their email and names. */
export type SsoIdentity = {
  /** The ID token's `sub`: stable at that provider, where an email may change. */
  subject: string;
  /** Lower-cased; empty when the provider sent none. */
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** How one provider's ID tokens are checked. */
export type IdTokenCheck = {
  jwks: JWTVerifyGetKey;
  /** The app's client id: the token must be issued to it. */
  audience: string;
  /** Whether `iss` is the provider's (a fixed value, or per tenant for Microsoft). */
  issuerMatches: (payload: JWTPayload) => boolean;
};

/** The ID token was not issued by the provider to this app, or is no longer valid. */
export class IdTokenRejected extends Error {}

// Clocks of the provider and this server may differ by a few seconds.
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Checks the ID token's signature against the provider's keys, its expiry, its audience (this
 * app) and its issuer, and answers its claims. jose refuses unsigned ('none') tokens.
 */
export async function verifyIdToken(idToken: string, check: IdTokenCheck): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, check.jwks, {
      audience: check.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
    }));
  } catch (error) {
    // The provider's keys could not be fetched: not the token's fault.
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      throw new ProviderUnavailable(`signing keys unavailable: ${(error as Error).message}`);
    }
    throw new IdTokenRejected(`ID token refused: ${error.message}`);
  }
  if (!check.issuerMatches(payload)) throw new IdTokenRejected(`ID token from another issuer: ${payload.iss}`);
  // With several audiences the token must say it was requested by this app (OIDC Core 3.1.3.7).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== check.audience) {
    throw new IdTokenRejected("ID token requested by another client (azp)");
  }
  return payload;
}

// Some providers send booleans as strings ("true").
const flag = z
  .union([z.boolean(), z.literal("true"), z.literal("false")])
  .transform((value) => value === true || value === "true");
const name = z
  .string()
  .transform((value) => value.trim().slice(0, 100) || null)
  .optional()
  .catch(undefined);

const identityClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.email())
    .optional()
    .catch(undefined),
  email_verified: flag.optional().catch(undefined),
  given_name: name,
  family_name: name,
  name: name,
});

/**
 * The person in a verified set of claims. `emailVerified` is the provider's own `email_verified`
 * unless the caller knows better (Microsoft Entra ID's is another claim, see providers.ts).
 */
export function identityFromClaims(claims: JWTPayload, emailVerified?: boolean): SsoIdentity {
  const parsed = identityClaims.parse(claims);
  const onlyName = !parsed.given_name && !parsed.family_name;
  return {
    subject: parsed.sub,
    email: parsed.email ?? "",
    emailVerified: Boolean(parsed.email) && (emailVerified ?? parsed.email_verified ?? false),
    firstName: (onlyName ? parsed.name : parsed.given_name) ?? null,
    lastName: parsed.family_name ?? null,
  };
}
