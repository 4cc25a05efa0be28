import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, type HoursInvoiceInput, todayInPanama } from "../../contract";
import { companySettings, timeEntries } from "../../db/schema";
import { hoursWithoutRate, NO_HOURS_TO_INVOICE } from "../../domain/time/invoicing";
import { activityFor } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertRatedProject, type PersonApi, timeTeam } from "../../test/time-fixtures";

describeEachDatabase("'Facturar horas' (/api/time-entries/invoice)", (getDb) => {
  const team = () => timeTeam(getDb());
  // A past month: each test's own projects keep its hours apart.
  const from = "2026-01-01";
  const to = "2026-01-31";
  const record = (who: PersonApi, projectId: number, workDate: string, minutes: number, extra: object = {}) =>
    who.send(endpoints.createTimeEntry, { body: { projectId, workDate, minutes, ...extra } });

  test("the preview is the invoice: hours with two decimals × rate, ITBMS per line, to the cent", async () => {
    const { admin, pedro, lucia } = await team();
    const { project, client } = await insertRatedProject(getDb(), { name: "Portal", project: "100", itbmsRate: "7" });
    // Pedro 20 + 50 minutes = 70 min = 1.17 h; Lucía 20 min = 0.33 h.
    const entries = [
      await record(pedro, project.id, "2026-01-05", 20, { task: "Diseño" }),
      await record(pedro, project.id, "2026-01-06", 50, { task: "Backend" }),
      await record(lucia, project.id, "2026-01-06", 20, { task: "Diseño" }),
    ];
    // Not taken: non-billable, outside the period, a running timer.
    await record(pedro, project.id, "2026-01-07", 60, { billable: false });
    await record(pedro, project.id, "2026-02-01", 60);
    const body: HoursInvoiceInput = { projectId: project.id, from, to, groupBy: "person" };
    const preview = await admin.send(endpoints.previewHoursInvoice, {
      query: { projectId: String(project.id), from, to, groupBy: "person" },
    });
    expect(preview).toEqual({
      clientId: client.id,
      clientName: client.company ?? "",
      lines: [
        {
          description: "Horas de Lucía",
          quantity: "0.33",
          unitPrice: "100.00",
          itbmsRate: "7",
          subtotal: "33.00",
          itbmsAmount: "2.31",
          total: "35.31",
          minutes: 20,
          entries: 1,
        },
        {
          description: "Horas de Pedro",
          quantity: "1.17",
          unitPrice: "100.00",
          itbmsRate: "7",
          subtotal: "117.00",
          itbmsAmount: "8.19",
          total: "125.19",
          minutes: 70,
          entries: 2,
        },
      ],
      subtotal: "150.00",
      itbmsAmount: "10.50",
      total: "160.50",
      minutes: 90,
      entries: 3,
    });
    const invoice = await admin.send(endpoints.invoiceHours, { body });
    expect(invoice).toMatchObject({
      clientId: client.id,
      status: "draft",
      title: "Horas: Portal",
      description: "Horas trabajadas del 01/01/2026 al 31/01/2026",
      issueDate: todayInPanama(),
      amount: preview.subtotal,
      itbmsAmount: preview.itbmsAmount,
      total: preview.total,
      receivable: null,
    });
    expect(
      invoice.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.subtotal, line.total]),
    ).toEqual([
      ["Horas de Lucía", "0.33", "100.00", "33.00", "35.31"],
      ["Horas de Pedro", "1.17", "100.00", "117.00", "125.19"],
    ]);
    // Every entry is linked to the invoice; the rest are not.
    for (const entry of entries) {
      expect(await admin.send(endpoints.getTimeEntry, { params: { id: entry.id } })).toMatchObject({
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
      });
    }
    const linked = await getDb().select().from(timeEntries).where(eq(timeEntries.invoiceId, invoice.id));
    expect(linked.length).toBe(3);
    expect((await activityFor(getDb(), "invoice", invoice.id))[0]?.summary).toBe(
      `Factura ${invoice.invoiceNumber} creada para ${client.company} desde 3 registros de horas`,
    );
    // Nothing is left to invoice in the period.
    expect(await admin.call(endpoints.invoiceHours, { body })).toEqual({
      status: 409,
      body: { error: NO_HOURS_TO_INVOICE },
    });
  });

  test("deleting the draft frees its hours, which are invoiced again", async () => {
    const { admin, pedro } = await team();
    const { project } = await insertRatedProject(getDb(), { name: "Portal", project: "80" });
    const entry = await record(pedro, project.id, "2026-01-12", 45);
    const body: HoursInvoiceInput = { projectId: project.id, from, to, groupBy: "day" };
    const first = await admin.send(endpoints.invoiceHours, { body });
    expect(first.lines.map((line) => line.description)).toEqual(["Horas del 12/01/2026"]);
    await admin.send(endpoints.deleteInvoice, { params: { id: first.id } });
    expect(await admin.send(endpoints.getTimeEntry, { params: { id: entry.id } })).toMatchObject({
      invoiceId: null,
      invoiceNumber: null,
    });
    expect((await activityFor(getDb(), "invoice", first.id)).at(-1)?.summary).toBe(
      `Factura ${first.invoiceNumber} eliminada; 1 registro de horas sin facturar de nuevo`,
    );
    // Freed, it is editable and invoiced anew.
    await pedro.send(endpoints.updateTimeEntry, { params: { id: entry.id }, body: { minutes: 60 } });
    const second = await admin.send(endpoints.invoiceHours, { body });
    expect(second.total).toBe("85.60");
    expect((await admin.send(endpoints.getTimeEntry, { params: { id: entry.id } })).invoiceId).toBe(second.id);
  });

  test("entries at different rates are never one line at a wrong price: a group is split by rate", async () => {
    const { admin, pedro } = await team();
    const { project } = await insertRatedProject(getDb(), { name: "Portal", project: "50" });
    await record(pedro, project.id, "2026-01-05", 60, { task: "Desarrollo" });
    await admin.send(endpoints.updateProject, { params: { id: project.id }, body: { hourlyRate: "65.50" } });
    await record(pedro, project.id, "2026-01-06", 90, { task: "Desarrollo" });
    await record(pedro, project.id, "2026-01-07", 30, { task: "Diseño" });
    const invoice = await admin.send(endpoints.invoiceHours, {
      body: { projectId: project.id, from, to, groupBy: "task" },
    });
    expect(invoice.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.subtotal])).toEqual([
      ["Desarrollo (a B/. 50.00 la hora)", "1", "50.00", "50.00"],
      ["Desarrollo (a B/. 65.50 la hora)", "1.5", "65.50", "98.25"],
      ["Diseño", "0.5", "65.50", "32.75"],
    ]);
    expect(invoice).toMatchObject({ amount: "181.00", itbmsAmount: "12.67", total: "193.67" });
  });

  test("from a client: every project's hours, each line at its project's ITBMS (the company's by default)", async () => {
    const { admin, pedro, lucia } = await team();
    const [settings] = await getDb().select({ rate: companySettings.defaultItbmsRate }).from(companySettings);
    const { client, project } = await insertRatedProject(getDb(), { name: "Web", client: "40", itbmsRate: "0" });
    const other = await admin.send(endpoints.createProject, {
      body: { name: "App", clientId: client.id, status: "in_progress" },
    });
    await record(pedro, project.id, "2026-01-05", 120);
    await record(lucia, other.id, "2026-01-05", 30);
    const preview = await admin.send(endpoints.previewHoursInvoice, {
      query: { clientId: String(client.id), from, to, groupBy: "person" },
    });
    expect(preview.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.itbmsRate])).toEqual([
      ["App: Horas de Lucía", "0.50", "40.00", String(Number(settings?.rate ?? "7"))],
      ["Web: Horas de Pedro", "2.00", "40.00", "0"],
    ]);
    const invoice = await admin.send(endpoints.invoiceHours, {
      body: { clientId: client.id, from, to, groupBy: "person" },
    });
    expect(invoice.total).toBe(preview.total);
    expect(invoice.title).toBe(`Horas: ${client.company}`);
  });

  test("hours saved without a rate are billed at the rate now, and keep it; without any rate, refused", async () => {
    const { admin, lucia } = await team();
    const { client, project } = await insertRatedProject(getDb(), { name: "Portal" });
    const entry = await record(lucia, project.id, "2026-01-05", 60);
    expect(entry.hourlyRate).toBeNull();
    const body: HoursInvoiceInput = { projectId: project.id, from, to, groupBy: "person" };
    expect(await admin.call(endpoints.invoiceHours, { body })).toEqual({
      status: 409,
      body: { error: hoursWithoutRate(1) },
    });
    expect((await admin.call(endpoints.invoiceHours, { body })).body).toEqual({
      error: "1 registro de horas no tiene tarifa por hora: defina la tarifa del proyecto, del cliente o de la persona",
    });
    await admin.send(endpoints.updateClient, { params: { id: client.id }, body: { hourlyRate: "42" } });
    const invoice = await admin.send(endpoints.invoiceHours, { body });
    expect(invoice.lines[0]).toMatchObject({ unitPrice: "42.00", subtotal: "42.00" });
    expect(await admin.send(endpoints.getTimeEntry, { params: { id: entry.id } })).toMatchObject({
      hourlyRate: "42.00",
      invoiceId: invoice.id,
    });
  });

  test("two invoicings of the same hours at once: one takes them, the other finds none", async () => {
    const { admin, pedro } = await team();
    const { project } = await insertRatedProject(getDb(), { name: "Portal", project: "10" });
    await record(pedro, project.id, "2026-01-05", 60);
    const body: HoursInvoiceInput = { projectId: project.id, from, to, groupBy: "person" };
    const answers = await Promise.all([
      admin.call(endpoints.invoiceHours, { body }),
      admin.call(endpoints.invoiceHours, { body }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const linked = await getDb().select().from(timeEntries).where(eq(timeEntries.projectId, project.id));
    expect(linked.filter((entry) => entry.invoiceId !== null).length).toBe(1);
  });

  test("only admin and finance invoice hours; the source and period are checked", async () => {
    const { pedro, finance } = await team();
    const { project } = await insertRatedProject(getDb(), { name: "Portal", project: "10" });
    expect((await pedro.call(endpoints.invoiceHours, { body: { projectId: project.id, from, to } })).status).toBe(403);
    expect(
      (await pedro.call(endpoints.previewHoursInvoice, { query: { projectId: String(project.id), from, to } })).status,
    ).toBe(403);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ projectId: undefined }, "projectId", "Elija un proyecto o un cliente"],
      [{ clientId: project.clientId }, "projectId", "Elija un proyecto o un cliente"],
      [{ to: "2025-12-31" }, "to", "La fecha final no puede ser anterior a la inicial"],
      [{ groupBy: "week" }, "groupBy", "Agrupación inválida"],
      [{ projectId: 987654 }, "projectId", "Debe seleccionar un proyecto"],
    ];
    for (const [change, field, message] of refusals) {
      const answer = await finance.call(endpoints.invoiceHours, {
        body: { projectId: project.id, from, to, ...change },
      });
      expect(answer.status).toBe(400);
      expect((answer.body as { issues: unknown[] }).issues).toContainEqual({ field, message });
    }
  });
});
