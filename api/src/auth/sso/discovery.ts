import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import { isHttpsOrLoopback } from "../../env";

/** What the app needs from an OpenID Connect provider's discovery document. */
export type OidcEndpoints = {
  /** The issuer exactly as the document writes it: ID tokens must carry this `iss`. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string | undefined;
  /** The provider's signing keys (jose fetches them again when a token names a new key). */
  jwks: JWTVerifyGetKey;
};

const endpoint = z.string().refine((value) => URL.canParse(value) && isHttpsOrLoopback(new URL(value)), {
  message: "no es una URL https",
});

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  jwks_uri: endpoint,
  userinfo_endpoint: endpoint.optional(),
});

// One fetch an hour per issuer: every sign-in needs the endpoints, and they hardly ever change.
// A failed fetch is not kept, so the next click tries again.
const CACHE_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 10_000;
const cache = new Map<string, { fetchedAt: number; endpoints: Promise<OidcEndpoints> }>();

/** The provider could not be reached, or answered something unusable: nobody's fault but its own. */
export class ProviderUnavailable extends Error {}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");

async function fetchEndpoints(issuer: string): Promise<OidcEndpoints> {
  try {
    return await readDiscoveryDocument(issuer);
  } catch (error) {
    throw new ProviderUnavailable(`OpenID Connect discovery of ${issuer} failed: ${(error as Error).message}`);
  }
}

async function readDiscoveryDocument(issuer: string): Promise<OidcEndpoints> {
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "error" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = discoveryDocument.parse(await response.json());
  // The document must be the configured issuer's (OpenID Connect Discovery 1.0, section 4.3).
  if (withoutTrailingSlash(document.issuer) !== withoutTrailingSlash(issuer)) {
    throw new Error(`${url} names another issuer: ${document.issuer}`);
  }
  return {
    issuer: document.issuer,
    authorizationEndpoint: document.authorization_endpoint,
    tokenEndpoint: document.token_endpoint,
    userinfoEndpoint: document.userinfo_endpoint,
    jwks: createRemoteJWKSet(new URL(document.jwks_uri)),
  };
}

/** The provider's endpoints and keys, from its discovery document (kept for an hour). */
export function discoverOidc(issuer: string, now = Date.now()): Promise<OidcEndpoints> {
  const cached = cache.get(issuer);
  if (cached && now - cached.fetchedAt < CACHE_MS) return cached.endpoints;
  const endpoints = fetchEndpoints(issuer);
  cache.set(issuer, { fetchedAt: now, endpoints });
  endpoints.catch(() => {
    if (cache.get(issuer)?.endpoints === endpoints) cache.delete(issuer);
  });
  return endpoints;
}
