import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { ABSOLUTE_LIFETIME_MS, createSession, invalidateSession, SESSION_COOKIE } from "../../auth/sessions";
import { users } from "../../db/schema";
import { type AppContext, type AppEnv, appOrigin, clientAddress } from "../../http/context";
import { sessionCookie } from "../../http/middleware";
import { verifyPassword } from "../../lib/passwords";
import { loginPage } from "./login-page";

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

export const authRoutes = new Hono<AppEnv>()
  .get("/login", (c) => c.html(loginPage({})))
  .post("/login", async (c) => {
    const { db } = c.var.deps;
    const throttle = c.var.deps.loginThrottle;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = typeof form.email === "string" ? form.email.trim().toLowerCase().slice(0, 320) : "";
    const password = typeof form.password === "string" ? form.password.slice(0, 1024) : "";
    const address = clientAddress(c);

    if (throttle.accounts.isBlocked(email) || throttle.addresses.isBlocked(address)) {
      return c.html(loginPage({ error: TOO_MANY_ATTEMPTS, email }), 429);
    }
    const [user] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await burnVerification(password);
    if (!user || !valid) {
      throttle.accounts.hit(email);
      throttle.addresses.hit(address);
      return c.html(loginPage({ error: WRONG_CREDENTIALS, email }), 401);
    }
    throttle.accounts.reset(email);
    // A new session at every sign-in: a token planted before sign-in is worthless after. One
    // transaction, so a failed sign-in never leaves the old session ended and no new one.
    const old = sessionCookie(c);
    const token = await db.transaction(async (tx) => {
      if (old) await invalidateSession(tx, old);
      return createSession(tx, user.id);
    });
    setSessionCookie(c, token);
    return c.redirect("/", 302);
  })
  .get("/logout", async (c) => {
    const token = sessionCookie(c);
    if (token) await invalidateSession(c.var.deps.db, token);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.redirect("/", 302);
  })
  .get("/auth/user", (c) => {
    const user = c.var.user;
    if (!user) return c.text("Unauthorized", 401);
    return c.json({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
  });
