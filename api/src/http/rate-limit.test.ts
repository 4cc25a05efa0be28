import { expect, test } from "bun:test";
import { describeEachDatabase } from "../test/databases";
import { RateLimiter } from "./rate-limit";

const T0 = new Date("2026-03-02T15:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describeEachDatabase("rate limiter in the database", (getDb) => {
  const limiter = (scope: string) => new RateLimiter(getDb(), scope, 3, 60_000);

  async function answers(limit: RateLimiter, key: string, times: Date[]) {
    const result: boolean[] = [];
    for (const time of times) result.push(await limit.allow(key, time));
    return result;
  }

  test("a fixed window: the limit within it, a fresh count once it has closed", async () => {
    const limit = limiter("prueba-ventana");
    expect(await answers(limit, "10.30.0.1", [T0, at(1), at(2), at(59_999)])).toEqual([true, true, true, false]);
    // The window opened at the first request and closes 60 s later, refused requests or not.
    expect(await answers(limit, "10.30.0.1", [at(60_000), at(60_001), at(60_002), at(60_003)])).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  test("keys and scopes count apart", async () => {
    const first = limiter("prueba-a");
    await answers(first, "10.31.0.1", [T0, T0, T0, T0]);
    expect(await first.allow("10.31.0.2", T0)).toBe(true);
    expect(await limiter("prueba-b").allow("10.31.0.1", T0)).toBe(true);
  });

  test("parallel requests are counted one by one: exactly the limit gets through", async () => {
    const limit = limiter("prueba-paralelo");
    const results = await Promise.all(Array.from({ length: 10 }, () => limit.allow("10.32.0.1", T0)));
    expect(results.filter(Boolean)).toHaveLength(3);
  });

  test("a key of any length is counted, never a 500", async () => {
    const limit = limiter("prueba-larga");
    expect(await answers(limit, "x".repeat(10_000), [T0, T0, T0, T0])).toEqual([true, true, true, false]);
  });
});
