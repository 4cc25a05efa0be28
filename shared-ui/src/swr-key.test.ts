import { describe, expect, test } from "bun:test";
import { swrConfig } from "./swr";
import { keyToPath, pathMatchesPrefix, pathOfKey } from "./swr-key";

describe("SWR key → GET path", () => {
  test("a string key is the path", () => {
    expect(keyToPath("/api/clients")).toBe("/api/clients");
  });
  test("array parts are joined with slashes", () => {
    expect(keyToPath(["/api/invoices", 3])).toBe("/api/invoices/3");
    expect(keyToPath(["/api/financial", "transfers"])).toBe("/api/financial/transfers");
  });
  test("pathOfKey ignores keys that are not API paths", () => {
    expect(pathOfKey(["/api/projects", 2])).toBe("/api/projects/2");
    expect(pathOfKey({ url: "/api" })).toBeUndefined();
    expect(pathOfKey(null)).toBeUndefined();
  });
});

describe("revalidate prefixes", () => {
  test("match the path itself and what lies below it", () => {
    expect(pathMatchesPrefix("/api/invoices", "/api/invoices")).toBe(true);
    expect(pathMatchesPrefix("/api/invoices/3", "/api/invoices")).toBe(true);
    expect(pathMatchesPrefix("/api/invoices?status=paid", "/api/invoices")).toBe(true);
    expect(pathMatchesPrefix("/api/invoices/3", "/api/invoices/")).toBe(true);
  });
  test("not a sibling that merely starts the same", () => {
    expect(pathMatchesPrefix("/api/invoices-archive", "/api/invoices")).toBe(false);
    expect(pathMatchesPrefix("/api/financial/summary", "/api/financial/transfers")).toBe(false);
  });
});

describe("swrConfig", () => {
  test("no retry, no refetch on focus or reconnect, no polling, never stale", () => {
    expect(swrConfig).toMatchObject({
      shouldRetryOnError: false,
      errorRetryCount: 0,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      refreshInterval: 0,
      revalidateIfStale: false,
      dedupingInterval: 2000,
    });
  });

  test("the fetcher GETs the joined path with credentials", async () => {
    const realFetch = globalThis.fetch;
    const urls: string[] = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      urls.push(`${init.method} ${url} ${init.credentials}`);
      return Response.json({ ok: true });
    }) as unknown as typeof fetch;
    try {
      const fetcher = swrConfig.fetcher as (key: unknown) => Promise<unknown>;
      expect(await fetcher(["/api/projects", 5])).toEqual({ ok: true });
      await fetcher("/api/clients");
      expect(urls).toEqual(["GET /api/projects/5 include", "GET /api/clients include"]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
