import { setCookie } from "hono/cookie";
import { ABSOLUTE_LIFETIME_MS, SESSION_COOKIE } from "../../auth/sessions";
import { type AppContext, appOrigin } from "../../http/context";

/** The session cookie every sign-in sets (password or single sign-on): HttpOnly, SameSite=Lax, Secure on https. */
export function setSessionCookie(c: AppContext, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: appOrigin(c).startsWith("https:"),
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
}
