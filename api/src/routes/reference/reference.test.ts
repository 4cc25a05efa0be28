import { expect, test } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { endpointList, endpoints, routePattern, TOTAL_COUNT_HEADER } from "../../contract";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { testApp } from "../../test/harness";
import { parseAnswer } from "../../test/typed-request";

// GET /api/openapi.json and the reference (api/docs/openapi.md): the document is valid OpenAPI
// 3.1 for a maintained validator, and every route the app serves is one of its operations.

type Operation = {
  operationId: string;
  security: unknown[];
  parameters: Array<{ name: string; in: string }>;
  responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describeEachDatabase("the OpenAPI document", (getDb) => {
  async function fetchDocument() {
    // Public, like any API description: no cookie.
    const response = await testApp(getDb()).request("/api/openapi.json");
    // The contract describes the document loosely (its schema is the standard's, which the validator
    // below applies): the tests read it through the parts of OpenAPI they check.
    const document = await parseAnswer(endpoints.openApiDocument, response);
    return document as typeof document & Document;
  }

  test("is valid OpenAPI 3.1", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("has every route of the app as an operation", async () => {
    const document = await fetchDocument();
    const missing: string[] = [];
    for (const route of testApp(getDb()).routes) {
      if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
      const path = route.path.replace(/:([^/]+)/g, "{$1}");
      if (!document.paths[path]?.[route.method.toLowerCase()]) missing.push(`${route.method} ${route.path}`);
    }
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBe(endpointList.length);
  });

  test("declares the session, the Idempotency-Key, the total count and the refusals where they apply", async () => {
    const document = await fetchDocument();
    const operation = (method: string, path: string) => document.paths[path]?.[method] as Operation;
    for (const endpoint of endpointList) {
      const found = operation(endpoint.method.toLowerCase(), endpoint.path);
      const names = found.parameters.map((parameter) => parameter.name);
      expect(names.includes("Idempotency-Key")).toBe(Boolean(endpoint.idempotent));
      expect(Boolean(Object.values(found.responses).find((answer) => answer.headers?.[TOTAL_COUNT_HEADER]))).toBe(
        Boolean(endpoint.paged),
      );
      expect(found.security.length === 0).toBe(endpoint.access === "public");
      // An API token is offered only where the table does not ask for a browser session.
      expect(found.security.some((scheme) => "token" in (scheme as object))).toBe(
        endpoint.access !== "public" && !endpoint.browserSessionOnly,
      );
      if (endpoint.access !== "public") expect(found.responses["401"]?.$ref).toBe("#/components/responses/401");
      if (endpoint.method !== "GET") expect(names).toContain("Origin");
      expect(document.paths[endpoint.path]).toBeDefined();
      expect(routePattern(endpoint.path)).not.toContain("{");
    }
    const transfer = operation("post", endpoints.createTransfer.path);
    expect(transfer.operationId).toBe("createTransfer");
    expect(Object.keys(transfer.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "409", "422"]));
    expect(operation("get", "/api/clients").parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(["q", "limit", "offset", "from", "to", "status"]),
    );
  });
});

describeEachDatabase("the API reference", (getDb) => {
  test("is for signed-in users, and loads Scalar from this server under a nonce policy", async () => {
    const anonymous = await testApp(getDb()).request("/api/reference");
    expect(anonymous.status).toBe(401);
    const api = await signedInApi(getDb());
    const page = await api.request("GET", "/api/reference");
    expect(page.status).toBe(200);
    const html = await page.text();
    const policy = page.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeString();
    expect(html).toContain(`<script src="/api/reference/scalar.js" nonce="${nonce}">`);
    expect(html).toContain("/api/openapi.json");
    // Nothing from a CDN: the page names no other host.
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await api.request("GET", "/api/reference/scalar.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toStartWith("text/javascript");
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});
