import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { ABSOLUTE_LIFETIME_MS, INACTIVITY_TIMEOUT_MS } from "../../auth/sessions";
import {
  ACCOUNT_LOCK_AFTER,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  TOO_MANY_ATTEMPTS,
} from "../../auth/throttle";
import type { Db } from "../../db/client";
import { failedSignIns, sessions } from "../../db/schema";
import { describeEachDatabase, describeSharedPostgres } from "../../test/databases";
import { ageFailures, createUser, jsonRequest, loginRequest, signIn, type TestApp, testApp } from "../../test/harness";
import { WRONG_CREDENTIALS } from ".";

const failuresOf = async (db: Db, email: string) =>
  (await db.select().from(failedSignIns).where(eq(failedSignIns.email, email))).length;

describeEachDatabase("sign-in and sessions", (getDb) => {
  test("GET /api/login serves the Spanish sign-in form", async () => {
    const response = await testApp(getDb()).request("/api/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(">Correo electrónico</label>");
    expect(html).toContain(">Contraseña</label>");
    expect(html).toContain(">Iniciar Sesión</button>");
    expect(html).not.toContain(WRONG_CREDENTIALS);
  });

  test("the right password creates a session cookie and lands on /", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db, { firstName: "Lucía" });
    const response = await loginRequest(app, user.email.toUpperCase(), user.password);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^session=[a-z2-7]{32}\.[a-z2-7]{32};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");

    const cookie = setCookie.split(";")[0] ?? "";
    const me = await jsonRequest(app, "GET", "/api/auth/user", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Lucía",
      lastName: null,
      role: "admin",
    });

    // Only a hash of the secret half is stored.
    const [id, secret] = cookie.slice("session=".length).split(".");
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, id ?? ""));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret ?? "-");
  });

  test("a secure cookie behind an https PUBLIC_ORIGIN", async () => {
    const db = getDb();
    const app = testApp(db, { PUBLIC_ORIGIN: "https://erp.istmo.test" });
    const user = await createUser(db);
    const response = await app.request("/api/login", {
      method: "POST",
      headers: { Origin: "https://erp.istmo.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toContain("Secure");
  });

  test("a wrong password or an unknown account gets the same message and no session", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    const wrong = await loginRequest(app, user.email, "otra-clave-000", "10.1.0.1");
    const unknown = await loginRequest(app, "nadie@istmo.test", "otra-clave-000", "10.1.0.1");
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toContain(WRONG_CREDENTIALS);
    }
  });

  test("5 failures from anywhere lock the account briefly, even against the right password", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    for (let i = 0; i < ACCOUNT_LOCK_AFTER; i++) {
      expect((await loginRequest(app, user.email, "mala-clave-1", `10.2.0.${i}`)).status).toBe(401);
    }
    const blocked = await loginRequest(app, user.email, user.password, "10.2.1.1");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TOO_MANY_ATTEMPTS);
    // Refused before the password is checked: nothing more is counted.
    expect(await failuresOf(db, user.email)).toBe(ACCOUNT_LOCK_AFTER);
    // Another account is not affected.
    const other = await createUser(db);
    expect((await loginRequest(app, other.email, other.password, "10.2.1.1")).status).toBe(302);
  });

  test("an attacker's 5 failures from one address: the owner gets in from another once the short lock has passed", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await loginRequest(app, user.email, "mala-clave-1", "10.4.0.1");
    expect((await loginRequest(app, user.email, user.password, "10.4.0.2")).status).toBe(429);
    await ageFailures(db, user.email, 31);
    // The attacker's address stays refused for the whole window, whatever password it tries.
    expect((await loginRequest(app, user.email, user.password, "10.4.0.1")).status).toBe(429);
    expect((await loginRequest(app, user.email, user.password, "10.4.0.2")).status).toBe(302);
    // The owner proved the password: the account's failures are cleared, from every address.
    expect(await failuresOf(db, user.email)).toBe(0);
  });

  test("each further failure doubles the account's lock", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    for (let i = 0; i < ACCOUNT_LOCK_AFTER; i++) await loginRequest(app, user.email, "mala-clave-1", `10.4.1.${i}`);
    await ageFailures(db, user.email, 31);
    expect((await loginRequest(app, user.email, "mala-clave-2", "10.4.2.1")).status).toBe(401);
    // The 6th failure locks for 60 s from itself.
    await ageFailures(db, user.email, 59);
    expect((await loginRequest(app, user.email, user.password, "10.4.2.2")).status).toBe(429);
    await ageFailures(db, user.email, 2);
    expect((await loginRequest(app, user.email, user.password, "10.4.2.2")).status).toBe(302);
  });

  test("the throttle outlives the app: a new instance on the same database still refuses", async () => {
    const db = getDb();
    const user = await createUser(db);
    const before = testApp(db);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await loginRequest(before, user.email, "mala-clave-1", "10.4.3.1");
    expect((await loginRequest(testApp(db), user.email, user.password, "10.4.3.1")).status).toBe(429);
  });

  test("sign-ins are throttled per address across accounts", async () => {
    const db = getDb();
    const app = testApp(db);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      await loginRequest(app, `adivina${i}@istmo.test`, "mala-clave-1", "10.3.0.1");
    }
    const user = await createUser(db);
    expect((await loginRequest(app, user.email, user.password, "10.3.0.1")).status).toBe(429);
    expect((await loginRequest(app, user.email, user.password, "10.3.0.2")).status).toBe(302);
  });

  test("each sign-in creates a new session; sign-out ends it", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    const first = await signIn(app, user.email, user.password);
    const second = await signIn(app, user.email, user.password);
    expect(first).not.toBe(second);

    // The shell's 'Cerrar Sesión' link: a navigation from the app's own page.
    const logout = await app.request("/api/logout", { headers: { Cookie: second, "Sec-Fetch-Site": "same-origin" } });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/");
    expect(logout.headers.get("set-cookie")).toMatch(/^session=;/);
    const after = await jsonRequest(app, "GET", "/api/auth/user", { cookie: second });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: "Unauthorized: inicie sesión para continuar" });
    // The other session is untouched.
    expect((await jsonRequest(app, "GET", "/api/auth/user", { cookie: first })).status).toBe(200);
  });

  test("a forged secret is refused", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    const cookie = await signIn(app, user.email, user.password);
    const forged = `${cookie.split(".")[0]}.${"a".repeat(32)}`;
    expect((await jsonRequest(app, "GET", "/api/auth/user", { cookie: forged })).status).toBe(401);
    expect((await jsonRequest(app, "GET", "/api/auth/user", { cookie: "session=basura" })).status).toBe(401);
  });

  test("a session cookie that is no token of ours is no session, never a 500", async () => {
    const app = testApp(getDb());
    // "%00" decodes to a NUL byte, which PostgreSQL refuses in a text parameter.
    for (const cookie of ["session=a%00b.c", "session=abc.d%00", "session=%E0%A4%A", "session=.."]) {
      const me = await jsonRequest(app, "GET", "/api/auth/user", { cookie });
      expect({ cookie, status: me.status, body: await me.json() }).toEqual({
        cookie,
        status: 401,
        body: { error: "Unauthorized: inicie sesión para continuar" },
      });
      expect((await jsonRequest(app, "GET", "/api/health", { cookie })).status).toBe(200);
      expect((await jsonRequest(app, "GET", "/api/logout", { cookie })).status).toBe(302);
    }
  });

  test("sessions expire after inactivity and after their absolute lifetime", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    const idle = await signIn(app, user.email, user.password);
    const old = await signIn(app, user.email, user.password);
    const idOf = (cookie: string) => cookie.slice("session=".length).split(".")[0] ?? "";
    const now = Date.now();
    await db
      .update(sessions)
      .set({ lastActiveAt: new Date(now - INACTIVITY_TIMEOUT_MS - 1000) })
      .where(eq(sessions.id, idOf(idle)));
    await db
      .update(sessions)
      .set({ createdAt: new Date(now - ABSOLUTE_LIFETIME_MS - 1000), lastActiveAt: new Date(now) })
      .where(eq(sessions.id, idOf(old)));
    for (const cookie of [idle, old]) {
      const response = await jsonRequest(app, "GET", "/api/auth/user", { cookie });
      expect(response.status).toBe(401);
      expect(
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.id, idOf(cookie))),
      ).toHaveLength(0);
    }
  });
});

describeSharedPostgres("sign-in throttle", (open) => {
  test("two instances on one database count the same failures", async () => {
    const [first, second] = [(await open()).db, (await open()).db];
    const apps = [testApp(first), testApp(second)];
    const user = await createUser(first);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await loginRequest(apps[i % 2] as TestApp, user.email, "mala-clave-1", "10.4.9.1")).status).toBe(401);
    }
    for (const app of apps) expect((await loginRequest(app, user.email, user.password, "10.4.9.1")).status).toBe(429);
  });
});
