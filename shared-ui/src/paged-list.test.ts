import { afterEach, describe, expect, test } from "bun:test";
import { apiPage } from "./api-client";
import { pagedListPath } from "./paged-list";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("pagedListPath", () => {
  test("q, the filters, limit and offset, in that order", () => {
    expect(
      pagedListPath("/api/financial/transactions", {
        q: "  Alquiler ",
        filters: { type: "expense", from: "2026-01-01", to: "2026-01-31" },
        limit: 25,
        offset: 50,
      }),
    ).toBe("/api/financial/transactions?q=Alquiler&type=expense&from=2026-01-01&to=2026-01-31&limit=25&offset=50");
  });

  test("no search, and 'all', empty and missing filters are left out", () => {
    expect(
      pagedListPath("/api/financial/transfers", {
        q: " ",
        filters: { status: "all", bankAccountId: undefined, category: "", currency: null },
        limit: 10,
        offset: 0,
      }),
    ).toBe("/api/financial/transfers?limit=10&offset=0");
  });

  test("encodes what it sends, and appends to a path that has a query already", () => {
    expect(pagedListPath("/api/x?kind=a", { q: "Pérez & Hijos", filters: { active: true }, limit: 5, offset: 5 })).toBe(
      "/api/x?kind=a&q=P%C3%A9rez+%26+Hijos&active=true&limit=5&offset=5",
    );
  });
});

describe("apiPage", () => {
  test("the rows, and the total from X-Total-Count", async () => {
    globalThis.fetch = (async () =>
      Response.json([{ id: 1 }, { id: 2 }], { headers: { "X-Total-Count": "340" } })) as unknown as typeof fetch;
    expect(await apiPage("/api/financial/transactions?limit=2&offset=0")).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      total: 340,
    });
  });

  test("without the header, the rows' own count", async () => {
    globalThis.fetch = (async () => Response.json([{ id: 1 }])) as unknown as typeof fetch;
    expect(await apiPage("/api/financial/transfers")).toEqual({ rows: [{ id: 1 }], total: 1 });
  });
});
