import { describe, expect, test } from "bun:test";
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT, UnsecuredJWT } from "jose";
import { type IdTokenCheck, IdTokenRejected, identityFromClaims, verifyIdToken } from "./id-token";
import { microsoftIssuerMatches } from "./providers";

// The ID token checks with real keys and signatures (jose), no provider needed.

const ISSUER = "https://sso.istmo.test";
const CLIENT_ID = "sistema-interno";
const providerKeys = await generateKeyPair("RS256");
const strangerKeys = await generateKeyPair("RS256");
const publicJwk = { ...(await exportJWK(providerKeys.publicKey)), kid: "clave-1", alg: "RS256" };

const check: IdTokenCheck = {
  jwks: createLocalJWKSet({ keys: [publicJwk] }),
  audience: CLIENT_ID,
  issuerMatches: (payload) => payload.iss === ISSUER,
};

const now = () => Math.floor(Date.now() / 1000);

function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expiresAt?: number } = {}) {
  return new SignJWT({ email: "ana@istmo.test", email_verified: true, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "clave-1" })
    .setIssuer(typeof claims.iss === "string" ? claims.iss : ISSUER)
    .setAudience(claims.aud ?? CLIENT_ID)
    .setSubject("sujeto-1")
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? now() + 300)
    .sign(options.key ?? providerKeys.privateKey);
}

const refused = (token: Promise<string> | string) =>
  expect(Promise.resolve(token).then((value) => verifyIdToken(value, check))).rejects.toBeInstanceOf(IdTokenRejected);

describe("ID token verification", () => {
  test("a token signed by the provider, for this app, unexpired, is accepted", async () => {
    const claims = await verifyIdToken(await idToken(), check);
    expect(claims).toMatchObject({ iss: ISSUER, aud: CLIENT_ID, sub: "sujeto-1", email: "ana@istmo.test" });
  });

  test("a token signed with another key is refused", async () => {
    await refused(idToken({}, { key: strangerKeys.privateKey }));
  });

  test("an unsigned token is refused", async () => {
    const unsigned = new UnsecuredJWT({ email: "ana@istmo.test" })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject("sujeto-1")
      .setIssuedAt()
      .setExpirationTime("5m")
      .encode();
    await refused(unsigned);
  });

  test("an expired token is refused (beyond a minute of clock difference)", async () => {
    await refused(idToken({}, { expiresAt: now() - 120 }));
    await verifyIdToken(await idToken({}, { expiresAt: now() - 30 }), check);
  });

  test("a token for another app is refused", async () => {
    await refused(idToken({ aud: "otra-aplicacion" }));
  });

  test("with several audiences the token must be requested by this app (azp)", async () => {
    await refused(idToken({ aud: [CLIENT_ID, "otra-aplicacion"] }));
    await refused(idToken({ aud: [CLIENT_ID, "otra-aplicacion"], azp: "otra-aplicacion" }));
    await verifyIdToken(await idToken({ aud: [CLIENT_ID, "otra-aplicacion"], azp: CLIENT_ID }), check);
  });

  test("a token from another issuer is refused", async () => {
    await refused(idToken({ iss: "https://otro-proveedor.test" }));
  });
});

describe("the person in the claims", () => {
  test("email lower-cased, verified only when the provider says so", () => {
    expect(identityFromClaims({ sub: "s", email: " Ana@Istmo.Test ", email_verified: true })).toEqual({
      subject: "s",
      email: "ana@istmo.test",
      emailVerified: true,
      firstName: null,
      lastName: null,
    });
    expect(identityFromClaims({ sub: "s", email: "ana@istmo.test" }).emailVerified).toBe(false);
    expect(identityFromClaims({ sub: "s", email: "ana@istmo.test", email_verified: "true" }).emailVerified).toBe(true);
    expect(identityFromClaims({ sub: "s", email: "ana@istmo.test", email_verified: "false" }).emailVerified).toBe(
      false,
    );
    // No email, or not an email: nothing to verify.
    expect(identityFromClaims({ sub: "s", email_verified: true }).emailVerified).toBe(false);
    expect(identityFromClaims({ sub: "s", email: "no-es-correo", email_verified: true })).toMatchObject({
      email: "",
      emailVerified: false,
    });
  });

  test("names from given_name and family_name, else the whole name as the first name", () => {
    expect(identityFromClaims({ sub: "s", given_name: "Rosa", family_name: "Quintero", name: "R. Q." })).toMatchObject({
      firstName: "Rosa",
      lastName: "Quintero",
    });
    expect(identityFromClaims({ sub: "s", name: "Rosa Quintero" })).toMatchObject({
      firstName: "Rosa Quintero",
      lastName: null,
    });
  });
});

describe("Microsoft Entra ID issuers", () => {
  const tid = "9188040d-6c67-4c5b-b112-36a304b66dad";
  const issuer = `https://login.microsoftonline.com/${tid}/v2.0`;

  test("a tenant configured by id accepts only its own tokens", () => {
    expect(microsoftIssuerMatches(tid, { iss: issuer, tid })).toBe(true);
    expect(microsoftIssuerMatches(tid.toUpperCase(), { iss: issuer, tid })).toBe(true);
    const other = "00000000-0000-0000-0000-000000000001";
    expect(microsoftIssuerMatches(tid, { iss: `https://login.microsoftonline.com/${other}/v2.0`, tid: other })).toBe(
      false,
    );
  });

  test("'common' or a domain accepts any tenant's issuer, but only in Entra ID's shape", () => {
    expect(microsoftIssuerMatches("common", { iss: issuer, tid })).toBe(true);
    expect(microsoftIssuerMatches("istmo.onmicrosoft.com", { iss: issuer, tid })).toBe(true);
    expect(microsoftIssuerMatches("common", { iss: "https://atacante.test/v2.0", tid })).toBe(false);
    expect(microsoftIssuerMatches("common", { iss: issuer, tid: "otro" })).toBe(false);
  });
});
