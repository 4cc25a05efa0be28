import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_PAIR, TOO_MANY_ATTEMPTS } from "../../auth/throttle";
import { addDays, addYears, dayMonthYear, endpoints, TOTAL_COUNT_HEADER, todayInPanama } from "../../contract";
import { apiTokens } from "../../db/schema";
import {
  API_TOKEN_ALREADY_REVOKED,
  API_TOKEN_NOT_FOUND,
  TOKEN_USER_INACTIVE,
  TOKEN_USER_NOT_FOUND,
} from "../../domain/api-tokens";
import { BROWSER_SESSION_REQUIRED, FORBIDDEN_MESSAGE } from "../../http/access";
import { INVALID_API_TOKEN_MESSAGE } from "../../http/middleware";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { bearerRequest, createUser, jsonRequest, loginRequest, signIn, testApp } from "../../test/harness";
import { parseAnswer } from "../../test/typed-request";

const TOKENS = "/api/settings/tokens";
const nextMonth = () => addDays(todayInPanama(), 30);

describeEachDatabase("/api/settings/tokens and Bearer requests", (getDb) => {
  const api = () => signedInApi(getDb());

  /** A token an admin issued for `userId` (a fresh staff member unless given). */
  async function issue(body: { userId?: number; name?: string; expiresAt?: string } = {}) {
    const admin = await api();
    const userId = body.userId ?? (await createUser(getDb(), { role: "staff" })).id;
    return admin.send(endpoints.createApiToken, {
      body: { userId, name: body.name ?? "Integración contable", expiresAt: body.expiresAt ?? nextMonth() },
    });
  }

  const storedRow = async (id: number) => (await getDb().select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

  test("an admin issues a token once; it acts as its user, without Origin, and its use is shown", async () => {
    const admin = await api();
    const staff = await createUser(getDb(), { role: "staff", firstName: "Luis" });
    const expiresAt = nextMonth();
    const created = await issue({ userId: staff.id, name: "  Conector ERP  ", expiresAt });
    expect(created).toMatchObject({
      name: "Conector ERP",
      userId: staff.id,
      userName: "Luis",
      userEmail: staff.email,
      status: "active",
      expiresAt,
      createdByName: "Ana",
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.token).toMatch(/^[a-z2-7]+\.[a-z2-7]+$/);
    expect((await activityFor(getDb(), "api_token", created.id))[0]?.summary).toBe(
      `Token de API creado: «Conector ERP» para ${staff.email}`,
    );

    // A write with no Origin and no cookie: the token is the whole credential.
    const app = admin.app;
    const write = await bearerRequest(app, "POST", "/api/clients", created.token, {
      body: { name: "Cliente por API", email: "api@cliente.pa" },
    });
    expect(write.status).toBe(201);
    // The scheme is case-insensitive (RFC 6750).
    const lower = await app.request("/api/clients", { headers: { Authorization: `bearer  ${created.token}` } });
    expect(lower.status).toBe(200);
    // Live updates are a browser page's (api/docs/live-updates.md).
    const events = await bearerRequest(app, "GET", "/api/events", created.token);
    expect(events.status).toBe(403);
    expect(await events.json()).toEqual({ error: BROWSER_SESSION_REQUIRED });
    const me = await bearerRequest(app, "GET", "/api/auth/user", created.token);
    expect(await me.json()).toMatchObject({ id: staff.id, role: "staff" });
    expect(me.headers.get("cache-control")).toBe("no-store");

    const listed = await admin.send(endpoints.listApiTokens, { query: { q: "Conector ERP" } });
    expect(listed).toHaveLength(1);
    expect(listed[0]?.lastUsedAt).not.toBeNull();
  });

  test("the token is never answered again, and only its hash is stored", async () => {
    const admin = await api();
    const created = await issue({ name: "Secreto único" });
    const [, secret = ""] = created.token.split(".");
    const list = await admin.request("GET", `${TOKENS}?q=Secreto único`);
    const text = await list.text();
    expect(text).toContain("Secreto único");
    expect(text).not.toContain(created.token);
    expect(text).not.toContain(secret);
    expect(text).not.toContain("secretHash");
    const row = await storedRow(created.id);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret);
    const revoked = await admin.send(endpoints.revokeApiToken, { params: { id: created.id } });
    expect(JSON.stringify(revoked)).not.toContain(secret);
  });

  test("the token acts with its user's current role", async () => {
    const admin = await api();
    const staff = await createUser(getDb(), { role: "staff" });
    const { token } = await issue({ userId: staff.id });
    const summary = () => bearerRequest(admin.app, "GET", "/api/financial/summary", token);
    const refused = await summary();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: FORBIDDEN_MESSAGE });
    expect((await admin.patch(`/api/settings/users/${staff.id}`, { role: "finance" })).status).toBe(200);
    expect((await summary()).status).toBe(200);
  });

  test("a bearer request is its token's user only: a session cookie beside it is ignored", async () => {
    const admin = await api();
    const { token } = await issue();
    const response = await bearerRequest(admin.app, "GET", "/api/settings/users", token, {
      headers: { Cookie: admin.cookie, Origin: "http://localhost" },
    });
    expect(response.status).toBe(403);
  });

  test("expired, revoked and forged tokens are 401 with a Spanish reason", async () => {
    const admin = await api();
    const app = admin.app;
    const expired = await issue();
    await getDb()
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expired.id));
    const answer = await bearerRequest(app, "GET", "/api/clients", expired.token);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: INVALID_API_TOKEN_MESSAGE });
    expect(answer.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    expect(
      (await admin.send(endpoints.listApiTokens, { query: { status: "expired", q: expired.name } })).map((t) => t.id),
    ).toContain(expired.id);

    const revoked = await issue();
    expect((await bearerRequest(app, "GET", "/api/clients", revoked.token)).status).toBe(200);
    const revoke = await admin.send(endpoints.revokeApiToken, { params: { id: revoked.id } });
    expect(revoke).toMatchObject({ status: "revoked" });
    expect(revoke.revokedAt).not.toBeNull();
    // The row stays, with its last use.
    expect(revoke.lastUsedAt).not.toBeNull();
    expect((await bearerRequest(app, "GET", "/api/clients", revoked.token)).status).toBe(401);
    expect((await activityFor(getDb(), "api_token", revoked.id)).map((entry) => entry.summary)).toContain(
      `Token de API revocado: «${revoked.name}» de ${revoked.userEmail}`,
    );

    const [id = ""] = revoked.token.split(".");
    const forged = `${id}.${"a".repeat(32)}`;
    expect((await bearerRequest(app, "GET", "/api/clients", forged, { address: "10.20.0.1" })).status).toBe(401);
    for (const bad of ["", "no-es-un-token", "%00.x"]) {
      const response = await bearerRequest(app, "GET", "/api/clients", bad, { address: "10.20.0.2" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: INVALID_API_TOKEN_MESSAGE });
    }
  });

  test("revoking twice is 409 and an unknown token 404; nothing changes", async () => {
    const admin = await api();
    const created = await issue();
    const first = await admin.send(endpoints.revokeApiToken, { params: { id: created.id } });
    const again = await admin.post(`${TOKENS}/${created.id}/revoke`, {});
    expect(again).toEqual({ status: 409, body: { error: API_TOKEN_ALREADY_REVOKED } });
    expect((await storedRow(created.id))?.revokedAt?.toISOString()).toBe(first.revokedAt ?? "");
    expect(await admin.post(`${TOKENS}/999999/revoke`, {})).toEqual({
      status: 404,
      body: { error: API_TOKEN_NOT_FOUND },
    });
    expect((await admin.post(`${TOKENS}/abc/revoke`, {})).status).toBe(404);
  });

  test("deactivating a user revokes their tokens; activating them again does not bring them back", async () => {
    const admin = await api();
    const staff = await createUser(getDb(), { role: "staff" });
    const created = await issue({ userId: staff.id });
    expect((await bearerRequest(admin.app, "GET", "/api/clients", created.token)).status).toBe(200);
    expect((await admin.patch(`/api/settings/users/${staff.id}`, { isActive: false })).status).toBe(200);
    expect((await bearerRequest(admin.app, "GET", "/api/clients", created.token)).status).toBe(401);
    expect((await activityFor(getDb(), "user", staff.id)).at(-1)?.summary).toBe(
      `Usuario ${staff.email}: desactivado, tokens de API revocados: 1`,
    );
    expect((await admin.patch(`/api/settings/users/${staff.id}`, { isActive: true })).status).toBe(200);
    expect((await bearerRequest(admin.app, "GET", "/api/clients", created.token)).status).toBe(401);
    const [listed] = await admin.send(endpoints.listApiTokens, { query: { userId: String(staff.id) } });
    expect(listed).toMatchObject({ id: created.id, status: "revoked" });
  });

  test("a token of a deactivated account is refused even when it was not revoked", async () => {
    const admin = await api();
    const staff = await createUser(getDb(), { role: "staff" });
    const created = await issue({ userId: staff.id });
    // Straight in the table, as a replica or a script might: the lookup itself refuses it.
    await getDb().execute(sql`update users set is_active = false where id = ${staff.id}`);
    expect((await bearerRequest(admin.app, "GET", "/api/clients", created.token)).status).toBe(401);
  });

  test("last use is written at most once a minute per token", async () => {
    const admin = await api();
    const created = await issue();
    await bearerRequest(admin.app, "GET", "/api/clients", created.token);
    const first = (await storedRow(created.id))?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await bearerRequest(admin.app, "GET", "/api/clients", created.token);
    expect((await storedRow(created.id))?.lastUsedAt?.toISOString()).toBe(first?.toISOString());
    await getDb()
      .update(apiTokens)
      .set({ lastUsedAt: sql`${apiTokens.lastUsedAt} - interval '2 minutes'` })
      .where(eq(apiTokens.id, created.id));
    const aged = (await storedRow(created.id))?.lastUsedAt;
    await bearerRequest(admin.app, "GET", "/api/clients", created.token);
    expect((await storedRow(created.id))?.lastUsedAt?.getTime()).toBeGreaterThan(aged?.getTime() ?? 0);
  });

  test("a token can neither manage tokens nor set passwords, even an admin's", async () => {
    const admin = await api();
    const { token } = await issue({ userId: admin.userId });
    const app = admin.app;
    // What the admin's role allows otherwise:
    expect((await bearerRequest(app, "GET", "/api/settings/users", token)).status).toBe(200);
    const refusals = [
      await bearerRequest(app, "GET", TOKENS, token),
      await bearerRequest(app, "POST", TOKENS, token, {
        body: { userId: admin.userId, name: "Otro", expiresAt: nextMonth() },
      }),
      await bearerRequest(app, "POST", `${TOKENS}/1/revoke`, token),
      await bearerRequest(app, "POST", "/api/auth/password", token, {
        body: { currentPassword: "x", newPassword: "ñandú-azul-del-istmo", confirmPassword: "ñandú-azul-del-istmo" },
      }),
      await bearerRequest(app, "POST", `/api/settings/users/${admin.userId}/password`, token, {
        body: { password: "ñandú-azul-del-istmo" },
      }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: BROWSER_SESSION_REQUIRED });
    }
  });

  test("only admins reach the tokens; other roles get 403", async () => {
    const app = testApp(getDb());
    for (const role of ["staff", "finance"] as const) {
      const user = await createUser(getDb(), { role });
      const cookie = await signIn(app, user.email, user.password);
      const list = await jsonRequest(app, "GET", TOKENS, { cookie });
      expect(list.status).toBe(403);
      expect(await list.json()).toEqual({ error: FORBIDDEN_MESSAGE });
      const create = await jsonRequest(app, "POST", TOKENS, {
        cookie,
        body: { userId: user.id, name: "Propio", expiresAt: nextMonth() },
      });
      expect(create.status).toBe(403);
    }
    expect((await jsonRequest(app, "GET", TOKENS)).status).toBe(401);
  });

  test("bad input is a Spanish 400 on its field and issues nothing", async () => {
    const admin = await api();
    const count = async () => Number((await admin.request("GET", TOKENS)).headers.get(TOTAL_COUNT_HEADER));
    const before = await count();
    const staff = await createUser(getDb(), { role: "staff" });
    const inactive = await createUser(getDb(), { role: "staff", isActive: false });
    const base = { userId: staff.id, name: "Integración", expiresAt: nextMonth() };
    const today = todayInPanama();
    const latest = addYears(today, 2);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, name: "  " }, "name", "El nombre es requerido"],
      [{ ...base, name: undefined }, "name", "El nombre es requerido"],
      [{ ...base, name: "x".repeat(101) }, "name", "Máximo 100 caracteres"],
      [{ ...base, userId: undefined }, "userId", "Debe seleccionar un usuario"],
      [{ ...base, userId: "uno" }, "userId", "Debe seleccionar un usuario"],
      [{ ...base, userId: 999999 }, "userId", TOKEN_USER_NOT_FOUND],
      [{ ...base, userId: inactive.id }, "userId", TOKEN_USER_INACTIVE],
      [{ ...base, expiresAt: undefined }, "expiresAt", "La fecha de vencimiento es requerida"],
      [{ ...base, expiresAt: "2026-02-30" }, "expiresAt", "Fecha inválida"],
      [{ ...base, expiresAt: addDays(today, -1) }, "expiresAt", "La fecha de vencimiento no puede ser anterior a hoy"],
      [
        { ...base, expiresAt: addDays(latest, 1) },
        "expiresAt",
        `La fecha de vencimiento no puede ser posterior al ${dayMonthYear(latest)}`,
      ],
    ];
    for (const [body, field, message] of cases) await expectIssue(await admin.post(TOKENS, body), field, message);
    const badJson = await jsonRequest(admin.app, "POST", TOKENS, { cookie: admin.cookie, rawBody: "{" });
    expect(badJson.status).toBe(400);
    await expectIssue(await admin.get(`${TOKENS}?status=perdido`), "status", "Estado inválido");
    expect(await count()).toBe(before);
    // The limits themselves are accepted: today (it works until midnight) and two years ahead.
    expect((await admin.post(TOKENS, { ...base, expiresAt: today })).status).toBe(201);
    expect((await admin.post(TOKENS, { ...base, expiresAt: latest })).status).toBe(201);
  });

  test("the list pages, filters by status and user, and searches names and emails", async () => {
    const admin = await api();
    const staff = await createUser(getDb(), { role: "staff" });
    const tag = crypto.randomUUID().slice(0, 8);
    const a = await issue({ userId: staff.id, name: `Lista ${tag} A` });
    const b = await issue({ userId: staff.id, name: `Lista ${tag} B` });
    await admin.send(endpoints.revokeApiToken, { params: { id: a.id } });
    const page = await admin.request("GET", `${TOKENS}?userId=${staff.id}&limit=1`);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe("2");
    expect((await parseAnswer(endpoints.listApiTokens, page)).map((t) => t.id)).toEqual([b.id]);
    const list = (query: Record<string, string>) => admin.send(endpoints.listApiTokens, { query });
    const active = await list({ userId: String(staff.id), status: "active" });
    expect(active.map((t) => t.id)).toEqual([b.id]);
    const byEmail = await list({ q: staff.email });
    expect(byEmail.map((t) => t.id)).toEqual([b.id, a.id]);
    const today = todayInPanama();
    const created = await list({ userId: String(staff.id), from: today, to: today });
    expect(created).toHaveLength(2);
  });

  test("bad tokens count in the sign-in throttle of their address, and are answered 429 like it", async () => {
    const admin = await api();
    const app = admin.app;
    const { token } = await issue();
    const address = "10.30.0.1";
    // Guessed tokens, each a different one, from one address.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const guess = `${crypto.randomUUID().replace(/[^a-z]/g, "")}a.bbbb`;
      expect((await bearerRequest(app, "GET", "/api/clients", guess, { address })).status).toBe(401);
    }
    const refused = await bearerRequest(app, "GET", "/api/clients", token, { address });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    // The same count as the sign-in form's: that address cannot sign in either.
    const user = await createUser(getDb());
    expect((await loginRequest(app, user.email, user.password, address)).status).toBe(429);
    // Elsewhere the token works.
    expect((await bearerRequest(app, "GET", "/api/clients", token, { address: "10.30.0.2" })).status).toBe(200);
  });

  test("guesses at one token are limited like guesses at one account; its right secret is no failure", async () => {
    const admin = await api();
    const app = admin.app;
    const { token } = await issue();
    const [id = ""] = token.split(".");
    const address = "10.31.0.1";
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await bearerRequest(app, "GET", "/api/clients", `${id}.zzzz${i + 2}`, { address })).status).toBe(401);
    }
    expect((await bearerRequest(app, "GET", "/api/clients", token, { address })).status).toBe(429);

    // A revoked token retried by a forgotten integration is no guess: it never locks its address.
    const stale = await issue();
    await admin.send(endpoints.revokeApiToken, { params: { id: stale.id } });
    const staleAddress = "10.31.0.2";
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS + 1; i++) {
      expect((await bearerRequest(app, "GET", "/api/clients", stale.token, { address: staleAddress })).status).toBe(
        401,
      );
    }
    const user = await createUser(getDb());
    expect((await loginRequest(app, user.email, user.password, staleAddress)).status).toBe(302);
  });
});
