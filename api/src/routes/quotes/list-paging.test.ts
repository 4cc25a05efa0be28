import { expect, test } from "bun:test";
import { type Endpoint, endpoints, type QuoteListItem, type QuoteRecord } from "../../contract";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { day, insertClient, insertInvoice, insertProject } from "../../test/fixtures";
import { parseAnswer } from "../../test/typed-request";

// GET /api/quotes and /api/invoices search, filter and page on the server (api/docs/conventions.md,
// "Lists"): the number, the title, the client's name or company; the status; the client; a page and
// the count of every match in X-Total-Count.

describeEachDatabase("quote and invoice lists", (getDb) => {
  const api = () => signedInApi(getDb());
  /** A page of `endpoint`'s list at `path`, spelled as the test means it (the query's own encoding). */
  async function list<E extends Endpoint>(endpoint: E, path: string) {
    const response = await (await api()).request("GET", path);
    const rows = await parseAnswer(endpoint, response, path);
    return { total: Number(response.headers.get("X-Total-Count")), rows };
  }

  test("quotes: by number, title or client (wildcards literal), status and client, one page at a time", async () => {
    const admin = await api();
    const acme = await insertClient(getDb(), { name: "Rosa", company: "Ferretería 100% Sur" });
    const other = await insertClient(getDb(), { name: "Pedro_Lista" });
    const made: QuoteRecord[] = [];
    for (let n = 1; n <= 6; n++) {
      made.push(
        await admin.send(endpoints.createQuote, {
          body: {
            clientId: n % 2 === 0 ? acme.id : other.id,
            title: `Portal listado ${n}`,
            amount: "100.00",
            validUntil: day(1, 1),
            status: n <= 2 ? "sent" : "draft",
          },
        }),
      );
    }
    const titles = (rows: QuoteListItem[]) => rows.map((quote) => quote.title);
    const first = await list(endpoints.listQuotes, "/api/quotes?q=portal listado&limit=4&offset=0");
    expect({ total: first.total, titles: titles(first.rows) }).toEqual({
      total: 6,
      titles: ["Portal listado 6", "Portal listado 5", "Portal listado 4", "Portal listado 3"],
    });
    expect(titles((await list(endpoints.listQuotes, "/api/quotes?q=portal listado&limit=4&offset=4")).rows)).toEqual([
      "Portal listado 2",
      "Portal listado 1",
    ]);
    // A page carries no lines: the single GET does.
    expect(first.rows[0]).not.toHaveProperty("lines");
    expect(first.rows[0]).not.toHaveProperty("itbmsBreakdown");
    // The client's company, with a literal %; the client's name, with a literal _.
    expect((await list(endpoints.listQuotes, "/api/quotes?q=100%25 sur")).total).toBe(3);
    expect(
      (await list(endpoints.listQuotes, "/api/quotes?q=pedro_lista&status=sent")).rows.map((q) => q.title),
    ).toEqual(["Portal listado 1"]);
    expect((await list(endpoints.listQuotes, "/api/quotes?q=pedro%5Flista")).total).toBe(3);
    const byNumber = await list(endpoints.listQuotes, `/api/quotes?q=${made[2]?.quoteNumber}`);
    expect(byNumber.rows.map((q) => q.id)).toEqual([made[2]?.id ?? -1]);
    expect((await list(endpoints.listQuotes, `/api/quotes?clientId=${acme.id}&status=draft`)).total).toBe(2);
    // Without paging: every match, counted.
    const all = await list(endpoints.listQuotes, "/api/quotes?q=portal listado");
    expect({ total: all.total, ids: all.rows.map((q) => q.id) }).toEqual({
      total: 6,
      ids: made.map((q) => q.id).reverse(),
    });
    const bad = await admin.request("GET", "/api/quotes?status=vendida");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "status", message: "Estado inválido" }] });
  });

  test("invoices: the status filter is the one shown, a sent invoice past due counting as overdue", async () => {
    const client = await insertClient(getDb(), { name: "Cliente Vencidas", company: "Vencidas Lista S.A." });
    const money = { amount: "100.00", itbmsAmount: "7.00", total: "107.00" };
    await insertInvoice(getDb(), {
      clientId: client.id,
      ...money,
      issueDate: day(-2, 1),
      dueDate: day(-1, 1),
      status: "sent",
    });
    await insertInvoice(getDb(), {
      clientId: client.id,
      ...money,
      issueDate: day(-2, 1),
      dueDate: day(-1, 1),
      status: "overdue",
    });
    await insertInvoice(getDb(), {
      clientId: client.id,
      ...money,
      issueDate: day(0, 1),
      dueDate: day(2, 1),
      status: "sent",
    });
    await insertInvoice(getDb(), {
      clientId: client.id,
      ...money,
      issueDate: day(-2, 1),
      dueDate: day(-1, 1),
      status: "paid",
    });
    const statuses = async (query: string) => {
      const { total, rows } = await list(endpoints.listInvoices, `/api/invoices?q=vencidas lista&${query}`);
      expect(rows).toHaveLength(total);
      return rows.map((invoice) => invoice.status).sort();
    };
    expect(await statuses("status=overdue")).toEqual(["overdue", "overdue"]);
    expect(await statuses("status=sent")).toEqual(["sent"]);
    expect(await statuses("status=paid")).toEqual(["paid"]);
    const page = await list(endpoints.listInvoices, "/api/invoices?q=vencidas lista&limit=2&offset=2");
    expect({ total: page.total, rows: page.rows.length }).toEqual({ total: 4, rows: 2 });
  });

  test("the search follows a client renamed and a record moved to another client, and spans no two fields", async () => {
    const admin = await api();
    const first = await insertClient(getDb(), { name: "Marta Buscada", company: "Vidrios Antes S.A." });
    const second = await insertClient(getDb(), { name: "Otro Dueño" });
    const quote = await admin.send(endpoints.createQuote, {
      body: { clientId: first.id, title: "Ventanales", amount: "10.00", validUntil: day(1, 1) },
    });
    const invoice = await admin.send(endpoints.createInvoice, {
      body: { clientId: first.id, description: "Instalación", amount: "10.00", dueDate: `${day(1, 1)}T12:00:00.000Z` },
    });
    await insertProject(getDb(), { clientId: first.id, name: "Obra de vidrio" });
    const found = async (q: string) => ({
      quotes: (await list(endpoints.listQuotes, `/api/quotes?q=${q}`)).rows.map((row) => row.id),
      invoices: (await list(endpoints.listInvoices, `/api/invoices?q=${q}`)).rows.map((row) => row.id),
      projects: (await list(endpoints.listProjects, `/api/projects?q=${q}`)).rows.map((row) => row.name),
    });
    expect(await found("vidrios antes")).toEqual({
      quotes: [quote.id],
      invoices: [invoice.id],
      projects: ["Obra de vidrio"],
    });
    await admin.send(endpoints.updateClient, { params: { id: first.id }, body: { company: "Cristales Después S.A." } });
    expect(await found("vidrios antes")).toEqual({ quotes: [], invoices: [], projects: [] });
    expect(await found("cristales después")).toEqual({
      quotes: [quote.id],
      invoices: [invoice.id],
      projects: ["Obra de vidrio"],
    });
    // The name is still searched beside the company.
    expect((await found("marta buscada")).quotes).toEqual([quote.id]);
    await admin.send(endpoints.updateQuote, { params: { id: quote.id }, body: { clientId: second.id } });
    expect((await found("otro dueño")).quotes).toEqual([quote.id]);
    expect((await found("cristales después")).quotes).toEqual([]);
    // The end of the title and the start of the client's name are not one text.
    expect((await found("ventanales otro")).quotes).toEqual([]);
  });
});
