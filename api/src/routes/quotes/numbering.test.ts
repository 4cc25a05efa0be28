import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { endpoints } from "../../contract";
import type { Db } from "../../db/client";
import { createInvoice } from "../../domain/documents/invoices";
import { createQuote } from "../../domain/documents/quotes";
import { signedInApi } from "../../test/api";
import { describeEachDatabase, testDatabases } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";

const quoteInput = (clientId: number) => ({
  clientId,
  title: "Servicio",
  description: null,
  amount: "100.00",
  itbmsRate: "7" as const,
  // Later than every creation date below: a quote cannot be valid only until before it was issued.
  validUntil: "2099-12-31",
  status: "draft" as const,
});
const invoiceInput = (clientId: number) => ({
  clientId,
  title: null,
  description: "Servicio",
  amount: "100.00",
  itbmsRate: "7" as const,
  issueDate: null,
  dueDate: "2099-12-31",
  status: "draft" as const,
});

describeEachDatabase("document numbering", (getDb) => {
  test("numbers continue within Panama's year and start again at 0001 in the next", async () => {
    const db = getDb();
    const { id: clientId } = await insertClient(db);
    const at = (iso: string) => ({ userId: null, now: new Date(iso) });
    const quote = async (iso: string) => (await createQuote(db, quoteInput(clientId), at(iso))).quoteNumber;
    expect(await quote("2091-03-01T12:00:00Z")).toBe("COT-2091-0001");
    expect(await quote("2091-07-15T12:00:00Z")).toBe("COT-2091-0002");
    // 04:59 UTC on 1 January is still 31 December in Panama (UTC-5).
    expect(await quote("2092-01-01T04:59:00Z")).toBe("COT-2091-0003");
    expect(await quote("2092-01-01T05:00:00Z")).toBe("COT-2092-0001");
    expect(await quote("2091-12-31T12:00:00Z")).toBe("COT-2091-0004");
    // Invoices have their own sequence.
    const invoice = async (iso: string) => (await createInvoice(db, invoiceInput(clientId), at(iso))).invoiceNumber;
    expect(await invoice("2091-05-01T12:00:00Z")).toBe("FAC-2091-0001");
    expect(await invoice("2091-05-02T12:00:00Z")).toBe("FAC-2091-0002");
    expect(await invoice("2092-05-02T12:00:00Z")).toBe("FAC-2092-0001");
  });

  test("through the API, each new quote and invoice takes the next number of the current year", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const year = panamaDate(0).slice(0, 4);
    const numberOf = (value: string) => Number(value.split("-")[2]);
    const newQuote = () =>
      api.send(endpoints.createQuote, { body: { ...quoteInput(clientId), validUntil: panamaDate(30) } });
    const q1 = (await newQuote()).quoteNumber;
    const q2 = (await newQuote()).quoteNumber;
    expect(q1.startsWith(`COT-${year}-`)).toBe(true);
    expect(numberOf(q2)).toBe(numberOf(q1) + 1);
    const f1 = (
      await api.send(endpoints.createInvoice, { body: { ...invoiceInput(clientId), dueDate: panamaDate(30) } })
    ).invoiceNumber;
    expect(f1.startsWith(`FAC-${year}-`)).toBe(true);
  });
});

// PGlite is one connection: concurrency there proves nothing. This runs on the
// PostgreSQL server, which the development machines have at 127.0.0.1:5432.
const postgresDatabase = testDatabases.find((database) => database.name === "postgres");
if (postgresDatabase) {
  describe("concurrent writes [postgres]", () => {
    let opened: { db: Db; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      opened = await postgresDatabase.open();
    }, 30_000);
    afterAll(async () => {
      await opened?.close();
    }, 30_000);
    const db = () => {
      if (!opened) throw new Error("PostgreSQL no está abierta");
      return opened.db;
    };

    test("20 quotes and 20 invoices created at once get 20 distinct consecutive numbers each", async () => {
      const api = await signedInApi(db());
      const { id: clientId } = await insertClient(db());
      const [quotes, invoices] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, () =>
            api.send(endpoints.createQuote, { body: { ...quoteInput(clientId), validUntil: panamaDate(30) } }),
          ),
        ),
        Promise.all(
          Array.from({ length: 20 }, () =>
            api.send(endpoints.createInvoice, { body: { ...invoiceInput(clientId), dueDate: panamaDate(30) } }),
          ),
        ),
      ]);
      // Each one created (send fails on any other status than 201).
      const year = panamaDate(0).slice(0, 4);
      const expected = (prefix: string) =>
        Array.from({ length: 20 }, (_, i) => `${prefix}-${year}-${String(i + 1).padStart(4, "0")}`);
      expect(quotes.map((quote) => quote.quoteNumber).sort()).toEqual(expected("COT"));
      expect(invoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual(expected("FAC"));
    }, 30_000);

    test("20 payments at once never take a receivable below zero", async () => {
      const api = await signedInApi(db());
      const { id: clientId } = await insertClient(db());
      const invoice = await api.send(endpoints.createInvoice, {
        body: { ...invoiceInput(clientId), dueDate: panamaDate(30), status: "sent" },
      });
      const receivableId = invoice.receivable?.id;
      // Total 107.00: ten payments of 10.00 fit, the other ten exceed what is left.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.post("/api/financial/payments", {
            receivableId,
            amount: "10.00",
            paymentDate: panamaDate(0),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201).length).toBe(10);
      // Overpayment is a 422 (api/docs/finance-debts.md, "Payments").
      expect(answers.filter((answer) => answer.status === 422).length).toBe(10);
      const after = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
      expect(after.receivable).toEqual({
        id: receivableId as number,
        balanceAmount: "7.00",
        status: "partially_paid",
      });
      expect(after.status).toBe("sent");
    }, 30_000);
  });
}
