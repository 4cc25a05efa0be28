import { getCookie, setCookie } from "hono/cookie";
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from "../../auth/devices";
import { ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from "../../auth/sessions";
import type { PreviousTokens, SignInTokens } from "../../auth/sign-in";
import { type AppContext, appOrigin } from "../../http/context";
import { sessionCookie } from "../../http/middleware";

/**
 * The cookies every sign-in sets (password or single sign-on), both HttpOnly, SameSite=Lax and
 * Secure on https. The device cookie goes only to /api/login: the sign-in form and the single
 * sign-on callbacks, the only places that read it. Lax, not Strict: the callback is a navigation
 * from the provider's site, and the old device cookie must reach it to be replaced.
 */
export function setSignInCookies(c: AppContext, tokens: SignInTokens) {
  const secure = appOrigin(c).startsWith("https:");
  const set = (name: string, value: string, path: string, lifetimeMs: number) =>
    setCookie(c, name, value, { httpOnly: true, sameSite: "Lax", path, secure, maxAge: Math.floor(lifetimeMs / 1000) });
  set(SESSION_COOKIE, tokens.token, "/", ABSOLUTE_LIFETIME_MS);
  set(DEVICE_COOKIE, tokens.deviceToken, "/api/login", DEVICE_LIFETIME_MS);
}

/** The session and device cookie a browser brings to a sign-in. */
export const previousTokens = (c: AppContext): PreviousTokens => ({
  session: sessionCookie(c),
  device: getCookie(c, DEVICE_COOKIE),
});
