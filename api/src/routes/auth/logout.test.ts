import { expect, test } from "bun:test";
import { isPublicRoute } from "../../http/middleware";
import { describeEachDatabase } from "../../test/databases";
import { createUser, jsonRequest, ORIGIN, signIn, type TestApp, testApp } from "../../test/harness";

// Signing out: a link from another site must not end a session (review finding 3).

const getLogout = (app: TestApp, cookie: string, secFetchSite?: string) =>
  app.request("/api/logout", {
    headers: secFetchSite ? { Cookie: cookie, "Sec-Fetch-Site": secFetchSite } : { Cookie: cookie },
  });

const postLogout = (app: TestApp, cookie: string, origin?: string) =>
  app.request("/api/logout", {
    method: "POST",
    headers: origin ? { Cookie: cookie, Origin: origin } : { Cookie: cookie },
  });

const sessionStatus = async (app: TestApp, cookie: string) =>
  (await jsonRequest(app, "GET", "/api/auth/user", { cookie })).status;

describeEachDatabase("sign-out", (getDb) => {
  async function signedIn() {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    return { app, cookie: await signIn(app, user.email, user.password) };
  }

  test("GET from another site, a sibling site or without Sec-Fetch-Site ends nothing and asks", async () => {
    const { app, cookie } = await signedIn();
    for (const site of ["cross-site", "same-site", undefined]) {
      const response = await getLogout(app, cookie, site);
      expect({ site, status: response.status }).toEqual({ site, status: 200 });
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<form class="confirm" method="post" action="/api/logout">');
      expect(html).toContain('<button type="submit">Cerrar Sesión</button>');
      expect(await sessionStatus(app, cookie)).toBe(200);
    }
  });

  test("GET from the app's own page, or a typed URL, ends the session", async () => {
    for (const site of ["same-origin", "none"]) {
      const { app, cookie } = await signedIn();
      const response = await getLogout(app, cookie, site);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      expect(response.headers.get("set-cookie")).toMatch(/^session=;/);
      expect(await sessionStatus(app, cookie)).toBe(401);
    }
  });

  test("the page's button (POST with this app's Origin) ends the session", async () => {
    const { app, cookie } = await signedIn();
    const response = await postLogout(app, cookie, ORIGIN);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/^session=;/);
    expect(await sessionStatus(app, cookie)).toBe(401);
  });

  test("a POST from another origin, or with none, is 403 and ends nothing", async () => {
    const { app, cookie } = await signedIn();
    for (const origin of ["https://atacante.example", "null", undefined]) {
      const response = await postLogout(app, cookie, origin);
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
      expect(await response.json()).toEqual({ error: "Origen de la solicitud no permitido" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await sessionStatus(app, cookie)).toBe(200);
  });

  test("without a session there is nothing to confirm: straight home", async () => {
    const app = testApp(getDb());
    for (const site of ["cross-site", undefined]) {
      const response = await app.request("/api/logout", { headers: site ? { "Sec-Fetch-Site": site } : {} });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    }
    expect((await app.request("/api/logout", { method: "POST", headers: { Origin: ORIGIN } })).status).toBe(303);
    expect(isPublicRoute("GET", "/api/logout")).toBe(true);
    expect(isPublicRoute("POST", "/api/logout")).toBe(true);
  });
});
