import { afterEach, describe, expect, test } from "bun:test";
import { IDEMPOTENCY_HEADER } from "api/contract/protocol";
import { ApiError, apiRequest } from "./api-client";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fetch that answers (or fails) in turn as told, and records the key each request carried. */
function scriptedFetch(answers: Array<() => Response>): Array<string | null> {
  const keys: Array<string | null> = [];
  let call = 0;
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    keys.push(new Headers(init.headers).get(IDEMPOTENCY_HEADER));
    const answer = answers[call++];
    if (!answer) throw new Error("unexpected request");
    return answer();
  }) as unknown as typeof fetch;
  return keys;
}

const networkError = () => {
  throw new TypeError("Failed to fetch");
};
const created = () => Response.json({ id: 1 }, { status: 201 });
const transfer = { fromAccountId: 1, toAccountId: 2, amount: "100.00" };

describe("Idempotency-Key", () => {
  test("only requests marked idempotent carry one, and it is a UUID", async () => {
    const keys = scriptedFetch([created, created]);
    await apiRequest("POST", "/api/clients", { name: "Ana" });
    await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
    expect(keys[0]).toBeNull();
    expect(keys[1]).toMatch(UUID);
  });

  test("a retry after a network error sends the same key; the next submission a new one", async () => {
    const keys = scriptedFetch([networkError, networkError, created, created]);
    const send = () => apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
    await expect(send()).rejects.toThrow("Failed to fetch");
    await send().catch(() => undefined);
    await send();
    await send();
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).toMatch(UUID);
    expect(keys[3]).not.toBe(keys[0]);
  });

  test("a double click sends one key while the first has no answer yet", async () => {
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => {
      release = resolve;
    });
    const keys: Array<string | null> = [];
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get(IDEMPOTENCY_HEADER));
      await waiting;
      return created();
    }) as unknown as typeof fetch;
    const first = apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
    const second = apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
    release();
    await Promise.all([first, second]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("another body is another submission, with its own key", async () => {
    const keys = scriptedFetch([networkError, created]);
    await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true }).catch(() => undefined);
    await apiRequest("POST", "/api/financial/transfers", { ...transfer, amount: "90.00" }, { idempotent: true });
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test("any answer ends the submission, a refusal too", async () => {
    const refused = () => Response.json({ error: "Saldo insuficiente en la cuenta de origen" }, { status: 422 });
    const keys = scriptedFetch([refused, created]);
    const error = await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
    expect(keys[1]).not.toBe(keys[0]);
  });

  test("an answer cut off while its body was read keeps the key", async () => {
    const cutOff = () =>
      ({
        ok: true,
        status: 201,
        statusText: "Created",
        headers: new Headers(),
        text: () => Promise.reject(new TypeError("network error")),
      }) as unknown as Response;
    const keys = scriptedFetch([cutOff, created]);
    await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true }).catch(() => undefined);
    await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
    expect(keys[1]).toBe(keys[0]);
  });

  test("without crypto.randomUUID (plain HTTP) the key is still a random UUID", async () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true, writable: true });
    try {
      const keys = scriptedFetch([created, created]);
      await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
      await apiRequest("POST", "/api/financial/transfers", transfer, { idempotent: true });
      expect(keys[0]).toMatch(UUID);
      expect(keys[1]).toMatch(UUID);
      expect(keys[1]).not.toBe(keys[0]);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true, writable: true });
    }
  });
});
