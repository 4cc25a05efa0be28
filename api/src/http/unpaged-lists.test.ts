import { expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { endpoints, MAX_UNPAGED_ROWS, TOTAL_COUNT_HEADER, todayInPanama } from "../contract";
import { signedInApi } from "../test/api";
import { describeEachDatabase } from "../test/databases";
import { insertClient } from "../test/fixtures";
import { parseAnswer } from "../test/typed-request";

// A list asked for without `limit` answers at most MAX_UNPAGED_ROWS, with the true count
// (api/docs/conventions.md, "Lists"): years of books are never one answer of tens of MB.

const OVER = MAX_UNPAGED_ROWS + 1;

describeEachDatabase("unpaged lists", (getDb) => {
  let seeded: Promise<void> | undefined;

  /** One row more than the maximum of clients, transactions and receivables due today. */
  async function seed() {
    const db = getDb();
    await db.execute(sql`insert into clients (name) select 'Cliente ' || g from generate_series(1, ${OVER}) g`);
    await db.execute(sql`insert into transactions (transaction_date, amount, description)
      select date '2026-01-01', 1.5, 'Movimiento ' || g from generate_series(1, ${OVER}) g`);
    const { id: clientId } = await insertClient(db, { name: "Deudor" });
    await db.execute(sql`insert into accounts_receivable
        (client_id, invoice_number, issue_date, due_date, total_amount, balance_amount, status)
      select ${clientId}, 'CXC-' || g, ${todayInPanama()}::date, ${todayInPanama()}::date, 10, 10, 'pending'
      from generate_series(1, ${OVER}) g`);
  }

  async function setup() {
    seeded ??= seed();
    await seeded;
    return signedInApi(getDb());
  }

  const clientsAll = OVER + 1; // the receivables' client too

  test("clients, transactions, receivables: the first MAX_UNPAGED_ROWS in the list's order, the true total", async () => {
    const api = await setup();
    for (const [endpoint, total] of [
      [endpoints.listClients, clientsAll],
      [endpoints.listTransactions, OVER],
      [endpoints.listReceivables, OVER],
    ] as const) {
      const response = await api.request("GET", endpoint.path);
      expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(total));
      const rows = await parseAnswer(endpoint, response);
      expect(rows).toHaveLength(MAX_UNPAGED_ROWS);
      // The same rows as the first page of that size would be, so a caller can go on with offset.
      const paged = await api.send(endpoint, { query: { limit: "500" } });
      expect(rows.slice(0, 500).map((row) => row.id)).toEqual(paged.map((row) => row.id));
    }
  });

  test("an offset without a limit answers at most MAX_UNPAGED_ROWS from there", async () => {
    const api = await setup();
    const response = await api.request("GET", `/api/clients?offset=${clientsAll - 10}`);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(clientsAll));
    expect(await response.json()).toHaveLength(10);
    const start = await api.request("GET", "/api/clients?offset=1");
    expect(start.headers.get(TOTAL_COUNT_HEADER)).toBe(String(clientsAll));
    expect(await start.json()).toHaveLength(MAX_UNPAGED_ROWS);
  });

  test("the payment calendar: at most MAX_UNPAGED_ROWS items, its total and cards over all of them", async () => {
    const api = await setup();
    const response = await api.request("GET", "/api/financial/calendar?period=week");
    const calendar = await parseAnswer(endpoints.paymentCalendar, response);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(OVER));
    expect(calendar.total).toBe(OVER);
    expect(calendar.items).toHaveLength(MAX_UNPAGED_ROWS);
    expect(calendar.summary.receivableTotal).toBe(`${OVER * 10}.00`);
  });

  test("a filtered list under the maximum is whole", async () => {
    const api = await setup();
    const response = await api.request("GET", "/api/clients?q=Deudor");
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    expect(await response.json()).toHaveLength(1);
  });
});
