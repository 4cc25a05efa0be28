import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../contract";
import type { Db } from "../../db/client";
import { companySettings, invoices } from "../../db/schema";
import { activityFor, signedInApi } from "../../test/api";
import { describeEachDatabase, testDatabases } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { parsedAnswer, type RequestOf } from "../../test/typed-request";

const NOT_ACCEPTED = "Solo una cotización aceptada se puede convertir en factura";

const lines = [
  { description: "Análisis (horas)", quantity: "3", unitPrice: "33.335", itbmsRate: "7" }, // 100.01 + 7.00
  { description: "Licencia", quantity: "2", unitPrice: "250", discountPercent: "10", itbmsRate: "15" }, // 450.00 + 67.50
  { description: "Capacitación", quantity: "1", unitPrice: "80", itbmsRate: "0" }, // 80.00
];

async function acceptedQuote(db: Db, body: Partial<RequestOf<typeof endpoints.createQuote>["body"]> = {}) {
  const api = await signedInApi(db);
  const client = await insertClient(db, { company: "Constructora del Istmo" });
  const quote = await api.send(endpoints.createQuote, {
    body: {
      clientId: client.id,
      title: "Plataforma de obras",
      description: "Control de avance por proyecto",
      validUntil: panamaDate(30),
      lines,
      status: "accepted",
      ...body,
    },
  });
  return { api, quote };
}

describeEachDatabase("POST /api/quotes/:id/convert", (getDb) => {
  test("an accepted quote becomes a draft invoice with its client, texts and lines, due after the company's terms", async () => {
    const db = getDb();
    await db.update(companySettings).set({ paymentTermsDays: 45 });
    const { api, quote } = await acceptedQuote(db);
    expect(quote.total).toBe("704.51"); // 630.01 + 74.50

    const invoice = await api.send(endpoints.convertQuote, { params: { id: quote.id } });
    expect(invoice).toMatchObject({
      clientId: quote.clientId,
      clientName: "Constructora del Istmo",
      title: "Plataforma de obras",
      description: "Control de avance por proyecto",
      amount: quote.amount,
      itbmsRate: quote.itbmsRate,
      itbmsAmount: quote.itbmsAmount,
      total: "704.51",
      itbmsBreakdown: quote.itbmsBreakdown,
      status: "draft",
      issueDate: panamaDate(0),
      dueDate: panamaDate(45),
      paidAt: null,
      // A draft is owed by no one yet: no receivable, as for any draft invoice.
      receivable: null,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
    });
    const withoutIds = (record: { lines: Array<{ id: number }> }) => record.lines.map(({ id, ...line }) => line);
    expect(withoutIds(invoice)).toEqual(withoutIds(quote));
    expect(invoice.invoiceNumber).toMatch(/^FAC-\d{4}-\d{4}$/);

    // Linked both ways.
    const after = await api.send(endpoints.getQuote, { params: { id: quote.id } });
    expect(after).toMatchObject({
      status: "accepted",
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
    });
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(invoice);

    expect(await activityFor(db, "invoice", invoice.id)).toEqual([
      {
        action: "create",
        summary: `Factura ${invoice.invoiceNumber} creada para Constructora del Istmo desde la cotización ${quote.quoteNumber}`,
        userId: api.userId,
      },
    ]);
    expect((await activityFor(db, "quote", quote.id)).at(-1)).toEqual({
      action: "update",
      summary: `Cotización ${quote.quoteNumber} convertida en la factura ${invoice.invoiceNumber}`,
      userId: api.userId,
    });
    await db.update(companySettings).set({ paymentTermsDays: 30 });
  });

  test("converting the same quote again is a 409 naming the invoice, and creates nothing", async () => {
    const db = getDb();
    const { api, quote } = await acceptedQuote(db);
    const first = await api.send(endpoints.convertQuote, { params: { id: quote.id } });
    const count = await db.$count(invoices);
    const again = await api.post(`/api/quotes/${quote.id}/convert`, {});
    expect(again).toEqual({
      status: 409,
      body: { error: `Esta cotización ya fue convertida en la factura ${first.invoiceNumber}` },
    });
    expect(await db.$count(invoices)).toBe(count);
  });

  test("only an accepted quote converts: any other status is a 409, nothing created", async () => {
    const db = getDb();
    for (const status of ["draft", "sent", "rejected", "expired"] as const) {
      const { api, quote } = await acceptedQuote(db, { status });
      const count = await db.$count(invoices);
      expect(await api.post(`/api/quotes/${quote.id}/convert`, {})).toEqual({
        status: 409,
        body: { error: NOT_ACCEPTED },
      });
      expect(await db.$count(invoices)).toBe(count);
      expect((await api.send(endpoints.getQuote, { params: { id: quote.id } })).invoiceId).toBeNull();
    }
  });

  test("an unknown quote is a Spanish 404", async () => {
    const api = await signedInApi(getDb());
    for (const id of ["999999", "abc", "0"]) {
      expect(await api.post(`/api/quotes/${id}/convert`, {})).toEqual({
        status: 404,
        body: { error: "Cotización no encontrada" },
      });
    }
  });

  test("a quote without description gives the invoice its title as description; a single amount converts as its line", async () => {
    const db = getDb();
    const { api, quote } = await acceptedQuote(db, { description: "", lines: undefined, amount: "1234.56" });
    const invoice = await api.send(endpoints.convertQuote, { params: { id: quote.id } });
    expect(invoice).toMatchObject({ description: "Plataforma de obras", amount: "1234.56", total: "1320.98" });
    expect(invoice.lines).toMatchObject([{ description: "Plataforma de obras", quantity: "1", unitPrice: "1234.56" }]);
  });

  test("deleting the invoice frees the quote; deleting the quote leaves the invoice, unlinked", async () => {
    const db = getDb();
    const { api, quote } = await acceptedQuote(db);
    const first = await api.send(endpoints.convertQuote, { params: { id: quote.id } });
    await api.send(endpoints.deleteInvoice, { params: { id: first.id } });
    expect(await api.send(endpoints.getQuote, { params: { id: quote.id } })).toMatchObject({
      invoiceId: null,
      invoiceNumber: null,
    });
    const second = await api.send(endpoints.convertQuote, { params: { id: quote.id } });
    await api.send(endpoints.deleteQuote, { params: { id: quote.id } });
    expect(await api.send(endpoints.getInvoice, { params: { id: second.id } })).toMatchObject({
      quoteId: null,
      quoteNumber: null,
      total: quote.total,
    });
  });

  test("an invoice converted from a quote is edited like any other (sent: its receivable is raised)", async () => {
    const db = getDb();
    const { api, quote } = await acceptedQuote(db);
    const invoice = await api.send(endpoints.convertQuote, { params: { id: quote.id } });
    const sent = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "sent" } });
    expect(sent.receivable).toMatchObject({ balanceAmount: "704.51", status: "pending" });
  });
});

// PGlite is one connection: two conversions at once there prove nothing.
const postgresDatabase = testDatabases.find((database) => database.name === "postgres");
if (postgresDatabase) {
  describe("concurrent conversions [postgres]", () => {
    let opened: { db: Db; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      opened = await postgresDatabase.open();
    }, 30_000);
    afterAll(async () => {
      await opened?.close();
    }, 30_000);

    test("five conversions of one quote at once make one invoice; the others are refused", async () => {
      if (!opened) throw new Error("PostgreSQL no está abierta");
      const { db } = opened;
      const { api, quote } = await acceptedQuote(db);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api.post(`/api/quotes/${quote.id}/convert`, {})),
      );
      const created = answers.filter((answer) => answer.status === 201);
      expect(created).toHaveLength(1);
      const invoice = parsedAnswer(endpoints.convertQuote, created[0]?.body);
      const refused = answers.filter((answer) => answer.status === 409).map((answer) => answer.body);
      expect(refused).toEqual(
        Array(4).fill({ error: `Esta cotización ya fue convertida en la factura ${invoice.invoiceNumber}` }),
      );
      expect(await db.$count(invoices, eq(invoices.quoteId, quote.id))).toBe(1);
    }, 30_000);
  });
}
