import { expect, test } from "bun:test";
import { endpoints, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from "../../contract";
import { EMAIL_TAKEN, LAST_ADMIN, OWN_DEACTIVATION, WRONG_CURRENT_PASSWORD } from "../../domain/staff-users";
import { FORBIDDEN_MESSAGE } from "../../http/access";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { createUser, jsonRequest, loginRequest, signIn, testApp } from "../../test/harness";

const STRONG = "ñandú-azul-del-istmo";

describeEachDatabase("/api/settings/users", (getDb) => {
  const api = () => signedInApi(getDb());

  test("an admin adds accounts of each role; the new account signs in with what its role allows", async () => {
    const admin = await api();
    const finance = await admin.send(endpoints.createUser, {
      body: {
        email: "  Contadora@Istmo.test ",
        firstName: "Marta",
        lastName: "Ríos",
        role: "finance",
        password: STRONG,
      },
    });
    expect(finance).toMatchObject({
      email: "contadora@istmo.test",
      firstName: "Marta",
      lastName: "Ríos",
      role: "finance",
      isActive: true,
      hasPassword: true,
    });
    const sso = await admin.send(endpoints.createUser, {
      body: { email: "sso@istmo.test", firstName: "Solo SSO", role: "staff" },
    });
    expect(sso).toMatchObject({ role: "staff", hasPassword: false, lastName: null });
    expect((await activityFor(getDb(), "user", finance.id))[0]?.summary).toBe(
      "Usuario creado: contadora@istmo.test (Finanzas)",
    );

    const app = testApp(getDb());
    const cookie = await signIn(app, "contadora@istmo.test", STRONG);
    expect((await jsonRequest(app, "GET", "/api/financial/summary", { cookie })).status).toBe(200);
    const forbidden = await jsonRequest(app, "GET", "/api/settings/users", { cookie });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: FORBIDDEN_MESSAGE });
    const me = await jsonRequest(app, "GET", "/api/auth/user", { cookie });
    expect(await me.json()).toMatchObject({ email: "contadora@istmo.test", role: "finance" });

    const list = await admin.send(endpoints.listUsers, {});
    expect(list.map((user) => user.email)).toEqual(expect.arrayContaining(["contadora@istmo.test", "sso@istmo.test"]));
  });

  test("bad input is a Spanish 400 on its field and creates nothing", async () => {
    const admin = await api();
    const count = async () => (await admin.send(endpoints.listUsers, {})).length;
    const before = await count();
    const base = { email: "nuevo@istmo.test", firstName: "Nuevo", role: "staff" as const };
    await expectIssue(
      await admin.post("/api/settings/users", { ...base, email: "no-es-email" }),
      "email",
      "Email inválido",
    );
    await expectIssue(await admin.post("/api/settings/users", { ...base, role: "jefe" }), "role", "Rol inválido");
    await expectIssue(
      await admin.post("/api/settings/users", { ...base, firstName: " " }),
      "firstName",
      "El nombre es requerido",
    );
    await expectIssue(
      await admin.post("/api/settings/users", { ...base, password: "corta" }),
      "password",
      PASSWORD_TOO_SHORT,
    );
    await expectIssue(
      await admin.post("/api/settings/users", { ...base, password: "Password123" }),
      "password",
      PASSWORD_TOO_COMMON,
    );
    await admin.send(endpoints.createUser, { body: { ...base, email: "repetido@istmo.test" } });
    await expectIssue(
      await admin.post("/api/settings/users", { ...base, email: "REPETIDO@istmo.test" }),
      "email",
      EMAIL_TAKEN,
    );
    expect(await count()).toBe(before + 1);
  });

  test("deactivating an account ends its sessions at once and refuses its sign-in; reactivating lets it back", async () => {
    const admin = await api();
    const app = testApp(getDb());
    const user = await createUser(getDb(), { role: "staff" });
    const cookie = await signIn(app, user.email, user.password);
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie })).status).toBe(200);

    const off = await admin.send(endpoints.updateUser, { params: { id: user.id }, body: { isActive: false } });
    expect(off).toMatchObject({ isActive: false });
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie })).status).toBe(401);
    expect((await loginRequest(app, user.email, user.password, "10.7.0.1")).status).not.toBe(302);

    await admin.send(endpoints.updateUser, { params: { id: user.id }, body: { isActive: true, role: "finance" } });
    const again = await signIn(app, user.email, user.password);
    expect((await jsonRequest(app, "GET", "/api/financial/summary", { cookie: again })).status).toBe(200);
    expect((await activityFor(getDb(), "user", user.id)).map((entry) => entry.summary)).toEqual([
      `Usuario ${user.email}: desactivado`,
      `Usuario ${user.email}: rol Finanzas, activado`,
    ]);
  });

  test("an admin's password reset ends that account's sessions; the new password works", async () => {
    const admin = await api();
    const app = testApp(getDb());
    const user = await createUser(getDb(), { role: "staff" });
    const cookie = await signIn(app, user.email, user.password);
    await expectIssue(
      await admin.post(`/api/settings/users/${user.id}/password`, { password: "123456789012" }),
      "password",
      PASSWORD_TOO_COMMON,
    );
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie })).status).toBe(200);
    await admin.send(endpoints.resetUserPassword, { params: { id: user.id }, body: { password: STRONG } });
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie })).status).toBe(401);
    await signIn(app, user.email, STRONG);
    expect((await admin.request("POST", "/api/settings/users/999999/password", { password: STRONG })).status).toBe(404);
  });

  test("everyone changes their own password: the current one first, the new one twice; other sessions end", async () => {
    const app = testApp(getDb());
    const user = await createUser(getDb(), { role: "staff" });
    const here = await signIn(app, user.email, user.password);
    const elsewhere = await signIn(app, user.email, user.password);
    const change = (body: Record<string, string>) =>
      jsonRequest(app, "POST", "/api/auth/password", { cookie: here, body });
    const good = { currentPassword: user.password, newPassword: STRONG, confirmPassword: STRONG };
    await expectIssue(
      await change({ ...good, currentPassword: "otra-cosa-123" }),
      "currentPassword",
      WRONG_CURRENT_PASSWORD,
    );
    await expectIssue(await change({ ...good, confirmPassword: `${STRONG}!` }), "confirmPassword", PASSWORDS_DIFFER);
    await expectIssue(
      await change({ ...good, newPassword: "corta", confirmPassword: "corta" }),
      "newPassword",
      PASSWORD_TOO_SHORT,
    );
    await expectIssue(
      await change({ ...good, newPassword: "qwertyuiop", confirmPassword: "qwertyuiop" }),
      "newPassword",
      PASSWORD_TOO_COMMON,
    );
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie: elsewhere })).status).toBe(200);

    expect((await change(good)).status).toBe(204);
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie: here })).status).toBe(200);
    expect((await jsonRequest(app, "GET", "/api/clients", { cookie: elsewhere })).status).toBe(401);
    await signIn(app, user.email, STRONG);
  });
});

describeEachDatabase("the last active admin", (getDb) => {
  test("cannot be demoted or deactivated; with a second admin, either may step down", async () => {
    const admin = await signedInApi(getDb());
    const self = `/api/settings/users/${admin.userId}`;
    for (const change of [{ role: "staff" }, { role: "finance" }, { isActive: false }]) {
      const refused = await admin.patch(self, change);
      expect(refused).toEqual({ status: 409, body: { error: LAST_ADMIN } });
    }
    // A staff account is no admin: changing it is never blocked by the rule.
    const staff = await admin.send(endpoints.createUser, {
      body: { email: "staff@istmo.test", firstName: "Pedro", role: "staff" },
    });
    await admin.send(endpoints.updateUser, { params: { id: staff.id }, body: { isActive: false } });

    const second = await admin.send(endpoints.createUser, {
      body: { email: "segunda@istmo.test", firstName: "Lucía", role: "admin" },
    });
    // With another active admin, one still cannot deactivate oneself; the other admin can.
    expect(await admin.patch(self, { isActive: false })).toEqual({ status: 409, body: { error: OWN_DEACTIVATION } });
    expect((await admin.send(endpoints.listUsers, {})).find((u) => u.id === admin.userId)).toMatchObject({
      isActive: true,
    });
    await admin.send(endpoints.updateUser, { params: { id: second.id }, body: { role: "finance" } });
    expect((await admin.patch(self, { role: "staff" })).status).toBe(409);
    await admin.send(endpoints.updateUser, { params: { id: second.id }, body: { role: "admin" } });
    const demoted = await admin.send(endpoints.updateUser, { params: { id: admin.userId }, body: { role: "finance" } });
    expect(demoted).toMatchObject({ role: "finance" });
    // Now a finance user: staff administration is closed to them.
    expect((await admin.get("/api/settings/users")).status).toBe(403);
  });
});
