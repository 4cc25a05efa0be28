import { expect, test } from "bun:test";
import {
  addDays,
  DAY_OF_MONTH_MESSAGE,
  END_BEFORE_START,
  END_DATE_OR_COUNT,
  endpoints,
  incomeAccountRefused,
  NO_OCCURRENCE,
  RECURRING_COUNT_MESSAGE,
  type RecurringInvoiceRecord,
  type RecurringOccurrenceRecord,
  START_BEFORE_TODAY,
  TOTAL_COUNT_HEADER,
  upcomingOccurrences,
} from "../../contract";
import { ALREADY_ACTIVE, ALREADY_FINISHED, ALREADY_PAUSED } from "../../domain/recurring-invoices/pause";
import { DELETE_WITH_INVOICES } from "../../domain/recurring-invoices/templates";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { day, insertClient, panamaDate } from "../../test/fixtures";
import { recurringBody, runRecurringOn } from "../../test/recurring";

// /api/recurring-invoices: the templates' CRUD, its Spanish refusals, pause and resume, the next
// dates and the invoices made (the job's own rules are in recurring-job.test.ts).

const today = panamaDate(0);

describeEachDatabase("/api/recurring-invoices", (getDb) => {
  async function setup(company = "Hotel Las Perlas") {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db, { name: "Marta Ríos", company });
    return { db, api, client, body: (overrides: Record<string, unknown> = {}) => recurringBody(client.id, overrides) };
  }

  test("POST creates an active template: its lines priced as an invoice's, its first date, the company's terms", async () => {
    const { db, api, client, body } = await setup();
    const created = await api.send(endpoints.createRecurringInvoice, {
      body: body({
        dayOfMonth: 31,
        lines: [
          { description: "Hospedaje", quantity: "1", unitPrice: "45.50", itbmsRate: "7" },
          { description: "Soporte", quantity: "2.5", unitPrice: "40", discountPercent: "10", itbmsRate: "0" },
        ],
      }),
    });
    const first = upcomingOccurrences({ frequency: "monthly", dayOfMonth: 31, startDate: today }, { limit: 1 })[0];
    expect(created).toMatchObject({
      clientId: client.id,
      clientName: "Hotel Las Perlas",
      title: "Mantenimiento del sitio web",
      amount: "135.50",
      itbmsAmount: "3.19",
      total: "138.69",
      paymentTermsDays: 30,
      frequency: "monthly",
      dayOfMonth: 31,
      startDate: today,
      endDate: null,
      maxCount: null,
      mode: "draft",
      sendByEmail: false,
      status: "active",
      nextDate: first,
      generatedCount: 0,
      lastError: null,
    });
    expect(created.lines.map((line) => line.total)).toEqual(["48.69", "90.00"]);
    expect(created.itbmsBreakdown).toEqual([
      { rate: "0", subtotal: "90.00", itbmsAmount: "0.00" },
      { rate: "7", subtotal: "45.50", itbmsAmount: "3.19" },
    ]);
    expect(await api.send(endpoints.getRecurringInvoice, { params: { id: created.id } })).toEqual(created);
    expect(await activityFor(db, "recurring_invoice", created.id)).toEqual([
      {
        action: "create",
        summary: "Factura recurrente «Mantenimiento del sitio web» creada para Hotel Las Perlas",
        userId: api.userId,
      },
    ]);
  });

  test("every bad input is a 400 in Spanish on its field, and nothing is written", async () => {
    const { api, body } = await setup();
    const before = (await api.send(endpoints.listRecurringInvoices, {})).length;
    const empty = await api.post("/api/recurring-invoices", {});
    for (const [field, message] of [
      ["clientId", "Debe seleccionar un cliente"],
      ["title", "El título es requerido"],
      ["description", "La descripción es requerida"],
      ["lines", "Debe agregar al menos una línea"],
      ["frequency", "Frecuencia inválida"],
      ["dayOfMonth", DAY_OF_MONTH_MESSAGE],
      ["startDate", "La fecha de inicio es requerida"],
    ]) {
      await expectIssue(empty, field as string, message as string);
    }
    const refused: Array<[Record<string, unknown>, string, string]> = [
      [{ dayOfMonth: 32 }, "dayOfMonth", DAY_OF_MONTH_MESSAGE],
      [{ dayOfMonth: 0 }, "dayOfMonth", DAY_OF_MONTH_MESSAGE],
      [{ dayOfMonth: "1.5" }, "dayOfMonth", DAY_OF_MONTH_MESSAGE],
      [{ frequency: "weekly" }, "frequency", "Frecuencia inválida"],
      [{ mode: "enviar" }, "mode", "Modo inválido"],
      [{ sendByEmail: "sí" }, "sendByEmail", "Indique si se envía por correo"],
      [{ maxCount: 0 }, "maxCount", RECURRING_COUNT_MESSAGE],
      [{ maxCount: 601 }, "maxCount", RECURRING_COUNT_MESSAGE],
      [{ paymentTermsDays: -1 }, "paymentTermsDays", "Los términos de pago deben ser positivos"],
      [{ paymentTermsDays: 400 }, "paymentTermsDays", "Máximo 365 días"],
      [{ startDate: "2026-02-30" }, "startDate", "Fecha inválida"],
      [{ endDate: addDays(today, -1) }, "endDate", END_BEFORE_START],
      [{ endDate: addDays(today, 90), maxCount: 3 }, "maxCount", END_DATE_OR_COUNT],
      // From the 2nd of next month on the 1st: the first date is the 1st of the month after, past the end.
      [{ startDate: day(1, 2), dayOfMonth: 1, endDate: day(1, 20) }, "endDate", NO_OCCURRENCE],
      [
        { lines: [{ description: "", quantity: "1", unitPrice: "5" }] },
        "lines.0.description",
        "La descripción de la línea es requerida",
      ],
      [{ startDate: addDays(today, -1) }, "startDate", START_BEFORE_TODAY],
      [{ clientId: 99_999_999 }, "clientId", "Debe seleccionar un cliente"],
      [
        { lines: [{ description: "Soporte", quantity: "1", unitPrice: "5", incomeAccountCode: "4.9.99" }] },
        "lines",
        incomeAccountRefused("4.9.99"),
      ],
    ];
    for (const [change, field, message] of refused) {
      await expectIssue(await api.post("/api/recurring-invoices", body(change)), field, message);
    }
    expect((await api.send(endpoints.listRecurringInvoices, {})).length).toBe(before);
  });

  test("the list is searched and filtered on the server, one page at a time, newest first", async () => {
    const { api, body, client } = await setup("Clínica Santa Fe del Istmo");
    const tag = crypto.randomUUID().slice(0, 8);
    const hosting = await api.send(endpoints.createRecurringInvoice, { body: body({ title: `Hospedaje ${tag}` }) });
    const support = await api.send(endpoints.createRecurringInvoice, {
      body: body({ title: `Soporte ${tag}`, frequency: "quarterly" }),
    });
    await api.send(endpoints.pauseRecurringInvoice, { params: { id: support.id } });

    const list = (query: Record<string, string>) => api.send(endpoints.listRecurringInvoices, { query });
    const byTitle = await list({ q: `hospedaje ${tag}` });
    expect(byTitle.map((row) => row.id)).toEqual([hosting.id]);
    const byClient = await list({ q: "santa fe del istmo", clientId: String(client.id) });
    expect(byClient.map((row) => row.id)).toEqual([support.id, hosting.id]);
    const paused = await list({ status: "paused", q: tag });
    expect(paused.map((row) => row.id)).toEqual([support.id]);
    // The list has no lines; a page of one says how many there are.
    expect(paused[0]).not.toHaveProperty("lines");
    const page = await api.request("GET", `/api/recurring-invoices?q=${tag}&limit=1`);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe("2");
    await expectIssue(await api.get("/api/recurring-invoices?status=done"), "status", "Estado inválido");
  });

  test("PATCH changes what it sends; a new schedule moves the next date, the same one keeps it", async () => {
    const { db, api, body } = await setup();
    const created = await api.send(endpoints.createRecurringInvoice, { body: body({ dayOfMonth: 31 }) });
    const renamed = await api.send(endpoints.updateRecurringInvoice, {
      params: { id: created.id },
      body: { title: "Plan de soporte", paymentTermsDays: 15, mode: "issue", sendByEmail: true },
    });
    expect(renamed).toMatchObject({
      title: "Plan de soporte",
      paymentTermsDays: 15,
      mode: "issue",
      sendByEmail: true,
      nextDate: created.nextDate,
    });

    const quarterly = await api.send(endpoints.updateRecurringInvoice, {
      params: { id: created.id },
      body: { frequency: "quarterly", dayOfMonth: 1, startDate: addDays(today, 1), maxCount: 4 },
    });
    const first = upcomingOccurrences(
      { frequency: "quarterly", dayOfMonth: 1, startDate: addDays(today, 1) },
      { limit: 1 },
    )[0];
    expect(quarterly).toMatchObject({ frequency: "quarterly", dayOfMonth: 1, maxCount: 4, nextDate: first });

    const repriced = await api.send(endpoints.updateRecurringInvoice, {
      params: { id: created.id },
      body: { lines: [{ description: "Soporte", quantity: "3", unitPrice: "50", itbmsRate: "7" }] },
    });
    expect(repriced).toMatchObject({ amount: "150.00", itbmsAmount: "10.50", total: "160.50" });
    expect(repriced.lines).toHaveLength(1);

    // Refusals on the template as it would be, and nothing changed.
    await expectIssue(
      await api.patch(`/api/recurring-invoices/${created.id}`, { endDate: addDays(today, 200) }),
      "maxCount",
      END_DATE_OR_COUNT,
    );
    await expectIssue(
      await api.patch(`/api/recurring-invoices/${created.id}`, { startDate: addDays(today, -3) }),
      "startDate",
      START_BEFORE_TODAY,
    );
    await expectIssue(
      await api.patch(`/api/recurring-invoices/${created.id}`, { maxCount: null, endDate: addDays(today, -1) }),
      "endDate",
      END_BEFORE_START,
    );
    expect(await api.send(endpoints.getRecurringInvoice, { params: { id: created.id } })).toEqual(repriced);
    expect((await activityFor(db, "recurring_invoice", created.id)).map((entry) => entry.summary)).toEqual([
      "Factura recurrente «Mantenimiento del sitio web» creada para Hotel Las Perlas",
      "Factura recurrente «Plan de soporte» actualizada",
      "Factura recurrente «Plan de soporte» actualizada",
      "Factura recurrente «Plan de soporte» actualizada",
    ]);
  });

  test("pause and resume: each refused when already so; resuming bills from today on", async () => {
    const { db, api, body } = await setup();
    const created = await api.send(endpoints.createRecurringInvoice, { body: body({ dayOfMonth: 31 }) });
    const paused = await api.send(endpoints.pauseRecurringInvoice, { params: { id: created.id } });
    expect(paused.status).toBe("paused");
    const again = await api.post(`/api/recurring-invoices/${created.id}/pause`, {});
    expect(again).toEqual({ status: 409, body: { error: ALREADY_PAUSED } });
    // A paused template is not billed, even on its day.
    await runRecurringOn(db, created.nextDate ?? today);
    expect((await api.send(endpoints.recurringInvoiceOccurrences, { params: { id: created.id } })).length).toBe(0);
    const resumed = await api.send(endpoints.resumeRecurringInvoice, { params: { id: created.id } });
    expect(resumed).toMatchObject({ status: "active", nextDate: created.nextDate });
    expect(await api.post(`/api/recurring-invoices/${created.id}/resume`, {})).toEqual({
      status: 409,
      body: { error: ALREADY_ACTIVE },
    });
    expect((await activityFor(db, "recurring_invoice", created.id)).map((entry) => entry.action)).toEqual([
      "create",
      "status",
      "status",
    ]);
    await api.send(endpoints.pauseRecurringInvoice, { params: { id: created.id } });
  });

  test("the next dates: twelve by default, as many as asked, none once finished", async () => {
    const { db, api, body } = await setup();
    const created = await api.send(endpoints.createRecurringInvoice, { body: body({ dayOfMonth: 31 }) });
    const schedule = { frequency: "monthly" as const, dayOfMonth: 31, startDate: today };
    const upcoming = await api.send(endpoints.recurringInvoiceUpcoming, { params: { id: created.id } });
    expect(upcoming.dates).toEqual(upcomingOccurrences(schedule, { limit: 12 }));
    const three = await api.send(endpoints.recurringInvoiceUpcoming, {
      params: { id: created.id },
      query: { limit: "3" },
    });
    expect(three.dates).toHaveLength(3);
    await expectIssue(
      await api.get(`/api/recurring-invoices/${created.id}/upcoming?limit=25`),
      "limit",
      "El límite debe ser un número entero entre 1 y 24",
    );

    const once = await api.send(endpoints.createRecurringInvoice, { body: body({ maxCount: 1 }) });
    await runRecurringOn(db, today);
    const finished = await api.send(endpoints.getRecurringInvoice, { params: { id: once.id } });
    expect(finished).toMatchObject({ status: "finished", nextDate: null, generatedCount: 1 });
    expect((await api.send(endpoints.recurringInvoiceUpcoming, { params: { id: once.id } })).dates).toEqual([]);
    expect(await api.post(`/api/recurring-invoices/${once.id}/pause`, {})).toEqual({
      status: 409,
      body: { error: ALREADY_FINISHED },
    });
    const listed = await api.send(endpoints.listRecurringInvoices, { query: { status: "finished" } });
    expect(listed.map((row) => row.id)).toContain(once.id);
    await api.send(endpoints.pauseRecurringInvoice, { params: { id: created.id } });
  });

  test("DELETE removes a template that made nothing; one that made invoices is paused instead (409)", async () => {
    const { db, api, body } = await setup();
    const unused = await api.send(endpoints.createRecurringInvoice, { body: body({ startDate: addDays(today, 5) }) });
    expect((await api.del(`/api/recurring-invoices/${unused.id}`)).status).toBe(204);
    expect((await api.get(`/api/recurring-invoices/${unused.id}`)).status).toBe(404);

    const used = await api.send(endpoints.createRecurringInvoice, { body: body({ maxCount: 1 }) });
    await runRecurringOn(db, today);
    expect(await api.del(`/api/recurring-invoices/${used.id}`)).toEqual({
      status: 409,
      body: { error: DELETE_WITH_INVOICES },
    });
    const made = await api.send(endpoints.recurringInvoiceOccurrences, { params: { id: used.id } });
    expect(made).toEqual([
      {
        id: expect.any(Number),
        occurrenceDate: today,
        outcome: "draft",
        message: null,
        invoice: {
          id: expect.any(Number),
          invoiceNumber: expect.stringMatching(/^FAC-\d{4}-\d{4}$/),
          status: "draft",
          total: "107.00",
          feStatus: null,
        },
        createdAt: expect.any(String),
      } satisfies RecurringOccurrenceRecord,
    ]);
    // Its draft deleted, the date stays billed, without its invoice.
    const invoiceId = made[0]?.invoice?.id;
    expect((await api.del(`/api/invoices/${invoiceId}`)).status).toBe(204);
    const after = await api.send(endpoints.recurringInvoiceOccurrences, { params: { id: used.id } });
    expect(after.map((row) => [row.occurrenceDate, row.invoice])).toEqual([[today, null]]);
  });

  test("unknown ids are 404, and a client with a template is not deleted", async () => {
    const { api, body, client } = await setup();
    for (const path of ["/api/recurring-invoices/99999999", "/api/recurring-invoices/abc"]) {
      expect(await api.get(path)).toEqual({ status: 404, body: { error: "Factura recurrente no encontrada" } });
    }
    expect((await api.post("/api/recurring-invoices/99999999/pause", {})).status).toBe(404);
    expect((await api.get("/api/recurring-invoices/99999999/invoices")).status).toBe(404);
    expect((await api.patch("/api/recurring-invoices/99999999", { title: "Otro" })).status).toBe(404);
    const template = await api.send(endpoints.createRecurringInvoice, { body: body({ startDate: addDays(today, 3) }) });
    expect(await api.del(`/api/clients/${client.id}`)).toEqual({
      status: 409,
      body: { error: "No se puede eliminar el cliente porque tiene 1 factura recurrente asociada." },
    });
    const record: RecurringInvoiceRecord = await api.send(endpoints.pauseRecurringInvoice, {
      params: { id: template.id },
    });
    expect(record.status).toBe("paused");
  });
});
