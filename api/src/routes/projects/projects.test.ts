import { expect, test } from "bun:test";
import { endpoints, type ProjectRecord } from "../../contract";
import { END_BEFORE_START } from "../../domain/crm/projects";
import { expectIssue, signedInApi, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient } from "../../test/fixtures";
import { parseAnswer, type RequestOf } from "../../test/typed-request";

describeEachDatabase("/api/projects", (getDb) => {
  const api = () => signedInApi(getDb());
  const call = async (method: string, path: string, body?: unknown) => (await api()).request(method, path, body);
  const latestActivity = async (limit = 1) => (await api()).latestActivity(limit);
  const send: TestApi["send"] = async (endpoint, request) => (await api()).send(endpoint, request);
  const create = (body: RequestOf<typeof endpoints.createProject>["body"]) => send(endpoints.createProject, { body });
  const projectCount = async () => (await api()).count("/api/projects");

  test("POST creates a project as the form sends it and logs it", async () => {
    const client = await insertClient(getDb(), { name: "Ana", company: "Constructora del Istmo" });
    const project = await create({
      name: "Portal de proveedores",
      clientId: client.id,
      description: "",
      budget: 15000.5,
      // The form sends ISO date-times; 02:00 UTC on the 1st is still the 31st in Panama.
      startDate: "2026-02-01T02:00:00.000Z",
      endDate: "2026-06-30T12:00:00.000Z",
    });
    expect(project).toMatchObject({
      name: "Portal de proveedores",
      clientId: client.id,
      clientName: "Constructora del Istmo",
      description: null,
      status: "planning",
      budget: "15000.50",
      startDate: "2026-01-31",
      endDate: "2026-06-30",
    });
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
    expect((await latestActivity())[0]).toMatchObject({
      action: "create",
      entity: "project",
      entityId: project.id,
      summary: "Proyecto creado: Portal de proveedores",
      userName: "Ana",
    });
  });

  test("budget, dates and description are optional; clientName falls back to the client's name", async () => {
    const client = await insertClient(getDb(), { name: "Luis Quintero" });
    const project = await create({ name: "App móvil", clientId: String(client.id), budget: null, startDate: "" });
    expect(project).toMatchObject({ clientName: "Luis Quintero", budget: null, startDate: null, endDate: null });
  });

  test("POST refuses invalid input with the form's messages and stores nothing", async () => {
    const client = await insertClient(getDb(), { name: "Valida" });
    const before = await projectCount();
    await expectIssue(
      await call("POST", "/api/projects", { name: "", clientId: client.id }),
      "name",
      "El nombre es requerido",
    );
    for (const clientId of [undefined, 0, ""]) {
      await expectIssue(
        await call("POST", "/api/projects", { name: "Sin cliente", clientId }),
        "clientId",
        "Debe seleccionar un cliente",
      );
    }
    await expectIssue(
      await call("POST", "/api/projects", {
        name: "X",
        clientId: client.id,
        startDate: "2026-05-10",
        endDate: "2026-05-09",
      }),
      "endDate",
      END_BEFORE_START,
    );
    expect(await projectCount()).toBe(before);
  });

  test("POST for a client that does not exist is a 400 on clientId", async () => {
    const before = await projectCount();
    const response = await call("POST", "/api/projects", { name: "Huérfano", clientId: 999999 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Debe seleccionar un cliente",
      issues: [{ field: "clientId", message: "Debe seleccionar un cliente" }],
    });
    expect(await projectCount()).toBe(before);
  });

  test("GET lists newest first with client names; GET /:id; unknown ids are a Spanish 404", async () => {
    const client = await insertClient(getDb(), { name: "Pedro", company: "Naviera Colón" });
    const older = await create({ name: "Primero", clientId: client.id });
    const newer = await create({ name: "Segundo", clientId: client.id, status: "in_progress" });
    const list = await send(endpoints.listProjects, {});
    expect(list[0]).toEqual(newer);
    expect(list.findIndex((p) => p.id === older.id)).toBeGreaterThan(0);
    expect(list.every((p) => typeof p.clientName === "string")).toBe(true);

    expect(await send(endpoints.getProject, { params: { id: older.id } })).toEqual({
      ...older,
      clientName: "Naviera Colón",
    });
    for (const path of ["/api/projects/999999", "/api/projects/x1"]) {
      const missing = await call("GET", path);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Proyecto no encontrado" });
    }
  });

  test("a status change is logged as 'Proyecto X movido a En Progreso'; other fields stay", async () => {
    const client = await insertClient(getDb(), { name: "Estado" });
    const project = await create({ name: "Tablero", clientId: client.id, budget: "900", startDate: "2026-03-01" });
    const updated = await send(endpoints.updateProject, {
      params: { id: project.id },
      body: { status: "in_progress" },
    });
    expect(updated).toMatchObject({
      status: "in_progress",
      budget: "900.00",
      startDate: "2026-03-01",
      name: "Tablero",
    });
    const entries = await latestActivity(2);
    expect(entries[0]).toMatchObject({
      action: "status",
      entity: "project",
      entityId: project.id,
      summary: "Proyecto Tablero movido a En Progreso",
    });
    expect(entries[1]?.summary).toBe("Proyecto creado: Tablero");
  });

  test("PATCH of other fields keeps the status and logs 'Proyecto actualizado'", async () => {
    const client = await insertClient(getDb(), { name: "Edición" });
    const other = await insertClient(getDb(), { name: "Otro", company: "Otra Empresa" });
    const project = await create({ name: "Intranet", clientId: client.id, status: "completed" });
    const updated = await send(endpoints.updateProject, {
      params: { id: project.id },
      body: { name: "Intranet 2", clientId: other.id },
    });
    expect(updated).toMatchObject({
      name: "Intranet 2",
      clientId: other.id,
      clientName: "Otra Empresa",
      status: "completed",
    });
    expect(await send(endpoints.getProject, { params: { id: project.id } })).toEqual(updated);
    expect((await latestActivity())[0]).toMatchObject({
      action: "update",
      summary: "Proyecto actualizado: Intranet 2",
    });
  });

  test("an empty PATCH changes nothing and logs nothing", async () => {
    const client = await insertClient(getDb(), { name: "Quieto" });
    const project = await create({ name: "Sin cambios", clientId: client.id, status: "testing" });
    expect(await send(endpoints.updateProject, { params: { id: project.id }, body: {} })).toEqual(project);
    expect((await latestActivity())[0]?.summary).toBe("Proyecto creado: Sin cambios");
  });

  test("PATCH keeps the date order against the stored dates, and validates like POST", async () => {
    const client = await insertClient(getDb(), { name: "Fechas" });
    const project = await create({
      name: "Migración",
      clientId: client.id,
      startDate: "2026-04-10",
      endDate: "2026-04-20",
    });
    const path = `/api/projects/${project.id}`;
    await expectIssue(await call("PATCH", path, { endDate: "2026-04-09" }), "endDate", END_BEFORE_START);
    await expectIssue(await call("PATCH", path, { startDate: "2026-04-21" }), "endDate", END_BEFORE_START);
    await expectIssue(
      await call("PATCH", path, { startDate: "2026-05-02", endDate: "2026-05-01" }),
      "endDate",
      END_BEFORE_START,
    );
    await expectIssue(await call("PATCH", path, { name: " " }), "name", "El nombre es requerido");
    await expectIssue(await call("PATCH", path, { clientId: 0 }), "clientId", "Debe seleccionar un cliente");
    await expectIssue(await call("PATCH", path, { clientId: 999999 }), "clientId", "Debe seleccionar un cliente");
    expect(await send(endpoints.getProject, { params: { id: project.id } })).toEqual(project);

    // Clearing the start date lifts the constraint; an end date on the same day is fine.
    const cleared = await send(endpoints.updateProject, {
      params: { id: project.id },
      body: { startDate: null, endDate: "2026-01-01" },
    });
    expect(cleared).toMatchObject({ startDate: null, endDate: "2026-01-01" });
    // send fails the test unless the PATCH answers 200.
    await send(endpoints.updateProject, { params: { id: project.id }, body: { startDate: "2026-01-01" } });

    const missing = await call("PATCH", "/api/projects/999999", { name: "Nadie" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Proyecto no encontrado" });
  });

  test("DELETE answers 204, the project is gone and the delete is logged", async () => {
    const client = await insertClient(getDb(), { name: "Borrar" });
    const project = await create({ name: "Piloto", clientId: client.id });
    const response = await call("DELETE", `/api/projects/${project.id}`);
    expect(response.status).toBe(204);
    expect((await call("GET", `/api/projects/${project.id}`)).status).toBe(404);
    expect((await latestActivity())[0]).toMatchObject({
      action: "delete",
      entity: "project",
      entityId: project.id,
      summary: "Proyecto eliminado: Piloto",
    });
    const again = await call("DELETE", `/api/projects/${project.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Proyecto no encontrado" });
    // With its project gone, the client can be deleted.
    expect((await call("DELETE", `/api/clients/${client.id}`)).status).toBe(204);
  });

  test("the list searches, filters and pages on the server, with the total in X-Total-Count", async () => {
    const acme = await insertClient(getDb(), { name: "Rosa", company: "Acme 100% Digital" });
    const other = await insertClient(getDb(), { name: "Pedro Paginado" });
    const made: ProjectRecord[] = [];
    for (let i = 1; i <= 7; i++) {
      made.push(
        await create({
          name: `Paginado ${i}`,
          clientId: i % 2 === 0 ? acme.id : other.id,
          status: i <= 3 ? "in_progress" : "planning",
        }),
      );
    }
    const list = async (query: string) => {
      const response = await call("GET", `/api/projects?${query}`);
      const rows = await parseAnswer(endpoints.listProjects, response);
      return { total: response.headers.get("X-Total-Count"), names: rows.map((p) => p.name) };
    };
    // Newest first; a page and the count of every match.
    expect(await list("q=paginado&limit=3&offset=0")).toEqual({
      total: "7",
      names: ["Paginado 7", "Paginado 6", "Paginado 5"],
    });
    expect(await list("q=paginado&limit=3&offset=6")).toEqual({ total: "7", names: ["Paginado 1"] });
    // The search reaches the client's company and name; % is literal.
    expect(await list("q=100%25 digital")).toEqual({ total: "3", names: ["Paginado 6", "Paginado 4", "Paginado 2"] });
    expect(await list("q=pedro paginado&status=in_progress")).toEqual({
      total: "2",
      names: ["Paginado 3", "Paginado 1"],
    });
    expect(await list(`clientId=${acme.id}&status=planning`)).toEqual({
      total: "2",
      names: ["Paginado 6", "Paginado 4"],
    });
    // Without paging: the whole (filtered) array, its length in the header.
    const all = await list("q=paginado");
    expect(all).toEqual({ total: "7", names: made.map((p) => p.name).reverse() });

    const badStatus = await call("GET", "/api/projects?status=terminado");
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toMatchObject({ issues: [{ field: "status", message: "Estado inválido" }] });
    expect((await call("GET", "/api/projects?limit=0")).status).toBe(400);
  });
});
