import { CodeChallengeMethod, Google, MicrosoftEntraId, OAuth2Client, type OAuth2Tokens } from "arctic";
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import type { Env } from "../../env";
import { discoverOidc, ProviderUnavailable } from "./discovery";
import { IdTokenRejected, identityFromClaims, type SsoIdentity, verifyIdToken } from "./id-token";

// The single sign-on providers (rules: api/docs/sso.md). Google and Microsoft Entra ID through
// their arctic providers, any other OpenID Connect provider through its discovery document.

export const ssoProviderKeys = ["google", "microsoft", "oidc"] as const;
export type SsoProviderKey = (typeof ssoProviderKeys)[number];

const SCOPES = ["openid", "email", "profile"];

export type SsoProvider = {
  key: SsoProviderKey;
  /** On the sign-in page's button: 'Continuar con {name}'. */
  name: string;
  /** Where the browser goes to sign in: authorization code with PKCE (S256) and `state`. */
  authorizationUrl(redirectUri: string, state: string, codeVerifier: string): Promise<URL>;
  /** Trades the code for tokens at the provider, which refuses a code already used. */
  exchangeCode(redirectUri: string, code: string, codeVerifier: string): Promise<OAuth2Tokens>;
  /** The person in the verified ID token (throws IdTokenRejected or ProviderUnavailable). */
  identify(tokens: OAuth2Tokens): Promise<SsoIdentity>;
};

function idTokenOf(tokens: OAuth2Tokens): string {
  try {
    return tokens.idToken();
  } catch {
    throw new IdTokenRejected("the token response has no id_token");
  }
}

// One key set per URL for the life of the process: jose fetches it on first use and again when
// a token names a key it does not have (the provider rotated its keys).
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

const GOOGLE_ISSUERS = new Set(["https://accounts.google.com", "accounts.google.com"]);

function google(clientId: string, clientSecret: string): SsoProvider {
  const client = (redirectUri: string) => new Google(clientId, clientSecret, redirectUri);
  return {
    key: "google",
    name: "Google",
    authorizationUrl: async (redirectUri, state, verifier) =>
      client(redirectUri).createAuthorizationURL(state, verifier, SCOPES),
    exchangeCode: (redirectUri, code, verifier) => client(redirectUri).validateAuthorizationCode(code, verifier),
    identify: async (tokens) => {
      const claims = await verifyIdToken(idTokenOf(tokens), {
        jwks: keySet("https://www.googleapis.com/oauth2/v3/certs"),
        audience: clientId,
        issuerMatches: (payload) => GOOGLE_ISSUERS.has(payload.iss ?? ""),
      });
      return identityFromClaims(claims);
    },
  };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const yes = (value: unknown) => value === true || value === "true" || value === 1 || value === "1";

/**
 * Entra ID writes the tenant into `iss`: https://login.microsoftonline.com/{tid}/v2.0. A tenant
 * configured by its id must be the token's; by name ('common', a domain) any tenant's `iss` of
 * that shape is accepted, the audience (this app) and the email rules still apply.
 */
export function microsoftIssuerMatches(tenant: string, payload: JWTPayload): boolean {
  const tid = typeof payload.tid === "string" ? payload.tid : "";
  if (!GUID.test(tid) || payload.iss !== `https://login.microsoftonline.com/${tid}/v2.0`) return false;
  return !GUID.test(tenant) || tid.toLowerCase() === tenant.toLowerCase();
}

function microsoft(tenant: string, clientId: string, clientSecret: string): SsoProvider {
  const client = (redirectUri: string) => new MicrosoftEntraId(tenant, clientId, clientSecret, redirectUri);
  return {
    key: "microsoft",
    name: "Microsoft",
    authorizationUrl: async (redirectUri, state, verifier) =>
      client(redirectUri).createAuthorizationURL(state, verifier, SCOPES),
    exchangeCode: (redirectUri, code, verifier) => client(redirectUri).validateAuthorizationCode(code, verifier),
    identify: async (tokens) => {
      const claims = await verifyIdToken(idTokenOf(tokens), {
        jwks: keySet(`https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`),
        audience: clientId,
        issuerMatches: (payload) => microsoftIssuerMatches(tenant, payload),
      });
      // Entra ID sends no email_verified: its optional claim xms_edov says the email's domain
      // is verified by the tenant. Without one of the two the email is not trusted.
      return identityFromClaims(claims, yes(claims.email_verified) || yes(claims.xms_edov));
    },
  };
}

const userinfoAnswer = z.looseObject({ sub: z.string() });

/**
 * Providers may keep the email out of the ID token and answer it at the userinfo endpoint (the
 * default of many certified servers). Its answer counts only for the ID token's own subject.
 */
async function withUserinfo(claims: JWTPayload, userinfoEndpoint: string, accessToken: string): Promise<JWTPayload> {
  let answer: unknown;
  try {
    const response = await fetch(userinfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
      redirect: "error",
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    answer = await response.json();
  } catch (error) {
    throw new ProviderUnavailable(`userinfo failed: ${(error as Error).message}`);
  }
  const userinfo = userinfoAnswer.safeParse(answer);
  if (!userinfo.success || userinfo.data.sub !== claims.sub)
    throw new IdTokenRejected("userinfo names another subject");
  return { ...userinfo.data, ...claims };
}

function openIdConnect(issuer: string, clientId: string, clientSecret: string, name: string): SsoProvider {
  const client = (redirectUri: string) => new OAuth2Client(clientId, clientSecret, redirectUri);
  return {
    key: "oidc",
    name,
    authorizationUrl: async (redirectUri, state, verifier) => {
      const { authorizationEndpoint } = await discoverOidc(issuer);
      return client(redirectUri).createAuthorizationURLWithPKCE(
        authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        verifier,
        SCOPES,
      );
    },
    exchangeCode: async (redirectUri, code, verifier) => {
      const { tokenEndpoint } = await discoverOidc(issuer);
      return client(redirectUri).validateAuthorizationCode(tokenEndpoint, code, verifier);
    },
    identify: async (tokens) => {
      const provider = await discoverOidc(issuer);
      const claims = await verifyIdToken(idTokenOf(tokens), {
        jwks: provider.jwks,
        audience: clientId,
        issuerMatches: (payload) => payload.iss === provider.issuer,
      });
      const complete =
        claims.email === undefined && provider.userinfoEndpoint
          ? await withUserinfo(claims, provider.userinfoEndpoint, tokens.accessToken())
          : claims;
      return identityFromClaims(complete);
    },
  };
}

/** The providers whose variables are all set, in the order their buttons appear. */
export function configuredSsoProviders(env: Env): SsoProvider[] {
  const providers: SsoProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET));
  }
  if (env.MICROSOFT_TENANT_ID && env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    providers.push(microsoft(env.MICROSOFT_TENANT_ID, env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET));
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    const name = env.OIDC_NAME ?? new URL(env.OIDC_ISSUER).host;
    providers.push(openIdConnect(env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET, name));
  }
  return providers;
}

/** The configured provider `key`, or undefined (its routes then answer 404). */
export function configuredSsoProvider(env: Env, key: string): SsoProvider | undefined {
  return configuredSsoProviders(env).find((provider) => provider.key === key);
}
