import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, type TimeEntryRecord, todayInPanama } from "../../contract";
import { timeEntries } from "../../db/schema";
import { projectWithHoursMessage } from "../../domain/crm/projects";
import { invoicedEntryLocked } from "../../domain/time/entries";
import { OWN_HOURS_ONLY } from "../../domain/time/people";
import { activityFor } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { panamaDate } from "../../test/fixtures";
import { insertRatedProject, timeTeam } from "../../test/time-fixtures";
import { parseAnswer } from "../../test/typed-request";

describeEachDatabase("/api/time-entries", (getDb) => {
  const team = () => timeTeam(getDb());
  const today = todayInPanama();

  test("a staff member records their own hours; the rate is the project's, else the client's, else the person's", async () => {
    const { pedro } = await team();
    const projectRate = await insertRatedProject(getDb(), { client: "45.00", project: "60.00" });
    const clientRate = await insertRatedProject(getDb(), { client: "45.00" });
    const personRate = await insertRatedProject(getDb());
    const record = (projectId: number, minutes: number) =>
      pedro.send(endpoints.createTimeEntry, {
        body: { projectId, workDate: today, minutes, description: "Desarrollo", task: "Backend" },
      });
    const atProject = await record(projectRate.project.id, 90);
    expect(atProject).toMatchObject({
      userId: pedro.userId,
      userName: "Pedro",
      projectId: projectRate.project.id,
      clientId: projectRate.client.id,
      clientName: projectRate.client.company,
      workDate: today,
      minutes: 90,
      startedAt: null,
      billable: true,
      task: "Backend",
      hourlyRate: "60.00",
      value: "90.00",
      invoiceId: null,
      invoiceNumber: null,
    });
    expect((await record(clientRate.project.id, 20)).hourlyRate).toBe("45.00");
    // 20 minutes at B/. 30.00: 10.00; 25 minutes: 12.50.
    const atPerson = await record(personRate.project.id, 25);
    expect(atPerson).toMatchObject({ hourlyRate: "30.00", value: "12.50" });
    const log = await activityFor(getDb(), "time_entry", atPerson.id);
    expect(log).toEqual([
      {
        action: "create",
        summary: `Horas registradas: 0:25 en ${personRate.project.name} (Pedro)`,
        userId: pedro.userId,
      },
    ]);
  });

  test("without any rate the entry keeps none and has no value", async () => {
    const { lucia } = await team();
    const { project } = await insertRatedProject(getDb());
    const entry = await lucia.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, workDate: today, minutes: 45, billable: false },
    });
    expect(entry).toMatchObject({ hourlyRate: null, value: null, billable: false, description: null, task: null });
  });

  test("the rate is kept with the entry: a later rate change reprices only what is saved again", async () => {
    const { pedro, admin } = await team();
    const { project } = await insertRatedProject(getDb(), { project: "50" });
    const entry = await pedro.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, workDate: today, minutes: 60 },
    });
    await admin.send(endpoints.updateProject, { params: { id: project.id }, body: { hourlyRate: "80" } });
    expect((await pedro.send(endpoints.getTimeEntry, { params: { id: entry.id } })).hourlyRate).toBe("50.00");
    const edited = await pedro.send(endpoints.updateTimeEntry, {
      params: { id: entry.id },
      body: { description: "Revisión" },
    });
    expect(edited).toMatchObject({ hourlyRate: "80.00", value: "80.00", description: "Revisión" });
  });

  test("rates are set on the edit forms of users (admin), clients and projects; 0 or empty is none", async () => {
    const { admin, pedro } = await team();
    const { client, project } = await insertRatedProject(getDb());
    const user = await admin.send(endpoints.updateUser, { params: { id: pedro.userId }, body: { hourlyRate: "35.5" } });
    expect(user.hourlyRate).toBe("35.50");
    expect(
      (await admin.send(endpoints.updateClient, { params: { id: client.id }, body: { hourlyRate: 55 } })).hourlyRate,
    ).toBe("55.00");
    const edited = await admin.send(endpoints.updateProject, {
      params: { id: project.id },
      body: { hourlyRate: "0", budgetHours: "12.5", itbmsRate: "10" },
    });
    expect(edited).toMatchObject({ hourlyRate: null, budgetHours: "12.50", itbmsRate: "10" });
    // Staff may not change a person's rate (staff administration is the admin's).
    const refused = await pedro.call(endpoints.updateUser, {
      params: { id: pedro.userId },
      body: { hourlyRate: "99" },
    });
    expect(refused.status).toBe(403);
    const bad = await admin.call(endpoints.updateProject, {
      params: { id: project.id },
      body: { budgetHours: "1.234" },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { issues: [{ field: "budgetHours", message: "Las horas admiten como máximo 2 decimales" }] },
    });
    await admin.send(endpoints.updateUser, { params: { id: pedro.userId }, body: { hourlyRate: "30.00" } });
  });

  test("staff see and write only their own hours; admin and finance everyone's", async () => {
    const { pedro, lucia, admin, finance } = await team();
    const { project } = await insertRatedProject(getDb(), { project: "40" });
    const pedros = await pedro.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, workDate: today, minutes: 30 },
    });
    // Admin and finance record for someone else.
    const forLucia = await admin.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, userId: lucia.userId, workDate: today, minutes: 15 },
    });
    expect(forLucia.userId).toBe(lucia.userId);
    await finance.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, userId: pedro.userId, workDate: today, minutes: 10 },
    });
    const query = { projectId: String(project.id) };
    const own = await pedro.send(endpoints.listTimeEntries, { query });
    expect(own.map((entry) => entry.userId)).toEqual([pedro.userId, pedro.userId]);
    expect((await admin.send(endpoints.listTimeEntries, { query })).length).toBe(3);
    expect(
      (await finance.send(endpoints.listTimeEntries, { query: { ...query, userId: String(lucia.userId) } })).length,
    ).toBe(1);

    const forbidden = { status: 403, body: { error: OWN_HOURS_ONLY } };
    expect(
      await pedro.call(endpoints.createTimeEntry, {
        body: { projectId: project.id, userId: lucia.userId, workDate: today, minutes: 15 },
      }),
    ).toEqual(forbidden);
    expect(await pedro.call(endpoints.listTimeEntries, { query: { userId: String(lucia.userId) } })).toEqual(forbidden);
    const notFound = { status: 404, body: { error: "Registro de horas no encontrado" } };
    expect(await lucia.call(endpoints.getTimeEntry, { params: { id: pedros.id } })).toEqual(notFound);
    expect(await lucia.call(endpoints.updateTimeEntry, { params: { id: pedros.id }, body: { minutes: 5 } })).toEqual(
      notFound,
    );
    expect(await lucia.call(endpoints.deleteTimeEntry, { params: { id: pedros.id } })).toEqual(notFound);
    expect((await pedro.send(endpoints.getTimeEntry, { params: { id: pedros.id } })).minutes).toBe(30);
    // Finance moves an entry to another person: it is theirs, at their rate unless the project has one.
    const moved = await finance.send(endpoints.updateTimeEntry, {
      params: { id: pedros.id },
      body: { userId: lucia.userId },
    });
    expect(moved).toMatchObject({ userId: lucia.userId, hourlyRate: "40.00" });
  });

  test("bad input is refused with the form's messages and stores nothing", async () => {
    const { pedro } = await team();
    const { project } = await insertRatedProject(getDb());
    const send = (body: Record<string, unknown>) =>
      pedro.call(endpoints.createTimeEntry, { body: { projectId: project.id, workDate: today, minutes: 60, ...body } });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ minutes: 0 }, "minutes", "La duración debe ser mayor que cero"],
      [{ minutes: 1441 }, "minutes", "La duración no puede superar 24 horas"],
      [{ minutes: 1.5 }, "minutes", "La duración debe ser un número entero de minutos"],
      [{ minutes: undefined }, "minutes", "La duración es requerida"],
      [{ projectId: undefined }, "projectId", "Debe seleccionar un proyecto"],
      [{ projectId: 987654 }, "projectId", "Debe seleccionar un proyecto"],
      [{ workDate: "2026-02-30" }, "workDate", "Fecha inválida"],
      [{ workDate: "1999-12-31" }, "workDate", "La fecha no puede ser anterior al 01/01/2000"],
      [{ billable: "sí" }, "billable", "Indique si es facturable (true o false)"],
    ];
    for (const [body, field, message] of cases) {
      const answer = await send(body);
      expect(answer.status).toBe(400);
      expect((answer.body as { issues: unknown[] }).issues).toContainEqual({ field, message });
    }
    expect(await pedro.send(endpoints.listTimeEntries, { query: { projectId: String(project.id) } })).toEqual([]);
  });

  test("an invoiced entry can be neither edited nor deleted (409) and stays as it is", async () => {
    const { pedro, admin } = await team();
    const { project } = await insertRatedProject(getDb(), { project: "40" });
    const entry = await pedro.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, workDate: today, minutes: 60 },
    });
    const invoice = await admin.send(endpoints.invoiceHours, {
      body: { projectId: project.id, from: today, to: today, groupBy: "person" },
    });
    const patched = await pedro.call(endpoints.updateTimeEntry, { params: { id: entry.id }, body: { minutes: 30 } });
    expect(patched).toEqual({ status: 409, body: { error: invoicedEntryLocked(invoice.invoiceNumber, "modificar") } });
    expect(patched.body).toEqual({
      error: `El registro de horas está facturado en ${invoice.invoiceNumber}: no se puede modificar`,
    });
    const deleted = await admin.call(endpoints.deleteTimeEntry, { params: { id: entry.id } });
    expect(deleted).toEqual({ status: 409, body: { error: invoicedEntryLocked(invoice.invoiceNumber, "eliminar") } });
    expect(await pedro.send(endpoints.getTimeEntry, { params: { id: entry.id } })).toMatchObject({
      minutes: 60,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
    });
  });

  test("the list filters on the server and pages with X-Total-Count", async () => {
    const { admin, pedro } = await team();
    const { project } = await insertRatedProject(getDb(), { project: "40" });
    const add = (workDate: string, minutes: number, billable: boolean, description: string) =>
      pedro.send(endpoints.createTimeEntry, {
        body: { projectId: project.id, workDate, minutes, billable, description },
      });
    await add(panamaDate(-10), 60, true, "Análisis de requisitos");
    await add(panamaDate(-3), 30, false, "Reunión interna");
    await add(panamaDate(-2), 45, true, "Diseño de pantallas");
    await admin.send(endpoints.invoiceHours, {
      body: { projectId: project.id, from: panamaDate(-10), to: panamaDate(-10), groupBy: "day" },
    });
    const list = (query: Record<string, string>) =>
      admin.send(endpoints.listTimeEntries, { query: { projectId: String(project.id), ...query } });
    const descriptions = (rows: TimeEntryRecord[]) => rows.map((row) => row.description);
    expect(descriptions(await list({}))).toEqual(["Diseño de pantallas", "Reunión interna", "Análisis de requisitos"]);
    expect(descriptions(await list({ billable: "false" }))).toEqual(["Reunión interna"]);
    expect(descriptions(await list({ invoiced: "invoiced" }))).toEqual(["Análisis de requisitos"]);
    expect(descriptions(await list({ invoiced: "unbilled" }))).toEqual(["Diseño de pantallas"]);
    expect(descriptions(await list({ from: panamaDate(-3), to: panamaDate(-3) }))).toEqual(["Reunión interna"]);
    expect(descriptions(await list({ q: "pantallas" }))).toEqual(["Diseño de pantallas"]);
    const page = await admin.request("GET", `/api/time-entries?projectId=${project.id}&limit=2&offset=0`);
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect(await parseAnswer(endpoints.listTimeEntries, page)).toHaveLength(2);
  });

  test("a project with hours is not deleted (409), and deleting an entry is logged", async () => {
    const { admin } = await team();
    const { project } = await insertRatedProject(getDb());
    const entry = await admin.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, workDate: today, minutes: 5 },
    });
    expect(await admin.call(endpoints.deleteProject, { params: { id: project.id } })).toEqual({
      status: 409,
      body: { error: projectWithHoursMessage(1) },
    });
    await admin.send(endpoints.deleteTimeEntry, { params: { id: entry.id } });
    expect(await getDb().select().from(timeEntries).where(eq(timeEntries.id, entry.id))).toEqual([]);
    expect((await activityFor(getDb(), "time_entry", entry.id)).map((row) => row.action)).toEqual(["create", "delete"]);
    await admin.send(endpoints.deleteProject, { params: { id: project.id } });
  });
});
