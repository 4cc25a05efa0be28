import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../contract";
import { invoices } from "../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, listItemOf, panamaDate } from "../../test/fixtures";

const YEAR = panamaDate(0).slice(0, 4);

describeEachDatabase("/api/invoices", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { name: "Lucía Pérez", company: "Naviera Pacífico" });
    // As the form sends it: amount a number, dueDate an ISO date-time.
    const valid = {
      clientId,
      description: "Anticipo del portal",
      amount: 2500,
      dueDate: `${panamaDate(30)}T15:00:00Z`,
    };
    return { db, api, clientId, valid };
  }

  test("POST creates a numbered draft dated today in Panama, with ITBMS and total", async () => {
    const { db, api, clientId, valid } = await setup();
    const created = await api.send(endpoints.createInvoice, { body: valid });
    expect(created).toMatchObject({
      clientId,
      clientName: "Naviera Pacífico",
      title: null,
      description: "Anticipo del portal",
      amount: "2500.00",
      itbmsRate: "7",
      itbmsAmount: "175.00",
      total: "2675.00",
      issueDate: panamaDate(0),
      dueDate: panamaDate(30),
      paidAt: null,
      status: "draft",
      receivable: null,
    });
    expect(created.invoiceNumber).toMatch(new RegExp(`^FAC-${YEAR}-\\d{4}$`));
    expect(await activityFor(db, "invoice", created.id)).toEqual([
      {
        action: "create",
        summary: `Factura ${created.invoiceNumber} creada para Naviera Pacífico`,
        userId: api.userId,
      },
    ]);
  });

  test("POST keeps a given title, issue date and rate", async () => {
    const { api, valid } = await setup();
    const created = await api.send(endpoints.createInvoice, {
      body: { ...valid, title: "Hito 1", issueDate: "2026-01-15", itbmsRate: "10" },
    });
    expect(created).toMatchObject({ title: "Hito 1", issueDate: "2026-01-15", itbmsAmount: "250.00" });
  });

  test("GET lists newest first and GET /:id returns one", async () => {
    const { api, valid } = await setup();
    const first = await api.send(endpoints.createInvoice, { body: valid });
    const second = await api.send(endpoints.createInvoice, { body: { ...valid, status: "sent" } });
    const list = await api.send(endpoints.listInvoices, {});
    const ids = list.map((invoice) => invoice.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    // The list answers each invoice, its receivable too, without its lines; GET /:id has them.
    expect(list.find((invoice) => invoice.id === second.id)).toEqual(listItemOf(second));
    expect(await api.send(endpoints.getInvoice, { params: { id: first.id } })).toEqual(first);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no client", { clientId: undefined }, "clientId", "Debe seleccionar un cliente"],
    ["client 0", { clientId: 0 }, "clientId", "Debe seleccionar un cliente"],
    ["empty description", { description: "" }, "description", "La descripción es requerida"],
    ["no description", { description: undefined }, "description", "La descripción es requerida"],
    ["no amount", { amount: undefined }, "amount", "El monto es requerido"],
    ["empty amount", { amount: "" }, "amount", "El monto es requerido"],
    ["no due date", { dueDate: undefined }, "dueDate", "La fecha de vencimiento es requerida"],
    ["empty due date", { dueDate: "" }, "dueDate", "La fecha de vencimiento es requerida"],
    ["unknown status", { status: "archived" }, "status", "Estado inválido"],
    // Date() would roll these over to 2 March and 1 May instead of refusing them.
    ["30 February as a date-time", { dueDate: "2026-02-30T15:00:00Z" }, "dueDate", "Fecha inválida"],
    ["31 April with a zone", { dueDate: "2026-04-31T10:00:00-05:00" }, "dueDate", "Fecha inválida"],
  ];
  for (const [title, change, field, message] of invalid) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { api, valid } = await setup();
      const before = (await api.send(endpoints.listInvoices, {})).length;
      await expectIssue(await api.post("/api/invoices", { ...valid, ...change }), field, message);
      expect((await api.send(endpoints.listInvoices, {})).length).toBe(before);
    });
  }

  test("a date-time without a zone is Panama's wall clock, whatever the server's time zone", async () => {
    const { api, valid } = await setup();
    // 01:30 on 10 March typed in Panama; read as UTC it would be 20:30 on the 9th in Panama.
    const created = await api.send(endpoints.createInvoice, {
      body: { ...valid, issueDate: "2026-03-10T01:30", dueDate: "2026-04-09T23:59:59" },
    });
    expect(created).toMatchObject({ issueDate: "2026-03-10", dueDate: "2026-04-09" });
  });

  test("an unknown client is a 400 on clientId", async () => {
    const { api, valid } = await setup();
    expect(await api.post("/api/invoices", { ...valid, clientId: 987654 })).toEqual({
      status: 400,
      body: {
        error: "Debe seleccionar un cliente",
        issues: [{ field: "clientId", message: "Debe seleccionar un cliente" }],
      },
    });
  });

  test("PATCH changes only what was sent, recomputes totals and logs status changes", async () => {
    const { db, api, valid } = await setup();
    const invoice = await api.send(endpoints.createInvoice, { body: { ...valid, title: "Hito 1" } });
    const edited = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { amount: "1.50" } });
    expect(edited).toMatchObject({ title: "Hito 1", status: "draft", itbmsAmount: "0.11", total: "1.61" });
    expect(edited.issueDate).toBe(invoice.issueDate);
    const sent = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "sent" } });
    expect(sent.status).toBe("sent");
    const log = await activityFor(db, "invoice", invoice.id);
    expect(log.map((entry) => entry.action)).toEqual(["create", "update", "status"]);
    expect(log[1]?.summary).toBe(`Factura ${invoice.invoiceNumber} actualizada`);
    expect(log[2]?.summary).toBe(`Factura ${invoice.invoiceNumber} marcada como Enviada`);
  });

  test("paidAt is set when the invoice becomes paid", async () => {
    const { api, valid } = await setup();
    const invoice = await api.send(endpoints.createInvoice, { body: { ...valid, status: "sent" } });
    const before = Date.now();
    const paid = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "paid" } });
    expect(paid.status).toBe("paid");
    expect(Date.parse(paid.paidAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    // Editing something else keeps the date it was paid.
    const edited = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { title: "Cobrada" } });
    expect(edited.paidAt).toBe(paid.paidAt);
  });

  test("paidAt is cleared when a paid invoice without payments leaves 'paid'", async () => {
    // An invoice recorded as paid before receivables existed (imported data): nothing was collected here.
    const { db, api, valid } = await setup();
    const invoice = await api.send(endpoints.createInvoice, { body: valid });
    await db.update(invoices).set({ status: "paid", paidAt: new Date() }).where(eq(invoices.id, invoice.id));
    const reopened = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "sent" } });
    expect(reopened).toMatchObject({ status: "sent", paidAt: null });
    expect(reopened.receivable).toMatchObject({ balanceAmount: "2675.00", status: "pending" });
  });

  test("a 'sent' invoice past its due date in Panama is answered 'overdue', like its receivable", async () => {
    const { db, api, valid } = await setup();
    const late = { ...valid, status: "sent" as const, issueDate: panamaDate(-31), dueDate: panamaDate(-1) };
    const created = await api.send(endpoints.createInvoice, { body: late });
    expect(created).toMatchObject({ status: "overdue", receivable: { status: "overdue" } });
    const listed = await api.send(endpoints.listInvoices, {});
    expect(listed.find((invoice) => invoice.id === created.id)).toEqual(listItemOf(created));
    expect(await api.send(endpoints.getInvoice, { params: { id: created.id } })).toEqual(created);
    // The calendar writes nothing: 'sent' is what is stored.
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(stored?.status).toBe("sent");

    // Due today is not overdue yet; other statuses are answered as stored, whatever the date.
    const dueToday = await api.send(endpoints.createInvoice, { body: { ...late, dueDate: panamaDate(0) } });
    expect(dueToday.status).toBe("sent");
    for (const status of ["draft", "paid", "cancelled"] as const) {
      expect((await api.send(endpoints.createInvoice, { body: { ...late, status } })).status).toBe(status);
    }
  });

  test("editing an invoice answered 'overdue' keeps 'sent' stored; a later due date makes it 'sent' again", async () => {
    const { db, api, valid } = await setup();
    const late = await api.send(endpoints.createInvoice, {
      body: { ...valid, status: "sent", issueDate: panamaDate(-31), dueDate: panamaDate(-1) },
    });
    const storedStatus = async () =>
      (await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, late.id)))[0]?.status;

    // An edit that does not touch the status.
    const renamed = await api.send(endpoints.updateInvoice, { params: { id: late.id }, body: { title: "Hito 2" } });
    expect(renamed).toMatchObject({ title: "Hito 2", status: "overdue" });
    expect(await storedStatus()).toBe("sent");

    // The edit form sends every field back, the status as it was shown ('overdue'): that is no
    // status change, so moving the due date on brings the invoice and its receivable back.
    const form = {
      clientId: late.clientId,
      title: "Hito 2",
      description: late.description,
      amount: Number(late.amount),
      itbmsRate: late.itbmsRate,
      issueDate: late.issueDate,
      dueDate: `${panamaDate(15)}T17:00:00.000Z`,
      status: "overdue" as const,
    };
    const extended = await api.send(endpoints.updateInvoice, { params: { id: late.id }, body: form });
    expect(extended).toMatchObject({ status: "sent", dueDate: panamaDate(15), receivable: { status: "pending" } });
    expect(await storedStatus()).toBe("sent");
    expect((await activityFor(db, "invoice", late.id)).map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "update",
    ]);

    // Chosen on an invoice that is not past due, 'overdue' is staff's decision and is stored.
    const marked = await api.send(endpoints.updateInvoice, { params: { id: late.id }, body: { status: "overdue" } });
    expect(marked.status).toBe("overdue");
    expect(await storedStatus()).toBe("overdue");
    expect((await activityFor(db, "invoice", late.id)).at(-1)?.summary).toBe(
      `Factura ${late.invoiceNumber} marcada como Vencida`,
    );
  });

  test("a PATCH with the same values writes no activity entry and leaves updatedAt", async () => {
    const { db, api, valid } = await setup();
    const onTime = await api.send(endpoints.createInvoice, { body: { ...valid, title: "Hito 1", status: "sent" } });
    const late = await api.send(endpoints.createInvoice, {
      body: { ...valid, status: "sent", issueDate: panamaDate(-33), dueDate: panamaDate(-3) },
    });
    // Back-dated, so that a write (updatedAt = now) could not go unnoticed within the same millisecond.
    const earlier = new Date("2026-01-05T15:00:00.000Z");
    await db.update(invoices).set({ updatedAt: earlier }).where(eq(invoices.id, onTime.id));
    await db.update(invoices).set({ updatedAt: earlier }).where(eq(invoices.id, late.id));

    for (const invoice of [onTime, late]) {
      const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
      const logged = (await activityFor(db, "invoice", invoice.id)).length;
      // What the edit form sends when saved untouched (amount a number, the due date a date-time,
      // the status as shown: 'overdue' for the late one), then the record exactly as answered.
      const bodies = [
        {
          clientId: invoice.clientId,
          title: invoice.title ?? "",
          description: invoice.description,
          amount: Number(invoice.amount),
          itbmsRate: invoice.itbmsRate,
          issueDate: invoice.issueDate,
          dueDate: `${invoice.dueDate}T17:00:00.000Z`,
          status: before.status,
        },
        before,
        { issueDate: null, amount: invoice.amount },
      ];
      for (const body of bodies) {
        expect(await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body })).toEqual(before);
      }
      expect(before.updatedAt).toBe(earlier.toISOString());
      expect((await activityFor(db, "invoice", invoice.id)).length).toBe(logged);
    }
    expect(late.status).toBe("overdue");
  });

  test("DELETE answers 204 and logs it", async () => {
    const { db, api, valid } = await setup();
    const invoice = await api.send(endpoints.createInvoice, { body: valid });
    expect(await api.del(`/api/invoices/${invoice.id}`)).toEqual({ status: 204, body: null });
    expect((await api.get(`/api/invoices/${invoice.id}`)).status).toBe(404);
    const log = await activityFor(db, "invoice", invoice.id);
    expect(log.at(-1)).toMatchObject({ action: "delete", summary: `Factura ${invoice.invoiceNumber} eliminada` });
  });

  test("an unknown id is a Spanish 404 for GET, PATCH and DELETE", async () => {
    const { api } = await setup();
    const notFound = { status: 404, body: { error: "Factura no encontrada" } };
    for (const path of ["/api/invoices/999999", "/api/invoices/x1"]) {
      expect(await api.get(path)).toEqual(notFound);
      expect(await api.patch(path, { status: "sent" })).toEqual(notFound);
      expect(await api.del(path)).toEqual(notFound);
    }
  });
});
