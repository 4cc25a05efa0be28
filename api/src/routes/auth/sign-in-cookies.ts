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
  setCookie(c, SESSION_COOKIE, tokens.token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
  setCookie(c, DEVICE_COOKIE, tokens.deviceToken, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/api/login",
    secure,
    maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
  });
}

/** The session and device cookie a browser brings to a sign-in. */
export const previousTokens = (c: AppContext): PreviousTokens => ({
  session: sessionCookie(c),
  device: getCookie(c, DEVICE_COOKIE),
});
