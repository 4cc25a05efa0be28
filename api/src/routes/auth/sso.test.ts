import { afterAll, beforeAll, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLog, sessions, userIdentities, users } from "../../db/schema";
import { describeEachDatabase } from "../../test/databases";
import { createUser, jsonRequest, ORIGIN, type TestApp, testApp } from "../../test/harness";
import {
  passProviderScreens,
  startTestOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from "../../test/oidc-provider";
import { ssoRefusalText } from "./sso";

// Single sign-on against a real OpenID Connect provider (oidc-provider) on loopback: the app's
// routes through app.request(), the provider's screens through fetch, as a browser goes between.

const PROVIDER_NAME = "Proveedor de prueba";
const CLIENT = { clientId: "sistema-interno", clientSecret: "secreto-de-prueba-sso" };
const REDIRECT_URI = `${ORIGIN}/api/login/oidc/callback`;
const ALLOWED_DOMAIN = "sso.istmo.test";

// Logins the provider describes differently from its default (a verified email, 'Ana Prueba').
const accounts: Record<string, TestOidcAccount> = {};
let provider: TestOidcProvider;
let userinfoProvider: TestOidcProvider;

beforeAll(async () => {
  const common = { port: 0, ...CLIENT, redirectUris: [REDIRECT_URI], accounts };
  // Email and names in the ID token (as Google and Entra ID send them), and only at userinfo.
  provider = await startTestOidcProvider({ ...common, claimsInIdToken: true });
  userinfoProvider = await startTestOidcProvider(common);
});
afterAll(async () => {
  await provider?.close();
  await userinfoProvider?.close();
});

function ssoApp(db: Db, issuer = provider.issuer, extra: Record<string, string> = {}) {
  return testApp(db, {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_NAME: PROVIDER_NAME,
    SSO_ALLOWED_DOMAINS: ALLOWED_DOMAIN,
    ...extra,
  });
}

const cookiePairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .join("; ");

/** The flow's first half: the button's redirect to the provider, and the cookies it set. */
async function startFlow(app: TestApp, sessionCookie?: string) {
  const response = await app.request("/api/login/oidc", { headers: sessionCookie ? { Cookie: sessionCookie } : {} });
  expect(response.status).toBe(302);
  return { response, authorizationUrl: response.headers.get("location") ?? "", flowCookies: cookiePairs(response) };
}

/** The provider's answer to the callback, and the cookies the browser sends with it. */
async function callback(app: TestApp, url: URL, cookies: string) {
  return app.request(`${url.pathname}${url.search}`, { headers: { Cookie: cookies } });
}

/** Clicks the button, signs in at the provider as `login`, and comes back: the callback's answer. */
async function signInWithProvider(app: TestApp, login: string, sessionCookie?: string) {
  const { authorizationUrl, flowCookies } = await startFlow(app, sessionCookie);
  const back = await passProviderScreens(authorizationUrl, login, ORIGIN);
  const cookies = [flowCookies, sessionCookie].filter(Boolean).join("; ");
  return { back, flowCookies: cookies, response: await callback(app, back, cookies) };
}

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((pair) => /^session=[a-z2-7]+\.[a-z2-7]+$/.test(pair));

async function expectRefused(app: TestApp, response: Response, reason: Parameters<typeof ssoRefusalText>[1]) {
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(`/api/login?sso=oidc&error=${reason}`);
  expect(sessionCookieOf(response)).toBeUndefined();
  const page = await app.request(response.headers.get("location") ?? "");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<p class="error" role="alert">${ssoRefusalText(PROVIDER_NAME, reason)}</p>`);
  // The password form is still there beside the provider's button.
  expect(html).toContain(">Iniciar Sesión</button>");
}

const uniqueEmail = (name: string, domain = "istmo.test") => `${name}-${crypto.randomUUID().slice(0, 8)}@${domain}`;

const identitiesOf = (db: Db, userId: number) =>
  db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

describeEachDatabase("single sign-on through an OpenID Connect provider", (getDb) => {
  test("the sign-in page offers 'Continuar con' the provider above the password form", async () => {
    const html = await (await ssoApp(getDb()).request("/api/login")).text();
    const button = html.indexOf(`<a class="sso" href="/api/login/oidc">Continuar con ${PROVIDER_NAME}</a>`);
    expect(button).toBeGreaterThan(0);
    expect(button).toBeLessThan(html.indexOf('<form method="post" action="/api/login">'));
  });

  test("the button sends the browser to the provider with PKCE and state, kept in short-lived cookies", async () => {
    const { response, authorizationUrl } = await startFlow(ssoApp(getDb()));
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("client_id")).toBe(CLIENT.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    const state = url.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThan(20);
    expect(cookies.find((cookie) => cookie.startsWith("sso_state="))).toContain(`sso_state=${state};`);
    for (const cookie of cookies) {
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Path=/api/login/oidc/callback");
      expect(cookie).toContain("Max-Age=600");
    }
  });

  test("an existing account signs in with a new session, its identity linked once and logged", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db, { role: "finance" });
    const first = await signInWithProvider(app, user.email);
    expect(first.response.status).toBe(302);
    expect(first.response.headers.get("location")).toBe("/");
    const setCookies = first.response.headers.getSetCookie();
    // The same session cookie as a password sign-in, and the flow's cookies cleared.
    expect(setCookies.find((cookie) => cookie.startsWith("session="))).toMatch(
      /^session=[a-z2-7]{32}\.[a-z2-7]{32}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookies.find((cookie) => cookie.startsWith("sso_state="))).toContain("Max-Age=0");
    expect(setCookies.find((cookie) => cookie.startsWith("sso_verifier="))).toContain("Max-Age=0");
    // And the same device cookie: a browser signed in by single sign-on passes the account's lock too.
    expect(setCookies.find((cookie) => cookie.startsWith("device="))).toMatch(
      /^device=[a-z2-7]{32}\.[a-z2-7]{32}; Max-Age=31536000; Path=\/api\/login; HttpOnly; SameSite=Lax$/,
    );
    const session = sessionCookieOf(first.response) ?? "";
    const me = await jsonRequest(app, "GET", "/api/auth/user", { cookie: session });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, email: user.email, role: "finance" });

    const identities = await identitiesOf(db, user.id);
    expect(identities).toEqual([expect.objectContaining({ provider: "oidc", subject: user.email })]);
    const entries = await db.select().from(activityLog).where(eq(activityLog.entityId, user.id));
    expect(entries.map((entry) => [entry.action, entry.entity, entry.summary])).toEqual([
      ["update", "user", `Cuenta ${user.email} vinculada a ${PROVIDER_NAME}`],
    ]);

    // Again, from the same browser: the old session ends, the link is reused, nothing more logged.
    const second = await signInWithProvider(app, user.email, session);
    const newSession = sessionCookieOf(second.response) ?? "";
    expect(newSession).toMatch(/^session=/);
    expect(newSession).not.toBe(session);
    expect((await jsonRequest(app, "GET", "/api/auth/user", { cookie: session })).status).toBe(401);
    expect((await jsonRequest(app, "GET", "/api/auth/user", { cookie: newSession })).status).toBe(200);
    expect(await identitiesOf(db, user.id)).toHaveLength(1);
    expect(await db.select().from(activityLog).where(eq(activityLog.entityId, user.id))).toHaveLength(1);
    // The password still works beside it.
    const password = await app.request("/api/login", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(password.status).toBe(302);
  });

  test("an email of an allowed domain gets a 'staff' account without password, named by the provider", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const email = uniqueEmail("nueva", ALLOWED_DOMAIN);
    accounts[email] = { given_name: "Rosa", family_name: "Quintero" };
    const { response } = await signInWithProvider(app, email);
    expect(response.headers.get("location")).toBe("/");
    const [created] = await db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({
      role: "staff",
      isActive: true,
      passwordHash: null,
      firstName: "Rosa",
      lastName: "Quintero",
    });
    const me = await jsonRequest(app, "GET", "/api/auth/user", { cookie: sessionCookieOf(response) });
    expect(await me.json()).toMatchObject({ id: created?.id, email, firstName: "Rosa", role: "staff" });
    expect(await identitiesOf(db, created?.id ?? 0)).toHaveLength(1);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "user"), eq(activityLog.entityId, created?.id ?? 0)));
    expect(entry).toMatchObject({
      userId: created?.id,
      action: "create",
      summary: `Usuario creado al iniciar sesión con ${PROVIDER_NAME}: ${email} (Personal)`,
    });
  });

  test("an email with no account outside the allowed domains is refused: no account, no session", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const email = uniqueEmail("extrana", "otra-empresa.test");
    const { response } = await signInWithProvider(app, email);
    await expectRefused(app, response, "unknown_account");
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // A subdomain of an allowed domain is not the domain.
    const subdomain = await signInWithProvider(app, uniqueEmail("sub", `ventas.${ALLOWED_DOMAIN}`));
    await expectRefused(app, subdomain.response, "unknown_account");
  });

  test("a deactivated account is refused and gets no identity", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db, { isActive: false });
    const { response } = await signInWithProvider(app, user.email);
    await expectRefused(app, response, "inactive_account");
    expect(await identitiesOf(db, user.id)).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  test("an account already linked is refused once deactivated", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db);
    expect((await signInWithProvider(app, user.email)).response.headers.get("location")).toBe("/");
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expectRefused(app, (await signInWithProvider(app, user.email)).response, "inactive_account");
  });

  test("an email the provider has not verified is refused, even for an existing account", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db);
    accounts[user.email] = { email_verified: false };
    const { response } = await signInWithProvider(app, user.email);
    await expectRefused(app, response, "unverified_email");
    expect(await identitiesOf(db, user.id)).toHaveLength(0);
  });

  test("a second identity at the provider with an account's email is refused: the account keeps its first", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db);
    expect((await signInWithProvider(app, user.email)).response.headers.get("location")).toBe("/");
    // Another subject whose verified email is the same (an address handed to someone new).
    const { response } = await signInWithProvider(app, user.email.toUpperCase());
    await expectRefused(app, response, "identity_conflict");
    expect((await identitiesOf(db, user.id)).map((identity) => identity.subject)).toEqual([user.email]);
  });

  test("a callback whose state is not the browser's is refused before the code is used", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db);
    const { authorizationUrl, flowCookies } = await startFlow(app);
    const back = await passProviderScreens(authorizationUrl, user.email, ORIGIN);
    const forged = new URL(back);
    forged.searchParams.set("state", "estado-de-otro-navegador");
    await expectRefused(app, await callback(app, forged, flowCookies), "state");
    // No cookies at all (a link opened in another browser).
    await expectRefused(app, await callback(app, back, ""), "state");
    // The code was never spent: the right state still signs in.
    const right = await callback(app, back, flowCookies);
    expect(right.headers.get("location")).toBe("/");
    expect(sessionCookieOf(right)).toBeDefined();
  });

  test("a code used twice is refused by the provider the second time", async () => {
    const db = getDb();
    const app = ssoApp(db);
    const user = await createUser(db);
    const { back, flowCookies, response } = await signInWithProvider(app, user.email);
    expect(response.headers.get("location")).toBe("/");
    // The same callback again, state cookies and all, as someone who copied them would send it.
    await expectRefused(app, await callback(app, back, flowCookies), "exchange");
  });

  test("the provider's refusal (the person cancelled) is shown as such", async () => {
    const app = ssoApp(getDb());
    const { authorizationUrl, flowCookies } = await startFlow(app);
    const state = new URL(authorizationUrl).searchParams.get("state") ?? "";
    const cancelled = new URL(`${REDIRECT_URI}?error=access_denied&state=${state}`);
    await expectRefused(app, await callback(app, cancelled, flowCookies), "denied");
  });

  test("a provider that keeps the email to its userinfo endpoint works the same", async () => {
    const db = getDb();
    const app = ssoApp(db, userinfoProvider.issuer);
    const user = await createUser(db);
    const { response } = await signInWithProvider(app, user.email);
    expect(response.headers.get("location")).toBe("/");
    const me = await jsonRequest(app, "GET", "/api/auth/user", { cookie: sessionCookieOf(response) });
    expect(await me.json()).toMatchObject({ id: user.id });
  });

  test("a provider that does not answer is reported, and the page still offers the password", async () => {
    const app = ssoApp(getDb(), "http://127.0.0.1:9");
    const response = await app.request("/api/login/oidc");
    await expectRefused(app, response, "unavailable");
  });

  test("an unconfigured provider has no button and its routes answer 404", async () => {
    const app = testApp(getDb());
    const html = await (await app.request("/api/login")).text();
    expect(html).not.toContain("Continuar con");
    for (const path of ["/api/login/oidc", "/api/login/oidc/callback", "/api/login/google", "/api/login/microsoft"]) {
      expect((await app.request(path)).status).toBe(404);
    }
    // A message for a provider that is not configured is not shown either.
    expect(await (await app.request("/api/login?sso=oidc&error=unknown_account")).text()).not.toContain("No se pudo");
    // Configured, an unknown provider name is still 404.
    expect((await ssoApp(getDb()).request("/api/login/github")).status).toBe(404);
  });
});
