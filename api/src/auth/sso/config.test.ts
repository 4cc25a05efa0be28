import { expect, test } from "bun:test";
import { parseEnv } from "../../env";
import { configuredSsoProviders } from "./providers";

const oidc = { OIDC_ISSUER: "https://sso.istmo.pa", OIDC_CLIENT_ID: "app", OIDC_CLIENT_SECRET: "secreto" };
const google = { GOOGLE_CLIENT_ID: "app.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secreto" };
const microsoft = { MICROSOFT_TENANT_ID: "common", MICROSOFT_CLIENT_ID: "app", MICROSOFT_CLIENT_SECRET: "secreto" };

test("no provider variables: no provider", () => {
  expect(configuredSsoProviders(parseEnv({}))).toEqual([]);
});

test("each fully configured provider is offered, with its name on the button", () => {
  const all = configuredSsoProviders(parseEnv({ ...oidc, ...google, ...microsoft, OIDC_NAME: "Keycloak" }));
  expect(all.map(({ key, name }) => [key, name])).toEqual([
    ["google", "Google"],
    ["microsoft", "Microsoft"],
    ["oidc", "Keycloak"],
  ]);
  // Without OIDC_NAME, the issuer's host.
  expect(configuredSsoProviders(parseEnv(oidc)).map(({ name }) => name)).toEqual(["sso.istmo.pa"]);
});

test("half a provider's variables stop the server, naming what is missing", () => {
  expect(() => parseEnv({ GOOGLE_CLIENT_ID: "app" })).toThrow(
    /GOOGLE_CLIENT_SECRET: es requerido cuando se define GOOGLE_CLIENT_ID/,
  );
  expect(() => parseEnv({ ...oidc, OIDC_CLIENT_SECRET: "" })).toThrow(/OIDC_CLIENT_SECRET: es requerido/);
  expect(() => parseEnv({ MICROSOFT_CLIENT_ID: "app", MICROSOFT_CLIENT_SECRET: "s" })).toThrow(
    /MICROSOFT_TENANT_ID: es requerido/,
  );
  expect(() => parseEnv({ OIDC_NAME: "Keycloak" })).toThrow(/OIDC_ISSUER: es requerido cuando se define OIDC_NAME/);
  expect(() => parseEnv({ ...microsoft, MICROSOFT_TENANT_ID: "x/../y" })).toThrow(/MICROSOFT_TENANT_ID/);
});

test("OIDC_ISSUER: https, or http only on this machine", () => {
  for (const issuer of ["https://sso.istmo.pa/realms/staff", "http://localhost:8080", "http://127.0.0.1:4000/"]) {
    expect(parseEnv({ ...oidc, OIDC_ISSUER: issuer }).OIDC_ISSUER).toBe(issuer);
  }
  for (const issuer of [
    "http://sso.istmo.pa",
    "ftp://localhost",
    "https://u:p@sso.istmo.pa",
    "https://sso.istmo.pa/?a=1",
    "sso",
  ]) {
    expect(() => parseEnv({ ...oidc, OIDC_ISSUER: issuer })).toThrow(/OIDC_ISSUER: debe ser una URL https/);
  }
});

test("SSO_ALLOWED_DOMAINS: comma-separated domains, lower-cased, an '@' allowed in front", () => {
  expect(parseEnv({}).SSO_ALLOWED_DOMAINS).toEqual([]);
  expect(parseEnv({ SSO_ALLOWED_DOMAINS: " Istmo.pa, @ventas.istmo.pa,,istmo.pa " }).SSO_ALLOWED_DOMAINS).toEqual([
    "istmo.pa",
    "ventas.istmo.pa",
  ]);
  expect(() => parseEnv({ SSO_ALLOWED_DOMAINS: "istmo.pa, *.istmo.pa" })).toThrow(/"\*\.istmo\.pa" no es un dominio/);
});
