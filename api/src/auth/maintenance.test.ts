import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { failedSignIns, sessions } from "../db/schema";
import { RateLimiter } from "../http/rate-limit";
import { describeEachDatabase } from "../test/databases";
import { createUser } from "../test/harness";
import { createDevice, DEVICE_LIFETIME_MS, deviceOfAccount } from "./devices";
import { purgeExpired } from "./maintenance";
import { ABSOLUTE_LIFETIME_MS, createSession, INACTIVITY_TIMEOUT_MS, validateSessionToken } from "./sessions";
import { THROTTLE_WINDOW_MS } from "./throttle";

const NOW = new Date("2026-03-02T15:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describeEachDatabase("purgeExpired", (getDb) => {
  test("deletes exactly what has expired, at the same boundaries the checks use", async () => {
    const db = getDb();
    const user = await createUser(db);
    // Sessions: one idle past the timeout (to the millisecond), one active but past its lifetime, one alive.
    await createSession(db, user.id, ago(INACTIVITY_TIMEOUT_MS));
    const old = await createSession(db, user.id, ago(ABSOLUTE_LIFETIME_MS));
    await db
      .update(sessions)
      .set({ lastActiveAt: ago(MINUTE) })
      .where(eq(sessions.id, old.split(".")[0] ?? ""));
    const alive = await createSession(db, user.id, ago(MINUTE));
    // Device cookies: one as old as their lifetime (no longer valid), one a millisecond younger.
    await createDevice(db, user.id, ago(DEVICE_LIFETIME_MS));
    const device = await createDevice(db, user.id, ago(DEVICE_LIFETIME_MS - 1));
    // Failed sign-ins: one as old as the window (no longer counted), one still counted.
    await db.insert(failedSignIns).values([
      { email: user.email, address: "10.40.0.1", failedAt: ago(THROTTLE_WINDOW_MS) },
      { email: user.email, address: "10.40.0.1", failedAt: ago(THROTTLE_WINDOW_MS - 1) },
    ]);
    // Rate-limit windows of one minute: two closed (one just now), one still open.
    const limiter = new RateLimiter(db, "prueba-purga", 5, MINUTE);
    await limiter.allow("10.40.0.1", ago(2 * MINUTE));
    await limiter.allow("10.40.0.2", ago(MINUTE));
    await limiter.allow("10.40.0.3", ago(MINUTE - 1));

    expect(await purgeExpired(db, NOW)).toEqual({ sessions: 2, devices: 1, failedSignIns: 1, rateLimitWindows: 2 });
    expect(await purgeExpired(db, NOW)).toEqual({ sessions: 0, devices: 0, failedSignIns: 0, rateLimitWindows: 0 });
    expect(await validateSessionToken(db, alive, NOW)).not.toBeNull();
    expect(await deviceOfAccount(db, device, user.email, NOW)).not.toBeNull();
    expect(await db.select().from(failedSignIns)).toHaveLength(1);
  });

  test("on an empty database it answers zeros", async () => {
    expect(await purgeExpired(getDb(), ago(10 * 365 * 24 * 60 * MINUTE))).toEqual({
      sessions: 0,
      devices: 0,
      failedSignIns: 0,
      rateLimitWindows: 0,
    });
  });
});
