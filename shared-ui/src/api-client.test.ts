import { afterEach, describe, expect, test } from "bun:test";
import { ApiError, apiRequest, errorMessage, isApiError, isUnauthorizedError } from "./api-client";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

type Seen = { url: string; init: RequestInit };
function fakeFetch(response: Response): Seen[] {
  const seen: Seen[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return response;
  }) as unknown as typeof fetch;
  return seen;
}

describe("ApiError", () => {
  test("message is `status: body`, or the status text when the body is empty", () => {
    const withBody = new ApiError(404, '{"error":"No encontrado"}', "Not Found");
    expect(withBody.message).toBe('404: {"error":"No encontrado"}');
    expect(withBody.status).toBe(404);
    expect(withBody.body).toBe('{"error":"No encontrado"}');
    expect(new ApiError(500, "", "Internal Server Error").message).toBe("500: Internal Server Error");
    expect(withBody).toBeInstanceOf(Error);
  });
});

describe("isUnauthorizedError", () => {
  test("401 with Unauthorized", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"error":"Unauthorized: inicie sesión para continuar"}'))).toBe(true);
  });
  test("anything else", () => {
    expect(isUnauthorizedError(new ApiError(403, "Unauthorized"))).toBe(false);
    expect(isUnauthorizedError(new ApiError(401, "Sesión expirada"))).toBe(false);
    expect(isUnauthorizedError(new Error("Unauthorized"))).toBe(false);
    expect(isUnauthorizedError(undefined)).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});

describe("errorMessage", () => {
  test("uses the server's Spanish message from a JSON body", () => {
    const error = new ApiError(400, '{"error":"Saldo insuficiente","issues":[]}');
    expect(errorMessage(error, "Error al registrar la transferencia")).toBe("Saldo insuficiente");
    expect(errorMessage(new Error('409: {"error":"En uso"}'), "x")).toBe("En uso");
  });
  test("for every 4xx and a 503, not for other server errors", () => {
    const fallback = "Error al registrar el pago";
    const refused = (status: number) => new ApiError(status, `{"error":"Motivo ${status}"}`);
    for (const status of [400, 403, 404, 409, 413, 422, 429, 503]) {
      expect(errorMessage(refused(status), fallback)).toBe(`Motivo ${status}`);
    }
    expect(errorMessage(new ApiError(500, '{"error":"Error interno del servidor"}'), fallback)).toBe(fallback);
    expect(errorMessage(new Error('500: {"error":"Error interno del servidor"}'), fallback)).toBe(fallback);
    expect(errorMessage(refused(502), fallback)).toBe(fallback);
    expect(errorMessage(refused(504), fallback)).toBe(fallback);
  });
  test("falls back otherwise", () => {
    const fallback = "Error al eliminar el proveedor";
    expect(errorMessage(new ApiError(401, "Unauthorized"), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(500, "", "Internal Server Error"), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(400, '{"error":""}'), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
    expect(errorMessage(null, fallback)).toBe(fallback);
  });
});

describe("apiRequest", () => {
  test("sends JSON with credentials and parses JSON answers", async () => {
    const seen = fakeFetch(Response.json({ id: 7 }, { status: 201 }));
    const result = await apiRequest<{ id: number }>("POST", "/api/clients", { name: "Ana" });
    expect(result).toEqual({ id: 7 });
    expect(seen[0]?.url).toBe("/api/clients");
    expect(seen[0]?.init.method).toBe("POST");
    expect(seen[0]?.init.credentials).toBe("include");
    expect(seen[0]?.init.body).toBe('{"name":"Ana"}');
    expect(new Headers(seen[0]?.init.headers).get("content-type")).toBe("application/json");
  });

  test("no body, no content type", async () => {
    const seen = fakeFetch(Response.json([]));
    await apiRequest("GET", "/api/clients");
    expect(seen[0]?.init.body).toBeUndefined();
    expect(new Headers(seen[0]?.init.headers).get("content-type")).toBeNull();
    expect(seen[0]?.init.credentials).toBe("include");
  });

  test("a FormData body is sent as it is, the browser writing its multipart content type", async () => {
    const seen = fakeFetch(Response.json({ hasLogo: true }));
    const form = new FormData();
    form.append("logo", new File(["x"], "logo.png"));
    await apiRequest("PUT", "/api/settings/company/logo", form);
    expect(seen[0]?.init.body).toBe(form);
    expect(new Headers(seen[0]?.init.headers).get("content-type")).toBeNull();
  });

  test("204 and empty answers resolve to undefined, text stays text", async () => {
    fakeFetch(new Response(null, { status: 204 }));
    expect(await apiRequest("DELETE", "/api/clients/1")).toBeUndefined();
    fakeFetch(new Response("", { status: 200 }));
    expect(await apiRequest("DELETE", "/api/clients/1")).toBeUndefined();
    fakeFetch(new Response("ok", { status: 200, headers: { "content-type": "text/plain" } }));
    expect(await apiRequest<string>("GET", "/api/health")).toBe("ok");
  });

  test("non-2xx throws ApiError with the body", async () => {
    fakeFetch(new Response("Unauthorized", { status: 401, statusText: "Unauthorized" }));
    const error = await apiRequest("GET", "/api/auth/user").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("401: Unauthorized");
    expect(isUnauthorizedError(error)).toBe(true);

    fakeFetch(new Response("", { status: 502, statusText: "Bad Gateway" }));
    const empty = await apiRequest("GET", "/api/clients").catch((e: unknown) => e);
    expect((empty as ApiError).message).toBe("502: Bad Gateway");
  });
});

test("isApiError knows an ApiError of another copy of shared-ui (a federated remote's) by its name", () => {
  class ForeignApiError extends Error {
    readonly status = 400;
    readonly body = "{}";
    constructor() {
      super("400: {}");
      this.name = "ApiError";
    }
  }
  expect(isApiError(new ApiError(400, "{}"))).toBe(true);
  expect(isApiError(new ForeignApiError())).toBe(true);
  expect(isApiError(new Error("400: {}"))).toBe(false);
  expect(isApiError({ name: "ApiError", status: 400, body: "{}" })).toBe(false);
});
