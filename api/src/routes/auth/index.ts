import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { ABSOLUTE_LIFETIME_MS, createSession, invalidateSession, SESSION_COOKIE } from "../../auth/sessions";
import { beginSignInAttempt, signInSucceeded } from "../../auth/throttle";
import { users } from "../../db/schema";
import { type AppContext, type AppEnv, appOrigin, clientAddress } from "../../http/context";
import { sessionCookie } from "../../http/middleware";
import { verifyPassword } from "../../lib/passwords";
import { loginPage, logoutPage } from "./login-page";

export const WRONG_CREDENTIALS = "Correo o contraseña incorrectos";
export const TOO_MANY_ATTEMPTS = "Demasiados intentos fallidos. Espere unos minutos e inténtelo de nuevo.";

// Verifying against a dummy hash when the account is unknown keeps the answer's timing
// from telling which emails exist.
const dummyHash = Bun.password.hash("contraseña-que-no-existe", { algorithm: "argon2id" });

/** Costs what a real verification costs, and always fails. */
async function burnVerification(password: string): Promise<false> {
  await Bun.password.verify(password, await dummyHash);
  return false;
}

function setSessionCookie(c: AppContext, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: appOrigin(c).startsWith("https:"),
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
}

/** Ends the request's session (if any), clears its cookie and goes home. */
async function endSession(c: AppContext, status: 302 | 303) {
  const token = sessionCookie(c);
  if (token) await invalidateSession(c.var.deps.db, token);
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
  return c.redirect("/", status);
}

export const authRoutes = new Hono<AppEnv>()
  .get("/login", (c) => c.html(loginPage({})))
  .post("/login", async (c) => {
    const { db } = c.var.deps;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = typeof form.email === "string" ? form.email.trim().toLowerCase().slice(0, 320) : "";
    const password = typeof form.password === "string" ? form.password.slice(0, 1024) : "";
    const address = clientAddress(c);

    // Refused attempts never reach the password check (rules in docs/sign-in.md). One let
    // through counts as a failure until the password proves right.
    const attempt = await beginSignInAttempt(db, email, address);
    if (!attempt) return c.html(loginPage({ error: TOO_MANY_ATTEMPTS, email }), 429);
    const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await burnVerification(password);
    if (!user || !valid) return c.html(loginPage({ error: WRONG_CREDENTIALS, email }), 401);
    // A new session at every sign-in: a token planted before sign-in is worthless after. One
    // transaction, so a failed sign-in never leaves the old session ended and no new one.
    const old = sessionCookie(c);
    const token = await db.transaction(async (tx) => {
      if (old) await invalidateSession(tx, old);
      await signInSucceeded(tx, attempt);
      return createSession(tx, user.id);
    });
    setSessionCookie(c, token);
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
    if (!user) return c.text("Unauthorized", 401);
    return c.json({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
  });
