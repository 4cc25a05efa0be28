import { expect, test } from "bun:test";
import { MAX_BODY_BYTES } from "../app";
import { endpoints } from "../contract";
import { signedInApi } from "../test/api";
import { describeEachDatabase } from "../test/databases";
import { insertClient } from "../test/fixtures";
import { createUser, jsonRequest, ORIGIN, signIn, testApp } from "../test/harness";
import { parseAnswer } from "../test/typed-request";
import { isPublicRoute } from "./middleware";

describeEachDatabase("API platform", (getDb) => {
  test("every internal route answers 401 { error } with 'Unauthorized' in it without a session", async () => {
    const app = testApp(getDb());
    // Enumerated from the app's own route table: a new route cannot slip through.
    const routes = app.routes.filter(
      (route) => route.path.startsWith("/api/") && route.method !== "ALL" && !isPublicRoute(route.method, route.path),
    );
    expect(routes.length).toBeGreaterThan(2);
    for (const route of routes) {
      const path = route.path.replace(/:[^/]+/g, "1");
      const response = await jsonRequest(app, route.method, path, {
        body: route.method === "GET" ? undefined : {},
      });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "Unauthorized: inicie sesión para continuar" });
    }
  });

  test("state-changing requests need this app's own Origin", async () => {
    const db = getDb();
    const app = testApp(db);
    // Real credentials: the cross-origin sign-in below must be refused even though they are right.
    const user = await createUser(db);
    const cookie = await signIn(app, user.email, user.password);
    const body = JSON.stringify({ name: "A", email: "a@b.pa", message: "Hola" });
    const post = (headers: Record<string, string>) =>
      app.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body,
      });
    const refusedOrigins: Array<Record<string, string>> = [
      {},
      { Origin: "https://atacante.example" },
      { Origin: "null" },
    ];
    for (const headers of refusedOrigins) {
      const response = await post({ ...headers, Cookie: cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Origen de la solicitud no permitido" });
    }
    const login = await app.request("/api/login", {
      method: "POST",
      headers: { Origin: "https://atacante.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(login.status).toBe(403);
    expect((await post({ Origin: ORIGIN })).status).toBe(201);
  });

  test("behind a proxy the origin is PUBLIC_ORIGIN", async () => {
    const app = testApp(getDb(), { PUBLIC_ORIGIN: "https://erp.istmo.test" });
    const body = JSON.stringify({ name: "A", email: "a@b.pa", message: "Hola" });
    const post = (origin: string) =>
      app.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body,
      });
    expect((await post(ORIGIN)).status).toBe(403);
    expect((await post("https://erp.istmo.test")).status).toBe(201);
  });

  test("malformed JSON is a Spanish 400, never a 500", async () => {
    const app = testApp(getDb());
    const response = await jsonRequest(app, "POST", "/api/contact", { rawBody: "{nombre: ", address: "10.5.0.1" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "El cuerpo de la solicitud no es JSON válido" });
    const notObject = await jsonRequest(app, "POST", "/api/contact", { rawBody: "[1,2]", address: "10.5.0.2" });
    expect(notObject.status).toBe(400);
  });

  test("text with a NUL character is a 400, never a 500", async () => {
    // JSON carries "\u0000" but a PostgreSQL text column cannot: the insert fails with SQLSTATE 22021.
    const invalid = { error: "Valor inválido" };
    const app = testApp(getDb());
    const contact = { name: "Ana\u0000", email: "ana@correo.pa", message: "Hola" };
    const answer = await jsonRequest(app, "POST", "/api/contact", { body: contact, address: "10.5.0.3" });
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 400, body: invalid });

    const api = await signedInApi(getDb());
    const { id: clientId } = await insertClient(getDb());
    expect(await api.post("/api/clients", { name: "Constructora\u0000" })).toEqual({ status: 400, body: invalid });
    expect(await api.patch(`/api/clients/${clientId}`, { address: "Calle 50\u0000" })).toEqual({
      status: 400,
      body: invalid,
    });
    const quote = { clientId, title: "Portal\u0000", amount: 100, validUntil: "2026-12-31" };
    expect(await api.post("/api/quotes", quote)).toEqual({ status: 400, body: invalid });
    expect(await api.post("/api/projects", { clientId, name: "App", description: "\u0000" })).toEqual({
      status: 400,
      body: invalid,
    });
  });

  test("an unknown API path is a Spanish 404", async () => {
    const response = await (await signedInApi(getDb())).request("GET", "/api/no-existe");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Ruta no encontrada" });
  });

  test("health checks the database; secure headers are set", async () => {
    const response = await testApp(getDb()).request("/api/health");
    expect(await parseAnswer(endpoints.health, response)).toEqual({ status: "ok", database: "ok" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  test("the remotes manifest defaults to this server and follows configuration", async () => {
    const defaults = await parseAnswer(endpoints.remotes, await testApp(getDb()).request("/api/remotes"));
    expect(defaults).toEqual({
      landing: { entry: "/mf/mf-landing/remoteEntry.js" },
      core: { entry: "/mf/mf-core/remoteEntry.js" },
      finance: { entry: "/mf/mf-finance/remoteEntry.js" },
    });
    const moved = testApp(getDb(), { REMOTE_FINANCE_URL: "https://finanzas.istmo.test/v2" });
    const response = await moved.request("/api/remotes");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect((await parseAnswer(endpoints.remotes, response)).finance.entry).toBe(
      "https://finanzas.istmo.test/v2/remoteEntry.js",
    );
  });
});

describeEachDatabase("request size", (getDb) => {
  test("a body over the limit is refused with 413 in Spanish, nothing stored", async () => {
    const app = testApp(getDb());
    const message = "x".repeat(MAX_BODY_BYTES + 1);
    const response = await jsonRequest(app, "POST", "/api/contact", {
      body: { name: "A", email: "a@b.pa", message },
      address: "10.4.0.1",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "La solicitud es demasiado grande" });
  });
});
