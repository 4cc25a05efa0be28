import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../contract";
import type { Db } from "../../db/client";
import { invoiceLines, invoices, quoteLines, quotes } from "../../db/schema";
import { activityFor, expectIssue, signedInApi, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, listItemOf, panamaDate } from "../../test/fixtures";
import type { RequestOf } from "../../test/typed-request";

// Lines on quotes and invoices through the API; the same rules for both, so every case runs on each.
// Expected figures are worked out by hand in the comments.

/** What a case sets on a new document: fields quotes and invoices take alike. */
type DocumentChange = Partial<RequestOf<typeof endpoints.createQuote>["body"]> &
  Partial<RequestOf<typeof endpoints.createInvoice>["body"]>;
/** What a case changes by PATCH, alike on both. */
type DocumentPatch = RequestOf<typeof endpoints.updateQuote>["body"] &
  RequestOf<typeof endpoints.updateInvoice>["body"];

const quoteBase = (clientId: number) => ({ clientId, title: "Portal de clientes", validUntil: panamaDate(30) });
const invoiceBase = (clientId: number) => ({
  clientId,
  title: "Hito 1",
  description: "Portal de clientes",
  dueDate: panamaDate(30),
});

const kinds = [
  {
    name: "quotes",
    path: "/api/quotes",
    entity: "quote",
    noun: "La cotización",
    base: quoteBase,
    create: (api: TestApi, clientId: number, change: DocumentChange) =>
      api.send(endpoints.createQuote, { body: { ...quoteBase(clientId), ...change } }),
    get: (api: TestApi, id: number) => api.send(endpoints.getQuote, { params: { id } }),
    update: (api: TestApi, id: number, change: DocumentPatch) =>
      api.send(endpoints.updateQuote, { params: { id }, body: change }),
    list: (api: TestApi) => api.send(endpoints.listQuotes, {}),
    // The single-amount line is described by the quote's title.
    singleLineDescription: "Portal de clientes",
    countLines: (db: Db, id: number) => db.$count(quoteLines, eq(quoteLines.quoteId, id)),
    countDocuments: (db: Db) => db.$count(quotes),
    backdate: (db: Db, id: number, at: Date) => db.update(quotes).set({ updatedAt: at }).where(eq(quotes.id, id)),
  },
  {
    name: "invoices",
    path: "/api/invoices",
    entity: "invoice",
    noun: "La factura",
    base: invoiceBase,
    create: (api: TestApi, clientId: number, change: DocumentChange) =>
      api.send(endpoints.createInvoice, { body: { ...invoiceBase(clientId), ...change } }),
    get: (api: TestApi, id: number) => api.send(endpoints.getInvoice, { params: { id } }),
    update: (api: TestApi, id: number, change: DocumentPatch) =>
      api.send(endpoints.updateInvoice, { params: { id }, body: change }),
    list: (api: TestApi) => api.send(endpoints.listInvoices, {}),
    // The single-amount line is described by the invoice's title (its description when it has none).
    singleLineDescription: "Hito 1",
    countLines: (db: Db, id: number) => db.$count(invoiceLines, eq(invoiceLines.invoiceId, id)),
    countDocuments: (db: Db) => db.$count(invoices),
    backdate: (db: Db, id: number, at: Date) => db.update(invoices).set({ updatedAt: at }).where(eq(invoices.id, id)),
  },
] as const;

const mixedLines = [
  { description: "Desarrollo (horas)", quantity: 3, unitPrice: "33.335", itbmsRate: 7 }, // 100.005 -> 100.01; 7.0007 -> 7.00
  { description: "Licencia anual", quantity: "1", unitPrice: "999.99", itbmsRate: "15" }, // 999.99; 149.9985 -> 150.00
  { description: "Capacitación", quantity: "2.5", unitPrice: 40, itbmsRate: "0" }, // 100.00 exempt
  { description: "Soporte", quantity: "1", unitPrice: "10.10", discountPercent: "5", itbmsRate: "7" }, // 9.595 -> 9.60; 0.672 -> 0.67
];

const twoLines = [
  { description: "Diseño", quantity: "1", unitPrice: "500", itbmsRate: "7" },
  { description: "Desarrollo", quantity: "10", unitPrice: "50", itbmsRate: "7" },
];

for (const kind of kinds) {
  describeEachDatabase(`lines of ${kind.name}`, (getDb) => {
    async function setup() {
      const db = getDb();
      const api = await signedInApi(db);
      const { id: clientId } = await insertClient(db, { company: "Naviera Pacífico" });
      const create = (change: DocumentChange) => kind.create(api, clientId, change);
      return { db, api, clientId, create };
    }

    test("POST with lines: each line rounded on its own, the totals their sums, one breakdown row per rate", async () => {
      const { db, api, create } = await setup();
      const created = await create({ lines: mixedLines, status: "sent" });
      expect(created).toMatchObject({
        amount: "1209.60", // 100.01 + 999.99 + 100.00 + 9.60
        itbmsAmount: "157.67", // 7.00 + 150.00 + 0.00 + 0.67
        total: "1367.27",
        // The largest line's rate.
        itbmsRate: "15",
        itbmsBreakdown: [
          { rate: "0", subtotal: "100.00", itbmsAmount: "0.00" },
          { rate: "7", subtotal: "109.61", itbmsAmount: "7.67" },
          { rate: "15", subtotal: "999.99", itbmsAmount: "150.00" },
        ],
      });
      expect(created.lines.map(({ id, ...line }) => line)).toEqual([
        {
          position: 0,
          description: "Desarrollo (horas)",
          quantity: "3",
          unitPrice: "33.335",
          discountPercent: "0",
          itbmsRate: "7",
          subtotal: "100.01",
          itbmsAmount: "7.00",
          total: "107.01",
          incomeAccountCode: null,
        },
        {
          position: 1,
          description: "Licencia anual",
          quantity: "1",
          unitPrice: "999.99",
          discountPercent: "0",
          itbmsRate: "15",
          subtotal: "999.99",
          itbmsAmount: "150.00",
          total: "1149.99",
          incomeAccountCode: null,
        },
        {
          position: 2,
          description: "Capacitación",
          quantity: "2.5",
          unitPrice: "40.00",
          discountPercent: "0",
          itbmsRate: "0",
          subtotal: "100.00",
          itbmsAmount: "0.00",
          total: "100.00",
          incomeAccountCode: null,
        },
        {
          position: 3,
          description: "Soporte",
          quantity: "1",
          unitPrice: "10.10",
          discountPercent: "5",
          itbmsRate: "7",
          subtotal: "9.60",
          itbmsAmount: "0.67",
          total: "10.27",
          incomeAccountCode: null,
        },
      ]);
      expect(await kind.countLines(db, created.id)).toBe(4);
      // The same record alone; in the list, the same without its lines.
      expect(await kind.get(api, created.id)).toEqual(created);
      const list: Array<{ id: number }> = await kind.list(api);
      expect(list.find((record) => record.id === created.id)).toEqual(listItemOf(created));
      if (kind.entity === "invoice") {
        // A sent invoice is owed: its receivable claims the lines' total.
        expect("receivable" in created && created.receivable?.balanceAmount).toBe("1367.27");
      }
    });

    test("the single-amount create becomes one line with the same totals; with lines, amount and rate are derived", async () => {
      const { create } = await setup();
      const single = await create({ amount: 1000 });
      expect(single).toMatchObject({ amount: "1000.00", itbmsRate: "7", itbmsAmount: "70.00", total: "1070.00" });
      expect(single.lines).toEqual([
        {
          id: expect.any(Number),
          position: 0,
          description: kind.singleLineDescription,
          quantity: "1",
          unitPrice: "1000.00",
          discountPercent: "0",
          itbmsRate: "7",
          subtotal: "1000.00",
          itbmsAmount: "70.00",
          total: "1070.00",
          incomeAccountCode: null,
        },
      ]);
      expect(single.itbmsBreakdown).toEqual([{ rate: "7", subtotal: "1000.00", itbmsAmount: "70.00" }]);

      const exempt = await create({ amount: "0.50", itbmsRate: 0 });
      expect(exempt.lines[0]).toMatchObject({ unitPrice: "0.50", itbmsRate: "0", total: "0.50" });

      // amount and itbmsRate next to lines say nothing the lines do not: the lines decide.
      const derived = await create({ amount: "1", itbmsRate: "0", lines: twoLines });
      expect(derived).toMatchObject({ amount: "1000.00", itbmsRate: "7", total: "1070.00" });
    });

    if (kind.entity === "invoice") {
      test("an invoice without a title describes its single line by its description", async () => {
        const { create } = await setup();
        const invoice = await create({ title: "", amount: "250" });
        expect(invoice.lines.map((line) => line.description)).toEqual(["Portal de clientes"]);
      });
    }

    test("PATCH with lines replaces them all and recomputes the totals, in one write", async () => {
      const { db, api, create } = await setup();
      const created = await create({ lines: mixedLines });
      const replaced = await kind.update(api, created.id, {
        lines: [{ description: "Mantenimiento mensual", quantity: "12", unitPrice: "85.5", itbmsRate: "10" }],
      });
      // 12 × 85.50 = 1026.00; 10 % = 102.60
      expect(replaced).toMatchObject({
        amount: "1026.00",
        itbmsRate: "10",
        itbmsAmount: "102.60",
        total: "1128.60",
        itbmsBreakdown: [{ rate: "10", subtotal: "1026.00", itbmsAmount: "102.60" }],
      });
      expect(replaced.lines).toMatchObject([{ position: 0, description: "Mantenimiento mensual", quantity: "12" }]);
      expect(await kind.countLines(db, created.id)).toBe(1);
      expect((await activityFor(db, kind.entity, created.id)).map((entry) => entry.action)).toEqual([
        "create",
        "update",
      ]);

      // Reordered: the positions follow the list sent.
      const reordered = await kind.update(api, created.id, { lines: [...twoLines].reverse() });
      expect(reordered.lines.map((line) => [line.position, line.description])).toEqual([
        [0, "Desarrollo"],
        [1, "Diseño"],
      ]);
    });

    test("PATCH with the lines as they are (as GET answered them) writes nothing", async () => {
      const { db, api, create } = await setup();
      const created = await create({ lines: twoLines });
      // Back-dated, so that a write (updatedAt = now) could not go unnoticed within the same millisecond.
      await kind.backdate(db, created.id, new Date("2026-01-05T15:00:00.000Z"));
      const before = await kind.get(api, created.id);
      // The record itself is a quote's or an invoice's own PATCH body, not one both take: sent untyped, its
      // answer compared whole with the record as read (status and body).
      for (const body of [before, { lines: twoLines }, { lines: before.lines, amount: "1000.00" }]) {
        expect(await api.patch(`${kind.path}/${created.id}`, body)).toEqual({ status: 200, body: before });
      }
      expect(await activityFor(db, kind.entity, created.id)).toHaveLength(1);
    });

    test("PATCH with amount or rate and no lines updates a one-line document's line", async () => {
      const { api, create } = await setup();
      const created = await create({
        lines: [{ description: "Horas de consultoría", quantity: "3", unitPrice: "100", discountPercent: "10" }],
      });
      expect(created.total).toBe("288.90"); // 270.00 + 18.90
      // A new rate keeps the line as it is, at the new rate.
      const retaxed = await kind.update(api, created.id, { itbmsRate: "0" });
      expect(retaxed).toMatchObject({ amount: "270.00", itbmsRate: "0", itbmsAmount: "0.00", total: "270.00" });
      expect(retaxed.lines).toMatchObject([{ quantity: "3", unitPrice: "100.00", discountPercent: "10" }]);
      // A new amount makes the line 1 × that amount, without discount; its description stays.
      const repriced = await kind.update(api, created.id, { amount: "250", itbmsRate: 15 });
      expect(repriced).toMatchObject({ amount: "250.00", itbmsRate: "15", itbmsAmount: "37.50", total: "287.50" });
      expect(repriced.lines.map(({ id, ...line }) => line)).toEqual([
        {
          position: 0,
          description: "Horas de consultoría",
          quantity: "1",
          unitPrice: "250.00",
          discountPercent: "0",
          itbmsRate: "15",
          subtotal: "250.00",
          itbmsAmount: "37.50",
          total: "287.50",
          incomeAccountCode: null,
        },
      ]);
    });

    test("PATCH with a new amount or rate on a document of several lines is a 400, nothing changed", async () => {
      const { db, api, create } = await setup();
      const created = await create({ lines: twoLines });
      const before = await kind.get(api, created.id);
      const reason = `${kind.noun} tiene varias líneas: cambie el monto o el ITBMS en sus líneas`;
      await expectIssue(await api.patch(`${kind.path}/${created.id}`, { amount: "2000" }), "amount", reason);
      await expectIssue(await api.patch(`${kind.path}/${created.id}`, { itbmsRate: "10" }), "itbmsRate", reason);
      await expectIssue(
        await api.patch(`${kind.path}/${created.id}`, { amount: "2000", status: "sent" }),
        "amount",
        reason,
      );
      expect(await kind.get(api, created.id)).toEqual(before);
      expect(await kind.countLines(db, created.id)).toBe(2);
      expect(await activityFor(db, kind.entity, created.id)).toHaveLength(1);
    });

    const invalid: Array<[string, unknown, string, string]> = [
      ["no lines", [], "lines", "Debe agregar al menos una línea"],
      ["lines that are not a list", "una", "lines", "Debe agregar al menos una línea"],
      ["101 lines", Array(101).fill(twoLines[0]), "lines", "Máximo 100 líneas"],
      [
        "a line without description",
        [{ ...twoLines[0], description: " " }],
        "lines.0.description",
        "La descripción de la línea es requerida",
      ],
      [
        "a line without price",
        [twoLines[0], { ...twoLines[1], unitPrice: "" }],
        "lines.1.unitPrice",
        "El monto es requerido",
      ],
      ["a zero quantity", [{ ...twoLines[0], quantity: 0 }], "lines.0.quantity", "La cantidad debe ser mayor que cero"],
      [
        "four decimals of quantity",
        [{ ...twoLines[0], quantity: "1.0005" }],
        "lines.0.quantity",
        "La cantidad admite como máximo 3 decimales",
      ],
      ["a negative price", [{ ...twoLines[0], unitPrice: -1 }], "lines.0.unitPrice", "El precio no puede ser negativo"],
      [
        "a discount over 100",
        [{ ...twoLines[0], discountPercent: 150 }],
        "lines.0.discountPercent",
        "El descuento debe estar entre 0 y 100",
      ],
      ["an unknown rate", [{ ...twoLines[0], itbmsRate: "12" }], "lines.0.itbmsRate", "Tasa de ITBMS inválida"],
    ];
    for (const [title, lines, field, message] of invalid) {
      test(`400 for ${title} on POST and PATCH; nothing stored or changed`, async () => {
        const { db, api, clientId, create } = await setup();
        const existing = await create({ lines: twoLines });
        const documents = await kind.countDocuments(db);
        await expectIssue(await api.post(kind.path, { ...kind.base(clientId), lines }), field, message);
        expect(await kind.countDocuments(db)).toBe(documents);
        const before = await kind.get(api, existing.id);
        await expectIssue(await api.patch(`${kind.path}/${existing.id}`, { lines }), field, message);
        expect(await kind.get(api, existing.id)).toEqual(before);
      });
    }

    test("no amount and no lines is the amount's message, with the other missing fields", async () => {
      const { api } = await setup();
      const answer = await api.post(kind.path, {});
      expect(answer.status).toBe(400);
      expect(answer.body.issues).toContainEqual(expect.objectContaining({ field: "amount" }));
      expect(answer.body.issues).toContainEqual(expect.objectContaining({ field: "clientId" }));
    });

    test("lines whose total would not fit are a 400, never a 500, and nothing is stored", async () => {
      const { db, api, clientId } = await setup();
      const documents = await kind.countDocuments(db);
      const huge = { description: "Demasiado", quantity: "999999999", unitPrice: "9999999999.9999", itbmsRate: "7" };
      const answer = await api.post(kind.path, { ...kind.base(clientId), lines: [huge] });
      expect(answer).toEqual({ status: 400, body: { error: "El monto excede el máximo permitido" } });
      // Lines that fit one by one but not once added up.
      const big = { description: "Grande", quantity: "1000", unitPrice: "900000000", itbmsRate: "0" };
      const summed = await api.post(kind.path, { ...kind.base(clientId), lines: [big, big] });
      expect(summed).toEqual({ status: 400, body: { error: "El monto excede el máximo permitido" } });
      expect(await kind.countDocuments(db)).toBe(documents);
    });
  });
}

describeEachDatabase("lines of a paid invoice", (getDb) => {
  test("can be reworded, but not repriced (409, nothing changed)", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const invoice = await api.send(endpoints.createInvoice, {
      body: { clientId, description: "Portal", dueDate: panamaDate(30), lines: twoLines, status: "paid" },
    });
    const reworded = await api.send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { lines: twoLines.map((line) => ({ ...line, description: `${line.description} (fase 1)` })) },
    });
    expect(reworded.lines.map((line) => line.description)).toEqual(["Diseño (fase 1)", "Desarrollo (fase 1)"]);
    const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    const repriced = await api.patch(`/api/invoices/${invoice.id}`, { lines: [{ ...twoLines[0], unitPrice: "501" }] });
    expect(repriced).toEqual({ status: 409, body: { error: "No se puede modificar el monto de una factura pagada" } });
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(before);
  });
});
