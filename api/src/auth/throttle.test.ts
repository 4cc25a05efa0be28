import { expect, test } from "bun:test";
import { describeEachDatabase } from "../test/databases";
import {
  ACCOUNT_LOCK_MAX_MS,
  accountLockMs,
  beginSignInAttempt,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_PAIR,
  signInSucceeded,
  THROTTLE_WINDOW_MS,
} from "./throttle";

// The throttle's rules with a clock the test moves (`now`), rather than sleeping.
const T0 = new Date("2026-03-02T15:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = 1000;

let sequence = 0;
const account = () => `cuenta${++sequence}@istmo.test`;

test("the account lock starts at 30 s, doubles with each failure and stops at 5 minutes", () => {
  expect([4, 5, 6, 7, 8, 9, 50].map(accountLockMs)).toEqual([0, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
  expect(accountLockMs(10_000)).toBe(ACCOUNT_LOCK_MAX_MS);
});

describeEachDatabase("sign-in throttle", (getDb) => {
  /** Fails `count` attempts, each let through, at `when`. */
  async function fail(email: string, address: string, count: number, when: Date) {
    for (let i = 0; i < count; i++) expect(await beginSignInAttempt(getDb(), email, address, when)).not.toBeNull();
  }
  const allowed = async (email: string, address: string, when: Date) =>
    (await beginSignInAttempt(getDb(), email, address, when)) !== null;

  test("5 failures of one account from one address refuse that pair for the window", async () => {
    const email = account();
    await fail(email, "10.20.0.1", MAX_FAILURES_PER_PAIR, T0);
    // Past the short account lock, the pair is still refused, to the last millisecond of the window.
    expect(await allowed(email, "10.20.0.1", at(31 * SECOND))).toBe(false);
    expect(await allowed(email, "10.20.0.1", at(THROTTLE_WINDOW_MS - 1))).toBe(false);
    expect(await allowed(email, "10.20.0.1", at(THROTTLE_WINDOW_MS))).toBe(true);
  });

  test("the owner, from another address, gets in once the short lock has passed", async () => {
    const email = account();
    await fail(email, "10.21.0.1", MAX_FAILURES_PER_PAIR, T0);
    expect(await allowed(email, "10.21.0.2", at(29 * SECOND))).toBe(false);
    const owner = await beginSignInAttempt(getDb(), email, "10.21.0.2", at(30 * SECOND));
    expect(owner).not.toBeNull();
    if (owner) await signInSucceeded(getDb(), owner);
    // The password proved right: the account's failures are cleared, from every address.
    expect(await allowed(email, "10.21.0.1", at(31 * SECOND))).toBe(true);
  });

  test("the account lock grows with every failure spread over addresses, up to 5 minutes", async () => {
    const email = account();
    let now = T0.getTime();
    for (let i = 0; i < 5; i++) await fail(email, `10.22.0.${i}`, 1, new Date(now));
    // Each let-through failure from a new address locks the account for twice as long, up to 5 min
    // (the 9th failure would double to 8). 12.5 minutes in all, within the window.
    for (const lock of [30, 60, 120, 240, 300].map((s) => s * SECOND)) {
      expect(await allowed(email, "10.22.1.1", new Date(now + lock - 1))).toBe(false);
      now += lock;
      await fail(email, `10.22.2.${lock % 255}`, 1, new Date(now));
    }
    // Another account is never affected.
    expect(await allowed(account(), "10.22.1.1", new Date(now))).toBe(true);
  });

  test(`${MAX_FAILURES_PER_ADDRESS} failures from one address refuse it for any account`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await fail(account(), "10.23.0.1", 1, T0);
    expect(await allowed(account(), "10.23.0.1", at(10 * 60 * SECOND))).toBe(false);
    expect(await allowed(account(), "10.23.0.2", T0)).toBe(true);
    expect(await allowed(account(), "10.23.0.1", at(THROTTLE_WINDOW_MS))).toBe(true);
  });

  test("a refused attempt is not recorded: it does not lengthen the lock", async () => {
    const email = account();
    await fail(email, "10.24.0.1", MAX_FAILURES_PER_PAIR, T0);
    for (let i = 0; i < 10; i++) expect(await allowed(email, `10.24.1.${i}`, at(i * SECOND))).toBe(false);
    expect(await allowed(email, "10.24.2.1", at(30 * SECOND))).toBe(true);
  });

  test("parallel attempts count each other: exactly 5 of 12 get through", async () => {
    const email = account();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => beginSignInAttempt(getDb(), email, "10.25.0.1", T0)),
    );
    expect(attempts.filter((attempt) => attempt !== null)).toHaveLength(MAX_FAILURES_PER_PAIR);
  });
});
