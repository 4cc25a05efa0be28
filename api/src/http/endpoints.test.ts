import { expect, test } from "bun:test";
import { type Endpoint, endpointFor, endpointList, endpoints, routePattern, todayInPanama } from "../contract";
import type { Db } from "../db/client";
import { signedInApi } from "../test/api";
import { describeEachDatabase } from "../test/databases";
import { insertSignedCreditNote, insertSignedFeDocument } from "../test/fe-issuing";
import { testApp } from "../test/harness";
import { createSampleRecords, type SampleIds } from "../test/sample-records";
import { VALIDATES, type Validates } from "./validate";

// The endpoint table (contract/endpoints.ts) against the app itself: Hono's own route table
// holds exactly the table's operations, each route validates exactly the table's schemas, and
// every JSON answer parses against the table's record schema (api/docs/openapi.md).

const key = (method: string, path: string) => `${method} ${path}`;

/** Every route of the app as `METHOD /api/pattern`, with the validators mounted on it. */
function appRoutes(db: Db) {
  const routes = new Map<string, Validates[]>();
  for (const route of testApp(db).routes) {
    // Middleware is mounted for every method ("ALL"); handlers have their own.
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    const validators = routes.get(key(route.method, route.path)) ?? [];
    const validates = (route.handler as { [VALIDATES]?: Validates })[VALIDATES];
    if (validates) validators.push(validates);
    routes.set(key(route.method, route.path), validators);
  }
  return routes;
}

/** The record each {id} of a path stands for, created by createSampleRecords. */
const SAMPLE_OF: Array<[prefix: string, id: keyof SampleIds]> = [
  ["/api/settings/users/", "user"],
  ["/api/clients/", "client"],
  ["/api/quotes/", "quote"],
  ["/api/invoices/", "invoice"],
  ["/api/recurring-invoices/", "recurringInvoice"],
  ["/api/projects/", "project"],
  ["/api/financial/transactions/", "transaction"],
  ["/api/financial/bank-accounts/", "bankAccount"],
  ["/api/financial/accounts-payable/", "payable"],
  ["/api/financial/suppliers/", "supplier"],
  ["/api/financial/ach-batches/", "achBatch"],
  ["/api/financial/chart-accounts/", "chartAccount"],
  ["/api/financial/budgets/", "budget"],
  ["/api/accounting/journal/", "journalEntry"],
  ["/api/time-entries/", "timeEntry"],
];

/** Path parameters other than {id}: an account of the chart by its code. */
const OTHER_PARAMS: Record<string, string> = { accountCode: "1.1.02", month: todayInPanama().slice(0, 7) };

/** A query an operation cannot be called without (some name a sample record). */
const REQUIRED_QUERY: Partial<Record<string, (ids: SampleIds) => Record<string, string>>> = {
  "/api/financial/dgi/form-430": () => ({ month: todayInPanama().slice(0, 7) }),
  "/api/financial/dgi/informe-43": () => ({ month: todayInPanama().slice(0, 7) }),
  "/api/time-entries/summary": (ids) => ({ projectId: String(ids.project) }),
  "/api/time-entries/invoice-preview": (ids) => ({
    projectId: String(ids.project),
    from: todayInPanama(),
    to: todayInPanama(),
  }),
};

describeEachDatabase("the endpoint table", (getDb) => {
  test("every route of the app is in the table, and every operation of the table is a route", () => {
    const routes = appRoutes(getDb());
    const table = new Set(endpointList.map((endpoint) => key(endpoint.method, routePattern(endpoint.path))));
    expect(routes.size).toBeGreaterThan(90);
    expect([...routes.keys()].filter((route) => !table.has(route))).toEqual([]);
    expect([...table].filter((operation) => !routes.has(operation))).toEqual([]);
    // Each operation once: no two entries (under two names) describe the same route.
    expect(table.size).toBe(endpointList.length);
  });

  test("each route validates exactly the query and body its entry names, with the very same schemas", () => {
    const routes = appRoutes(getDb());
    const wrong: string[] = [];
    for (const endpoint of endpointList) {
      const validators = routes.get(key(endpoint.method, routePattern(endpoint.path))) ?? [];
      const expected: Validates[] = [];
      if (endpoint.query) expected.push({ target: "query", schema: endpoint.query });
      // Forms (sign-in) and uploads (the logo) are read by their handler, not a validator.
      if (endpoint.body && !endpoint.bodyMediaType) expected.push({ target: "json", schema: endpoint.body });
      const same =
        validators.length === expected.length &&
        expected.every((one) => validators.some((got) => got.target === one.target && got.schema === one.schema));
      if (!same) wrong.push(`${endpoint.method} ${endpoint.path}`);
    }
    expect(wrong).toEqual([]);
  });

  test("each request path finds its own operation (a fixed segment before a parameter)", () => {
    for (const endpoint of endpointList) {
      expect(endpointFor(endpoint.method, endpoint.path)).toBe(endpoint);
      expect(endpointFor(endpoint.method, routePattern(endpoint.path))).toBe(endpoint);
    }
    expect(endpointFor("GET", "/api/clients/search")).toBe(endpoints.searchClients);
    expect(endpointFor("GET", "/api/clients/12")).toBe(endpoints.getClient);
    expect(endpointFor("HEAD", "/api/health")).toBe(endpoints.health);
    expect(endpointFor("GET", "/api/unknown")).toBeUndefined();
  });

  test("every JSON read answers what its record schema describes, on data of every kind", async () => {
    const api = await signedInApi(getDb());
    const ids = await createSampleRecords(api);
    // An issued invoice, so GET /api/invoices/{id}/fe has a document to answer.
    await insertSignedFeDocument(getDb(), ids.invoice, String(ids.invoice).padStart(10, "0"));
    // And a credit note of it, for GET /api/credit-notes/{id} and its document.
    const creditNote = await insertSignedCreditNote(getDb(), ids.invoice, ids.client);
    // A sent quote's answer link, for GET /api/quote-answer (public, by its token).
    const sent = await api.send(endpoints.updateQuote, { params: { id: ids.quote }, body: { status: "sent" } });
    const link = await api.send(endpoints.createQuoteAnswerLink, { params: { id: sent.id } });
    const requiredQuery: typeof REQUIRED_QUERY = {
      ...REQUIRED_QUERY,
      "/api/quote-answer": () => ({ token: new URL(link.url).hash.slice(1) }),
    };
    const reads = endpointList.filter(
      (endpoint): endpoint is Endpoint => endpoint.method === "GET" && "json" in endpoint.answer,
    );
    expect(reads.length).toBeGreaterThan(35);
    for (const endpoint of reads) {
      const sample = SAMPLE_OF.find(([prefix]) => endpoint.path.startsWith(prefix));
      const params: Record<string, number | string> = endpoint.path.startsWith("/api/credit-notes/")
        ? { id: creditNote }
        : sample
          ? { id: ids[sample[1]] }
          : {};
      for (const [name, value] of Object.entries(OTHER_PARAMS))
        if (endpoint.path.includes(`{${name}}`)) params[name] = value;
      // sendTyped fails unless the call succeeds and its answer parses to itself.
      await api.send(endpoint, { params, query: requiredQuery[endpoint.path]?.(ids) });
    }
  });
});
