import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { ArcticFetchError, generateCodeVerifier, generateState } from "arctic";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ProviderUnavailable } from "../../auth/sso/discovery";
import { IdTokenRejected } from "../../auth/sso/id-token";
import { configuredSsoProvider, configuredSsoProviders, type SsoProvider } from "../../auth/sso/providers";
import { type SsoRefusal, ssoRefusals, ssoSignIn } from "../../auth/sso/sign-in";
import { type AppContext, type AppEnv, appOrigin } from "../../http/context";
import { previousTokens, setSignInCookies } from "./sign-in-cookies";

// Single sign-on under /api/login/ (rules: api/docs/sso.md): GET /api/login/{provider} sends the
// browser to the provider, GET /api/login/{provider}/callback brings it back signed in, or to the
// sign-in page with the reason in Spanish.

const reasons: Record<SsoRefusal, string> = {
  state: "la solicitud venció o no se inició en este navegador. Inténtelo de nuevo.",
  denied: "se canceló el acceso en el proveedor.",
  exchange: "el proveedor no aceptó la autorización. Inténtelo de nuevo.",
  token: "la respuesta del proveedor no es válida.",
  unavailable: "el proveedor no responde. Inténtelo más tarde.",
  unverified_email: "el proveedor no ha verificado su correo electrónico.",
  unknown_account: "su correo no tiene una cuenta en el sistema. Pida acceso a un administrador.",
  inactive_account: "su cuenta está desactivada.",
  identity_conflict: "su cuenta ya está vinculada a otra identidad de ese proveedor.",
};

export const ssoRefusalText = (providerName: string, refusal: SsoRefusal) =>
  `No se pudo iniciar sesión con ${providerName}: ${reasons[refusal]}`;

/** The sign-in page's message for `?sso=…&error=…`; only known providers and reasons are shown. */
export function ssoRefusalMessage(c: AppContext, key: string | undefined, error: string | undefined) {
  const provider = key ? configuredSsoProvider(c.var.deps.env, key) : undefined;
  const refusal = ssoRefusals.find((known) => known === error);
  return provider && refusal ? ssoRefusalText(provider.name, refusal) : undefined;
}

/** The buttons of the sign-in page: one per configured provider. */
export const ssoButtons = (c: AppContext) =>
  configuredSsoProviders(c.var.deps.env).map(({ key, name }) => ({ name, href: `/api/login/${key}` }));

// The state and PKCE verifier wait in the browser, not the server: HttpOnly, sent only to this
// provider's callback, gone after 10 minutes or at the callback, whatever its outcome.
const STATE_COOKIE = "sso_state";
const VERIFIER_COOKIE = "sso_verifier";
const FLOW_SECONDS = 10 * 60;
const callbackPath = (provider: SsoProvider) => `/api/login/${provider.key}/callback`;

function refuse(c: AppContext, provider: SsoProvider, refusal: SsoRefusal, error?: unknown) {
  // The visitor sees a short reason; the operator needs the provider's own words.
  if (error) console.warn(`Inicio de sesión con ${provider.name} rechazado (${refusal}): ${(error as Error).message}`);
  return c.redirect(`/api/login?sso=${provider.key}&error=${refusal}`, 302);
}

/** The refusal an error of the code exchange or the token check stands for. */
function refusalFor(error: unknown, step: "exchange" | "token"): SsoRefusal {
  if (error instanceof ProviderUnavailable || error instanceof ArcticFetchError) return "unavailable";
  if (error instanceof IdTokenRejected) return "token";
  return step;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && constantTimeEqual(new TextEncoder().encode(a), new TextEncoder().encode(b));

export const ssoRoutes = new Hono<AppEnv>()
  .get("/login/:provider/callback", async (c) => {
    const provider = configuredSsoProvider(c.var.deps.env, c.req.param("provider"));
    if (!provider) return c.notFound();
    const expectedState = getCookie(c, STATE_COOKIE);
    const verifier = getCookie(c, VERIFIER_COOKIE);
    // One use: a replayed or shared callback URL finds no state left in the browser.
    deleteCookie(c, STATE_COOKIE, { path: callbackPath(provider) });
    deleteCookie(c, VERIFIER_COOKIE, { path: callbackPath(provider) });
    const { state, code, error } = c.req.query();
    if (!state || !expectedState || !verifier || !sameText(state, expectedState)) return refuse(c, provider, "state");
    if (error) return refuse(c, provider, error === "access_denied" ? "denied" : "exchange");
    if (!code) return refuse(c, provider, "exchange");

    const redirectUri = `${appOrigin(c)}${callbackPath(provider)}`;
    let tokens: Awaited<ReturnType<SsoProvider["exchangeCode"]>>;
    try {
      tokens = await provider.exchangeCode(redirectUri, code, verifier);
    } catch (exchangeError) {
      return refuse(c, provider, refusalFor(exchangeError, "exchange"), exchangeError);
    }
    let identity: Awaited<ReturnType<SsoProvider["identify"]>>;
    try {
      identity = await provider.identify(tokens);
    } catch (tokenError) {
      return refuse(c, provider, refusalFor(tokenError, "token"), tokenError);
    }
    const outcome = await ssoSignIn(c.var.deps.db, {
      provider,
      identity,
      allowedDomains: c.var.deps.env.SSO_ALLOWED_DOMAINS,
      previous: previousTokens(c),
    });
    if (outcome.kind !== "signed_in") return refuse(c, provider, outcome.kind);
    setSignInCookies(c, outcome);
    return c.redirect("/", 302);
  })
  .get("/login/:provider", async (c) => {
    const provider = configuredSsoProvider(c.var.deps.env, c.req.param("provider"));
    if (!provider) return c.notFound();
    const state = generateState();
    const verifier = generateCodeVerifier();
    let url: URL;
    try {
      url = await provider.authorizationUrl(`${appOrigin(c)}${callbackPath(provider)}`, state, verifier);
    } catch (error) {
      return refuse(c, provider, "unavailable", error);
    }
    const cookie = {
      httpOnly: true,
      sameSite: "Lax",
      path: callbackPath(provider),
      secure: appOrigin(c).startsWith("https:"),
      maxAge: FLOW_SECONDS,
    } as const;
    setCookie(c, STATE_COOKIE, state, cookie);
    setCookie(c, VERIFIER_COOKIE, verifier, cookie);
    return c.redirect(url.toString(), 302);
  });
