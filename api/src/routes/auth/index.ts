import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { invalidateSession, SESSION_COOKIE } from "../../auth/sessions";
import { signIn } from "../../auth/sign-in";
import { TOO_MANY_ATTEMPTS } from "../../auth/throttle";
import { type AppContext, type AppEnv, clientAddress } from "../../http/context";
import { sessionCookie, unauthorized } from "../../http/middleware";
import { loginPage, logoutPage } from "./login-page";
import { previousTokens, setSignInCookies } from "./sign-in-cookies";
import { ssoButtons, ssoRefusalMessage, ssoRoutes } from "./sso";

export const WRONG_CREDENTIALS = "Correo o contraseña incorrectos";

/** Ends the request's session (if any), clears its cookie and goes home. */
async function endSession(c: AppContext, status: 302 | 303) {
  const token = sessionCookie(c);
  if (token) await invalidateSession(c.var.deps.db, token);
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
  return c.redirect("/", status);
}

export const authRoutes = new Hono<AppEnv>()
  .get("/login", (c) =>
    c.html(
      loginPage({
        providers: ssoButtons(c),
        error: ssoRefusalMessage(c, c.req.query("sso"), c.req.query("error")),
      }),
    ),
  )
  .route("/", ssoRoutes)
  .post("/login", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = typeof form.email === "string" ? form.email.trim().toLowerCase().slice(0, 320) : "";
    const password = typeof form.password === "string" ? form.password.slice(0, 1024) : "";
    const outcome = await signIn(c.var.deps.db, {
      email,
      password,
      address: clientAddress(c),
      previous: previousTokens(c),
    });
    const providers = ssoButtons(c);
    if (outcome.kind === "throttled") return c.html(loginPage({ error: TOO_MANY_ATTEMPTS, email, providers }), 429);
    if (outcome.kind === "wrong_credentials") {
      return c.html(loginPage({ error: WRONG_CREDENTIALS, email, providers }), 401);
    }
    setSignInCookies(c, outcome);
    return c.redirect("/", 302);
  })
  // A link from another site must not sign staff out: GET ends the session only on a navigation
  // from this app's own pages or a typed URL; otherwise it asks, and the button POSTs (Origin checked).
  .get("/logout", async (c) => {
    const site = c.req.header("sec-fetch-site");
    if (c.var.user && site !== "same-origin" && site !== "none") return c.html(logoutPage());
    return endSession(c, 302);
  })
  .post("/logout", (c) => endSession(c, 303))
  .get("/auth/user", (c) => {
    const user = c.var.user;
    if (!user) return unauthorized(c);
    return c.json({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
    });
  });
