import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { endpoints } from "../../contract";
import { quotes } from "../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, listItemOf, panamaDate } from "../../test/fixtures";
import { ORIGIN } from "../../test/harness";
import { parseAnswer, type RequestOf } from "../../test/typed-request";

const YEAR = panamaDate(0).slice(0, 4);

describeEachDatabase("/api/quotes", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { name: "Carlos Méndez", company: "Constructora del Istmo" });
    const valid = {
      clientId,
      title: "Portal de clientes",
      amount: 1000,
      validUntil: `${panamaDate(30)}T12:00:00.000Z`,
    };
    return { db, api, clientId, valid };
  }

  test("POST creates a numbered quote with ITBMS and total computed by the server", async () => {
    const { db, api, clientId, valid } = await setup();
    const created = await api.send(endpoints.createQuote, { body: { ...valid, description: "", status: "sent" } });
    expect(created).toMatchObject({
      clientId,
      clientName: "Constructora del Istmo",
      title: "Portal de clientes",
      description: null,
      amount: "1000.00",
      itbmsRate: "7",
      itbmsAmount: "70.00",
      total: "1070.00",
      validUntil: panamaDate(30),
      status: "sent",
    });
    expect(created.quoteNumber).toMatch(new RegExp(`^COT-${YEAR}-\\d{4}$`));
    expect(await activityFor(db, "quote", created.id)).toEqual([
      {
        action: "create",
        summary: `Cotización ${created.quoteNumber} creada para Constructora del Istmo`,
        userId: api.userId,
      },
    ]);
  });

  test("defaults: status draft, rate 7 %; an ISO date-time is the date it means in Panama", async () => {
    const { api, valid } = await setup();
    // 03:00 UTC on the 1st is still the 31st in Panama (UTC-5).
    const created = await api.send(endpoints.createQuote, {
      body: { ...valid, validUntil: "2099-08-01T03:00:00.000Z" },
    });
    expect(created).toMatchObject({ status: "draft", itbmsRate: "7", validUntil: "2099-07-31" });
  });

  test("without a company the client's name is the display name", async () => {
    const { db, api, valid } = await setup();
    const { id: clientId } = await insertClient(db, { name: "Ana Ríos" });
    const created = await api.send(endpoints.createQuote, { body: { ...valid, clientId } });
    expect(created.clientName).toBe("Ana Ríos");
  });

  test("GET lists newest first and GET /:id returns one", async () => {
    const { api, valid } = await setup();
    const first = await api.send(endpoints.createQuote, { body: { ...valid, title: "Primera" } });
    const second = await api.send(endpoints.createQuote, { body: { ...valid, title: "Segunda" } });
    const list = await api.send(endpoints.listQuotes, {});
    const ids = list.map((q) => q.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    // The list answers each quote without its lines; GET /:id has them.
    expect(list.find((q) => q.id === first.id)).toEqual(listItemOf(first));
    expect(await api.send(endpoints.getQuote, { params: { id: first.id } })).toEqual(first);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no client", { clientId: undefined }, "clientId", "Debe seleccionar un cliente"],
    ["client 0", { clientId: 0 }, "clientId", "Debe seleccionar un cliente"],
    ["empty title", { title: "  " }, "title", "El título es requerido"],
    ["no amount", { amount: undefined }, "amount", "El monto es requerido"],
    ["empty amount", { amount: "" }, "amount", "El monto es requerido"],
    ["no validity date", { validUntil: undefined }, "validUntil", "La fecha de validez es requerida"],
    ["empty validity date", { validUntil: "" }, "validUntil", "La fecha de validez es requerida"],
    ["unknown rate", { itbmsRate: 8 }, "itbmsRate", "Tasa de ITBMS inválida"],
    ["unknown status", { status: "bogus" }, "status", "Estado inválido"],
  ];
  for (const [title, change, field, message] of invalid) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { api, valid } = await setup();
      const before = (await api.send(endpoints.listQuotes, {})).length;
      await expectIssue(await api.post("/api/quotes", { ...valid, ...change }), field, message);
      expect((await api.send(endpoints.listQuotes, {})).length).toBe(before);
    });
  }

  test("an unknown client is a 400 on clientId, on create and on edit", async () => {
    const { api, valid } = await setup();
    const expected = {
      error: "Debe seleccionar un cliente",
      issues: [{ field: "clientId", message: "Debe seleccionar un cliente" }],
    };
    expect(await api.post("/api/quotes", { ...valid, clientId: 987654 })).toEqual({ status: 400, body: expected });
    const quote = await api.send(endpoints.createQuote, { body: valid });
    expect(await api.patch(`/api/quotes/${quote.id}`, { clientId: 987654 })).toEqual({ status: 400, body: expected });
  });

  test("PATCH changes only what was sent and recomputes tax and total", async () => {
    const { db, api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: { ...valid, status: "sent" } });
    const update = (body: RequestOf<typeof endpoints.updateQuote>["body"]) =>
      api.send(endpoints.updateQuote, { params: { id: quote.id }, body });
    const renamed = await update({ title: "Portal v2" });
    // Status is not reset to the create form's default 'draft'.
    expect(renamed).toMatchObject({ title: "Portal v2", status: "sent", total: "1070.00" });
    const repriced = await update({ amount: "0.50" });
    expect(repriced).toMatchObject({ amount: "0.50", itbmsRate: "7", itbmsAmount: "0.04", total: "0.54" });
    const exempt = await update({ itbmsRate: "15" });
    expect(exempt).toMatchObject({ amount: "0.50", itbmsRate: "15", itbmsAmount: "0.08", total: "0.58" });
    const accepted = await update({ status: "accepted" });
    expect(accepted.status).toBe("accepted");
    const log = await activityFor(db, "quote", quote.id);
    expect(log.map((entry) => entry.action)).toEqual(["create", "update", "update", "update", "status"]);
    expect(log.at(-1)?.summary).toBe(`Cotización ${quote.quoteNumber} marcada como Aceptada`);
    expect(log[1]?.summary).toBe(`Cotización ${quote.quoteNumber} actualizada`);
  });

  test("a PATCH with the same values writes no activity entry and leaves updatedAt", async () => {
    const { db, api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: { ...valid, description: "Fase 1", status: "sent" } });
    // Back-dated, so that a write (updatedAt = now) could not go unnoticed within the same millisecond.
    const earlier = new Date("2026-01-05T15:00:00.000Z");
    await db.update(quotes).set({ updatedAt: earlier }).where(eq(quotes.id, quote.id));
    const before = await api.send(endpoints.getQuote, { params: { id: quote.id } });
    expect(before.updatedAt).toBe(earlier.toISOString());
    // What the edit form sends when saved untouched, the record exactly as answered, and a few
    // fields in other spellings of the same values (rate 7 as a number, "1000" for 1000.00).
    const bodies = [
      { ...valid, description: "Fase 1", status: "sent" as const, itbmsRate: "7" },
      before,
      { amount: "1000", itbmsRate: 7, title: " Portal de clientes " },
    ];
    for (const body of bodies) {
      expect(await api.send(endpoints.updateQuote, { params: { id: quote.id }, body })).toEqual(before);
    }
    expect(await activityFor(db, "quote", quote.id)).toHaveLength(1);

    // One real change among unchanged fields: written and logged once.
    const edited = await api.send(endpoints.updateQuote, {
      params: { id: quote.id },
      body: { ...valid, title: "Portal v2" },
    });
    expect(edited.updatedAt).not.toBe(earlier.toISOString());
    expect((await activityFor(db, "quote", quote.id)).map((entry) => entry.action)).toEqual(["create", "update"]);
  });

  test("PATCH validates like POST", async () => {
    const { api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: valid });
    await expectIssue(await api.patch(`/api/quotes/${quote.id}`, { title: "" }), "title", "El título es requerido");
  });

  test("PATCH with a body that is not JSON changes nothing and is never a 500", async () => {
    const { api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: { ...valid, status: "sent" } });
    const response = await api.app.request(`/api/quotes/${quote.id}`, {
      method: "PATCH",
      headers: { Origin: ORIGIN, Cookie: api.cookie, "Content-Type": "text/plain" },
      body: "status=draft",
    });
    expect(await parseAnswer(endpoints.updateQuote, response)).toEqual(quote);
  });

  test("a JSON body that is not an object (null, a list) is a Spanish 400, never a 500", async () => {
    const { api } = await setup();
    for (const rawBody of ["null", "[]"]) {
      const response = await api.app.request("/api/quotes", {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: api.cookie, "Content-Type": "application/json" },
        body: rawBody,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: expect.stringMatching(/^Entrada inválida: se esperaba objeto/),
      });
    }
  });

  test("DELETE answers 204, the quote is gone and the deletion is logged", async () => {
    const { db, api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: valid });
    expect(await api.send(endpoints.deleteQuote, { params: { id: quote.id } })).toBeNull();
    expect((await api.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    const log = await activityFor(db, "quote", quote.id);
    expect(log.at(-1)).toMatchObject({ action: "delete", summary: `Cotización ${quote.quoteNumber} eliminada` });
  });

  test("an unknown id is a Spanish 404 for GET, PATCH and DELETE", async () => {
    const { api } = await setup();
    const notFound = { status: 404, body: { error: "Cotización no encontrada" } };
    for (const path of ["/api/quotes/999999", "/api/quotes/abc", "/api/quotes/0"]) {
      expect(await api.get(path)).toEqual(notFound);
      expect(await api.patch(path, { title: "X" })).toEqual(notFound);
      expect(await api.del(path)).toEqual(notFound);
    }
  });

  test("an amount whose total would not fit is a 400, never a 500", async () => {
    const { api, valid } = await setup();
    const answer = await api.post("/api/quotes", { ...valid, amount: "999999999999.99", itbmsRate: "15" });
    expect(answer).toEqual({ status: 400, body: { error: "El monto excede el máximo permitido" } });
  });

  test("no number of drafts at the maximum fills the kept totals: a draft can still be created, the reports still answer", async () => {
    const { db, api, clientId, valid } = await setup();
    // 150 drafts at the largest total a quote can have: their sum overflowed numeric(16,2).
    await db.execute(sql`insert into quotes (quote_number, client_id, title, amount, itbms_rate, itbms_amount, total,
        valid_until, status)
      select 'COT-MAX-' || n, ${clientId}, 'Propuesta ' || n, 999999999999.99, 0, 0, 999999999999.99, '2026-12-31', 'draft'
      from generate_series(1, 150) as n`);
    await api.send(endpoints.createQuote, { body: { ...valid, status: "draft" } });
    await api.send(endpoints.reportsSummary, {});
    await api.send(endpoints.dashboardStats, {});
  });
});
