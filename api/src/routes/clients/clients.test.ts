import { expect, test } from "bun:test";
import { endpoints } from "../../contract";
import { clientInUseMessage } from "../../domain/crm/clients";
import { expectIssue, signedInApi, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { day, insertInvoice, insertProject, insertQuote, taxed } from "../../test/fixtures";
import { ORIGIN } from "../../test/harness";
import { parseAnswer, type RequestOf } from "../../test/typed-request";

describeEachDatabase("/api/clients", (getDb) => {
  const api = () => signedInApi(getDb());
  const call = async (method: string, path: string, body?: unknown) => (await api()).request(method, path, body);
  const latestActivity = async (limit = 1) => (await api()).latestActivity(limit);
  const send: TestApi["send"] = async (endpoint, request) => (await api()).send(endpoint, request);
  const create = async (body: RequestOf<typeof endpoints.createClient>["body"]) =>
    send(endpoints.createClient, { body });
  const clientCount = async () => (await api()).count("/api/clients");

  test("POST creates a client with its defaults (active, empty fields null) and logs it", async () => {
    const client = await create({
      name: "  Carlos Méndez ",
      company: "Constructora del Istmo",
      email: "carlos@istmo.pa",
      phone: "",
      address: "",
    });
    expect(client).toMatchObject({
      name: "Carlos Méndez",
      company: "Constructora del Istmo",
      email: "carlos@istmo.pa",
      phone: null,
      address: null,
      status: "active",
    });
    expect(client.id).toBeGreaterThan(0);
    expect(new Date(client.createdAt).toISOString()).toBe(client.createdAt);
    const [entry] = await latestActivity();
    expect(entry).toMatchObject({
      action: "create",
      entity: "client",
      entityId: client.id,
      summary: "Cliente creado: Constructora del Istmo",
      userName: "Ana",
    });
  });

  test("an empty email is stored as null; the display name falls back to the name", async () => {
    const client = await create({ name: "María Pérez", email: "", status: "inactive" });
    expect(client).toMatchObject({ email: null, company: null, status: "inactive" });
    expect((await latestActivity())[0]?.summary).toBe("Cliente creado: María Pérez");
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no name", { email: "a@b.pa" }, "name", "El nombre es requerido"],
    ["a blank name", { name: "   " }, "name", "El nombre es requerido"],
    ["an invalid email", { name: "Ana", email: "no-es-correo" }, "email", "Email inválido"],
  ];
  for (const [title, body, field, message] of invalid) {
    test(`POST with ${title} is a 400 '${message}' and stores nothing`, async () => {
      const before = await clientCount();
      await expectIssue(await call("POST", "/api/clients", body), field, message);
      expect(await clientCount()).toBe(before);
    });
  }

  test("GET lists newest first; GET /:id answers one; unknown ids are a Spanish 404", async () => {
    const first = await create({ name: "Primero" });
    const second = await create({ name: "Segundo" });
    const list = await send(endpoints.listClients, {});
    expect(list.findIndex((c) => c.id === second.id)).toBeLessThan(list.findIndex((c) => c.id === first.id));
    expect(list[0]?.id).toBe(second.id);

    expect(await send(endpoints.getClient, { params: { id: first.id } })).toEqual(first);
    for (const path of ["/api/clients/999999", "/api/clients/abc", "/api/clients/0"]) {
      const missing = await call("GET", path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Cliente no encontrado" });
    }
  });

  test("PATCH edits only what was sent and logs 'Cliente actualizado'", async () => {
    const client = await create({ name: "Luis", company: "Café Boquete", status: "inactive" });
    const updated = await send(endpoints.updateClient, {
      params: { id: client.id },
      body: { phone: "+507 6000-0000" },
    });
    // The status default of the create schema must not sneak back in.
    expect(updated).toMatchObject({
      name: "Luis",
      company: "Café Boquete",
      phone: "+507 6000-0000",
      status: "inactive",
    });
    expect(await send(endpoints.getClient, { params: { id: client.id } })).toEqual(updated);
    const [entry] = await latestActivity();
    expect(entry).toMatchObject({
      action: "update",
      entityId: client.id,
      summary: "Cliente actualizado: Café Boquete",
    });
  });

  test("a status change is logged as 'Cliente X marcado como Inactivo'", async () => {
    const client = await create({ name: "Naviera Colón" });
    const updated = await send(endpoints.updateClient, { params: { id: client.id }, body: { status: "inactive" } });
    expect(updated.status).toBe("inactive");
    const entries = await latestActivity(2);
    expect(entries[0]).toMatchObject({
      action: "status",
      entity: "client",
      entityId: client.id,
      summary: "Cliente Naviera Colón marcado como Inactivo",
    });
    // Only the status changed: no separate "update" entry.
    expect(entries[1]?.summary).toBe("Cliente creado: Naviera Colón");
  });

  test("an empty PATCH changes nothing and logs nothing", async () => {
    const client = await create({ name: "Sin Cambios", status: "inactive" });
    expect(await send(endpoints.updateClient, { params: { id: client.id }, body: {} })).toEqual(client);
    expect((await latestActivity())[0]?.summary).toBe("Cliente creado: Sin Cambios");
  });

  test("a PATCH body that is not JSON is read as nothing sent", async () => {
    const client = await create({ name: "Texto", status: "inactive" });
    const { app, cookie } = await signedInApi(getDb());
    const response = await app.request(`/api/clients/${client.id}`, {
      method: "PATCH",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "text/plain" },
      // Read as JSON, the create schema's status default (active) would sneak in under the sent key.
      body: JSON.stringify({ name: "Otro", status: "inactive" }),
    });
    expect(await parseAnswer(endpoints.updateClient, response)).toEqual(client);
  });

  test("PATCH validates with the form's messages; unknown id is 404", async () => {
    const client = await create({ name: "Valida" });
    for (const [body, field, message] of [
      [{ name: "" }, "name", "El nombre es requerido"],
      [{ email: "malo@" }, "email", "Email inválido"],
    ] as const) {
      await expectIssue(await call("PATCH", `/api/clients/${client.id}`, body), field, message);
    }
    expect(await (await call("GET", `/api/clients/${client.id}`)).json()).toEqual(client);
    const missing = await call("PATCH", "/api/clients/999999", { name: "Nadie" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Cliente no encontrado" });
  });

  test("DELETE answers 204, the client is gone and the delete is logged", async () => {
    const client = await create({ name: "Temporal", company: "Temporal S.A." });
    const response = await call("DELETE", `/api/clients/${client.id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect((await call("GET", `/api/clients/${client.id}`)).status).toBe(404);
    expect((await latestActivity())[0]).toMatchObject({
      action: "delete",
      entity: "client",
      entityId: client.id,
      summary: "Cliente eliminado: Temporal S.A.",
    });
    const again = await call("DELETE", `/api/clients/${client.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Cliente no encontrado" });
  });

  test("DELETE of a client with quotes and an invoice is a 409 that names them, and changes nothing", async () => {
    const db = getDb();
    const client = await create({ name: "Ocupado" });
    const money = taxed(client.id, "100.00", "7.00", "107.00");
    await insertQuote(db, money);
    await insertQuote(db, { ...money, status: "sent" });
    await insertInvoice(db, { ...money, issueDate: day(0, 1) });
    const before = await latestActivity();

    const response = await call("DELETE", `/api/clients/${client.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "No se puede eliminar el cliente porque tiene 2 cotizaciones y 1 factura asociadas.",
    });
    expect(await (await call("GET", `/api/clients/${client.id}`)).json()).toEqual(client);
    expect(await latestActivity()).toEqual(before);

    await insertProject(db, { clientId: client.id });
    const withProject = await call("DELETE", `/api/clients/${client.id}`);
    expect(withProject.status).toBe(409);
    expect(await withProject.json()).toMatchObject({
      error: "No se puede eliminar el cliente porque tiene 2 cotizaciones, 1 factura y 1 proyecto asociados.",
    });
  });

  test("the list searches, filters and pages on the server, with the total in X-Total-Count", async () => {
    const names: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const client = await create({
        name: `Paginada ${i}`,
        company: i % 2 === 0 ? `Ferretería 50% Sur ${i}` : null,
        email: i === 5 ? "compras_5@istmo.test" : null,
        status: i <= 2 ? "inactive" : "active",
      });
      names.push(client.name);
    }
    const list = async (query: string) => {
      const response = await call("GET", `/api/clients?${query}`);
      const rows = await parseAnswer(endpoints.listClients, response);
      return { total: response.headers.get("X-Total-Count"), names: rows.map((c) => c.name) };
    };
    expect(await list("q=paginada&limit=4&offset=0")).toEqual({
      total: "6",
      names: ["Paginada 6", "Paginada 5", "Paginada 4", "Paginada 3"],
    });
    expect(await list("q=paginada&limit=4&offset=4")).toEqual({ total: "6", names: ["Paginada 2", "Paginada 1"] });
    // A page past the last match is empty and still carries the count (pageAndTotal counts it then).
    expect(await list("q=paginada&limit=4&offset=8")).toEqual({ total: "6", names: [] });
    expect(await list("q=paginada&limit=10")).toEqual({ total: "6", names: [...names].reverse() });
    // Company and email are searched; % and _ are literal.
    expect(await list("q=50%25 sur")).toEqual({ total: "3", names: ["Paginada 6", "Paginada 4", "Paginada 2"] });
    expect(await list("q=compras_5")).toEqual({ total: "1", names: ["Paginada 5"] });
    expect(await list("q=compras%5F")).toEqual({ total: "1", names: ["Paginada 5"] });
    expect(await list("q=paginada&status=inactive")).toEqual({ total: "2", names: ["Paginada 2", "Paginada 1"] });
    // Without paging, the whole filtered list and its count.
    expect(await list("q=paginada")).toEqual({ total: "6", names: [...names].reverse() });
    const bad = await call("GET", "/api/clients?status=borrado");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "status", message: "Estado inválido" }] });
  });
});

test("the in-use message agrees in number and gender", () => {
  const none = { quotes: 0, invoices: 0, recurringInvoices: 0, projects: 0, receivables: 0 };
  expect(clientInUseMessage(none)).toBeNull();
  expect(clientInUseMessage({ ...none, invoices: 1 })).toBe(
    "No se puede eliminar el cliente porque tiene 1 factura asociada.",
  );
  expect(clientInUseMessage({ ...none, projects: 1 })).toBe(
    "No se puede eliminar el cliente porque tiene 1 proyecto asociado.",
  );
  expect(clientInUseMessage({ ...none, projects: 3 })).toBe(
    "No se puede eliminar el cliente porque tiene 3 proyectos asociados.",
  );
  expect(clientInUseMessage({ ...none, recurringInvoices: 2 })).toBe(
    "No se puede eliminar el cliente porque tiene 2 facturas recurrentes asociadas.",
  );
  expect(clientInUseMessage({ ...none, quotes: 1, receivables: 2 })).toBe(
    "No se puede eliminar el cliente porque tiene 1 cotización y 2 cuentas por cobrar asociadas.",
  );
});
