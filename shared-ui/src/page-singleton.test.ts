import { describe, expect, test } from "bun:test";
import { pageSingleton } from "./page-singleton";

describe("pageSingleton", () => {
  test("every copy of the code gets the first one made", () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = pageSingleton(name, () => new Map<string, number>());
    const second = pageSingleton(name, () => new Map<string, number>());
    expect(second).toBe(first);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for(`shared-ui:${name}`)]).toBe(first);
  });
});
