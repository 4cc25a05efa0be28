import { expect, test } from "bun:test";
import { endpoints, type TimesheetWeekRecord, todayInPanama, weekDays, weekStartOf } from "../../contract";
import { OWN_HOURS_ONLY } from "../../domain/time/people";
import { describeEachDatabase } from "../../test/databases";
import { insertRatedProject, type PersonApi, personApi, timeTeam } from "../../test/time-fixtures";

/** A week's minutes by row as 'project|task' → the seven days. */
const minutesOf = (week: TimesheetWeekRecord) =>
  Object.fromEntries(
    week.rows.map((row) => [`${row.projectName}|${row.task ?? ""}`, row.days.map((day) => day.minutes)]),
  );

describeEachDatabase("the weekly timesheet (/api/time-entries/week)", (getDb) => {
  // A Monday in the past: its hours never meet the other tests' (each test has its own person too).
  const monday = "2026-03-02";
  const days = weekDays(monday);
  const person = (name: string) => personApi(getDb(), "staff", name, "25.00");
  const save = (who: PersonApi, rows: Array<{ projectId: number; task?: string | null; minutes: number[] }>) =>
    who.send(endpoints.saveTimesheetWeek, { body: { weekStart: monday, rows } });

  test("a whole week is saved at once and read back by project and task, Monday to Sunday", async () => {
    const ana = await person("Ana");
    const portal = await insertRatedProject(getDb(), { name: "Portal", project: "40" });
    const app = await insertRatedProject(getDb(), { name: "App" });
    const saved = await save(ana, [
      { projectId: portal.project.id, task: "Diseño", minutes: [90, 60, 0, 0, 480, 0, 0] },
      { projectId: portal.project.id, task: null, minutes: [0, 30, 0, 0, 0, 0, 0] },
      { projectId: app.project.id, task: "QA", minutes: [0, 0, 150, 0, 0, 0, 15] },
    ]);
    expect(saved.weekStart).toBe(monday);
    expect(saved.days).toEqual(days);
    expect(saved.userName).toBe("Ana");
    expect(minutesOf(saved)).toEqual({
      "App|QA": [0, 0, 150, 0, 0, 0, 15],
      "Portal|": [0, 30, 0, 0, 0, 0, 0],
      "Portal|Diseño": [90, 60, 0, 0, 480, 0, 0],
    });
    // One entry per day with minutes, billable, at the rate resolved then.
    const entries = await ana.send(endpoints.listTimeEntries, { query: { from: days[0] ?? "", to: days[6] ?? "" } });
    expect(entries.length).toBe(6);
    expect(entries.every((entry) => entry.billable)).toBe(true);
    expect(entries.find((entry) => entry.minutes === 480)).toMatchObject({ workDate: days[4], hourlyRate: "40.00" });
    expect(entries.find((entry) => entry.minutes === 150)).toMatchObject({ workDate: days[2], hourlyRate: "25.00" });
    // Any day of the week reads the same week.
    const read = await ana.send(endpoints.timesheetWeek, { query: { week: days[3] ?? "" } });
    expect(read).toEqual(saved);
  });

  test("saving again changes each day to its new total: more, less, or nothing", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb(), { name: "Portal" });
    await save(ana, [{ projectId: project.id, task: "Dev", minutes: [60, 60, 60, 0, 0, 0, 0] }]);
    // A timer entry on Tuesday too: that day now has two entries.
    await ana.send(endpoints.createTimeEntry, {
      body: { projectId: project.id, task: "Dev", workDate: days[1] ?? "", minutes: 30, description: "Llamada" },
    });
    const saved = await save(ana, [{ projectId: project.id, task: "Dev", minutes: [120, 150, 0, 45, 0, 0, 0] }]);
    expect(minutesOf(saved)).toEqual({ "Portal|Dev": [120, 150, 0, 45, 0, 0, 0] });
    expect(saved.rows[0]?.days.map((day) => day.entries)).toEqual([1, 3, 0, 1, 0, 0, 0]);
    // Wednesday at 0 removed its entry; Tuesday grew by a new entry of 60 minutes, the call kept.
    const tuesday = await ana.send(endpoints.listTimeEntries, { query: { from: days[1] ?? "", to: days[1] ?? "" } });
    expect(tuesday.map((entry) => entry.minutes).sort((a, b) => a - b)).toEqual([30, 60, 60]);
    // Less on a day of several entries would have to pick one: refused, and nothing of the week changes.
    const refused = await ana.call(endpoints.saveTimesheetWeek, {
      body: { weekStart: monday, rows: [{ projectId: project.id, task: "Dev", minutes: [30, 100, 0, 45, 0, 0, 0] }] },
    });
    expect(refused).toEqual({
      status: 409,
      body: { error: `El ${"03/03/2026"} de Portal tiene 3 registros: redúzcalos en la vista de horas del proyecto` },
    });
    expect(minutesOf(await ana.send(endpoints.timesheetWeek, { query: { week: monday } }))).toEqual({
      "Portal|Dev": [120, 150, 0, 45, 0, 0, 0],
    });
    // Zero empties a day of several entries.
    const emptied = await save(ana, [{ projectId: project.id, task: "Dev", minutes: [120, 0, 0, 45, 0, 0, 0] }]);
    expect(minutesOf(emptied)).toEqual({ "Portal|Dev": [120, 0, 0, 45, 0, 0, 0] });
  });

  test("invoiced hours stay: a day cannot go below them", async () => {
    const ana = await person("Ana");
    const { admin } = await timeTeam(getDb());
    const { project } = await insertRatedProject(getDb(), { name: "Portal", project: "40" });
    await save(ana, [{ projectId: project.id, minutes: [60, 0, 0, 0, 0, 0, 0] }]);
    await admin.send(endpoints.invoiceHours, {
      body: { projectId: project.id, from: monday, to: monday, groupBy: "day" },
    });
    const read = await ana.send(endpoints.timesheetWeek, { query: { week: monday } });
    expect(read.rows[0]?.days[0]).toEqual({ minutes: 60, lockedMinutes: 60, entries: 0 });
    const below = await ana.call(endpoints.saveTimesheetWeek, {
      body: { weekStart: monday, rows: [{ projectId: project.id, minutes: [30, 0, 0, 0, 0, 0, 0] }] },
    });
    expect(below).toEqual({
      status: 400,
      body: {
        error: "El 02/03/2026 de Portal ya tiene 1:00 facturadas: no puede tener menos",
        issues: [
          {
            field: "rows.0.minutes.0",
            message: "El 02/03/2026 de Portal ya tiene 1:00 facturadas: no puede tener menos",
          },
        ],
      },
    });
    // More than the invoiced hours adds a new, unbilled entry.
    const more = await save(ana, [{ projectId: project.id, minutes: [90, 0, 0, 0, 0, 0, 0] }]);
    expect(more.rows[0]?.days[0]).toEqual({ minutes: 90, lockedMinutes: 60, entries: 1 });
  });

  test("the week is all or nothing, and its input is checked", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb(), { name: "Portal" });
    const answer = await ana.call(endpoints.saveTimesheetWeek, {
      body: {
        weekStart: monday,
        rows: [
          { projectId: project.id, minutes: [60, 0, 0, 0, 0, 0, 0] },
          { projectId: 987654, minutes: [60, 0, 0, 0, 0, 0, 0] },
        ],
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { issues: [{ field: "rows.1.projectId", message: "Debe seleccionar un proyecto" }] },
    });
    expect((await ana.send(endpoints.timesheetWeek, { query: { week: monday } })).rows).toEqual([]);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ weekStart: "2026-03-03" }, "weekStart", "La semana debe empezar un lunes"],
      [
        { rows: [{ projectId: project.id, minutes: [60, 0, 0] }] },
        "rows.0.minutes",
        "Indique los minutos de los siete días",
      ],
      [
        { rows: [{ projectId: project.id, minutes: [-1, 0, 0, 0, 0, 0, 0] }] },
        "rows.0.minutes.0",
        "Cada día debe tener entre 0 y 24 horas",
      ],
      [
        {
          rows: [
            { projectId: project.id, task: "A", minutes: [0, 0, 0, 0, 0, 0, 0] },
            { projectId: project.id, task: "A", minutes: [0, 0, 0, 0, 0, 0, 0] },
          ],
        },
        "rows.1",
        "Hay dos filas con el mismo proyecto y tarea",
      ],
      [
        {
          rows: [
            { projectId: project.id, task: "A", minutes: [800, 0, 0, 0, 0, 0, 0] },
            { projectId: project.id, task: "B", minutes: [800, 0, 0, 0, 0, 0, 0] },
          ],
        },
        "rows",
        "Un día no puede sumar más de 24 horas",
      ],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await ana.call(endpoints.saveTimesheetWeek, { body: { weekStart: monday, rows: [], ...body } });
      expect(refused.status).toBe(400);
      expect((refused.body as { issues: unknown[] }).issues).toContainEqual({ field, message });
    }
  });

  test("staff fill only their own week; admin and finance pick the person", async () => {
    const ana = await person("Ana");
    const { finance, admin } = await timeTeam(getDb());
    const { project } = await insertRatedProject(getDb(), { name: "Portal" });
    const forbidden = { status: 403, body: { error: OWN_HOURS_ONLY } };
    expect(await ana.call(endpoints.timesheetWeek, { query: { userId: String(admin.userId) } })).toEqual(forbidden);
    expect(
      await ana.call(endpoints.saveTimesheetWeek, { body: { weekStart: monday, userId: admin.userId, rows: [] } }),
    ).toEqual(forbidden);
    const byFinance = await finance.send(endpoints.saveTimesheetWeek, {
      body: {
        weekStart: monday,
        userId: ana.userId,
        rows: [{ projectId: project.id, minutes: [0, 0, 0, 0, 0, 30, 0] }],
      },
    });
    expect(byFinance).toMatchObject({ userId: ana.userId, userName: "Ana" });
    expect(minutesOf(await ana.send(endpoints.timesheetWeek, { query: { week: monday } }))).toEqual({
      "Portal|": [0, 0, 0, 0, 0, 30, 0],
    });
    // Without a week: the current one.
    expect((await ana.send(endpoints.timesheetWeek, {})).weekStart).toBe(weekStartOf(todayInPanama()));
  });
});
