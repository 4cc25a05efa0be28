import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { DEVICE_LIFETIME_MS } from "../../auth/devices";
import {
  ACCOUNT_LOCK_AFTER,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_PAIR,
} from "../../auth/throttle";
import type { Db } from "../../db/client";
import { signInDevices } from "../../db/schema";
import { upsertUser } from "../../scripts/user-add";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import {
  ageFailures,
  cookieOf,
  createUser,
  jsonRequest,
  loginRequest,
  type TestApp,
  testApp,
} from "../../test/harness";

// Device cookies against lockout attacks (docs/sign-in.md): whoever fails from wherever, the owner
// gets in from a browser they signed in from before.

const WRONG = "mala-clave-1";
const NEW_PASSWORD = "otra-clave-muy-segura-2026";
type Account = { email: string; password: string };

const idOf = (device: string | undefined) => device?.slice("device=".length).split(".")[0] ?? "";
const devicesOf = (db: Db, userId: number) => db.select().from(signInDevices).where(eq(signInDevices.userId, userId));

/** A sign-in with the right password from `address`: its status and the browser's new cookies. */
async function signInFrom(app: TestApp, account: Account, address: string, device?: string) {
  const response = await loginRequest(app, account.email, account.password, address, device);
  return { status: response.status, session: cookieOf(response, "session"), device: cookieOf(response, "device") };
}

/** `count` wrong passwords for `email` from `address`, without a device cookie: their statuses. */
async function guess(app: TestApp, email: string, address: string, count = 1) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await loginRequest(app, email, WRONG, address)).status);
  return statuses;
}

describeEachDatabase("device cookies", (getDb) => {
  test("a sign-in gives the browser a device cookie for /api/login, renewed at each sign-in, kept at sign-out", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    const response = await loginRequest(app, user.email, user.password);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("device=")) ?? "";
    expect(setCookie).toMatch(
      /^device=[a-z2-7]{32}\.[a-z2-7]{32}; Max-Age=31536000; Path=\/api\/login; HttpOnly; SameSite=Lax$/,
    );
    const device = cookieOf(response, "device");
    const [row] = await devicesOf(db, user.id);
    expect(row?.id).toBe(idOf(device));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(device).not.toContain(row?.secretHash ?? "-");

    // Signing out leaves it: it is what lets the owner back in during an attack.
    const session = cookieOf(response, "session") ?? "";
    const logout = await app.request("/api/logout", {
      method: "POST",
      headers: { Origin: "http://localhost", Cookie: session },
    });
    expect(logout.headers.getSetCookie().some((cookie) => cookie.startsWith("device="))).toBe(false);
    // The next sign-in replaces it: a copy of the old one is worth nothing after.
    const again = await signInFrom(app, user, "10.0.0.1", device);
    expect(again.device).not.toBe(device);
    expect((await devicesOf(db, user.id)).map((stored) => stored.id)).toEqual([idOf(again.device)]);

    const https = testApp(db, { PUBLIC_ORIGIN: "https://erp.istmo.test" });
    const secure = await https.request("/api/login", {
      method: "POST",
      headers: { Origin: "https://erp.istmo.test", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(secure.headers.getSetCookie().find((cookie) => cookie.startsWith("device="))).toContain("; Secure");
  });

  test("a sustained attack from two addresses never keeps the owner out of a browser they signed in from", async () => {
    const db = getDb();
    const app = testApp(db);
    const owner = await createUser(db);
    let device = (await signInFrom(app, owner, "10.30.0.9")).device;
    const attacker: number[] = [];
    const ownerTries: number[] = [];
    // One wrong password every 50 s, from two addresses in turn, for 9 minutes of the clock; from
    // the moment the account is locked, the owner tries right after each guess.
    for (let round = 0; round < 12; round++) {
      attacker.push(...(await guess(app, owner.email, round % 2 ? "10.30.0.1" : "10.30.0.2")));
      if (round >= ACCOUNT_LOCK_AFTER - 1) {
        const tried = await signInFrom(app, owner, "10.30.0.9", device);
        ownerTries.push(tried.status);
        device = tried.device ?? device;
      }
      await ageFailures(db, owner.email, 50);
    }
    expect(ownerTries).toEqual(Array(8).fill(302));
    // The attacker is still slowed by the growing account lock: the owner's sign-ins do not lift it.
    expect(attacker).toEqual([401, 401, 401, 401, 401, 401, 429, 401, 429, 429, 401, 429]);
  });

  test("30 failures from a shared office address: the owner behind it gets in with their device cookie", async () => {
    const db = getDb();
    const app = testApp(db);
    const owner = await createUser(db);
    const colleague = await createUser(db);
    const office = "10.31.0.1";
    const { device } = await signInFrom(app, owner, office);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(...(await guess(app, i % 2 ? owner.email : `adivina${i}@istmo.test`, office)));
    }
    // 20 were checked (the address's limit), the rest refused.
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ADDRESS);
    expect(statuses.at(-1)).toBe(429);
    expect((await signInFrom(app, owner, office, device)).status).toBe(302);
    // Without a device cookie the address's limit still holds, for guesses and colleagues alike.
    expect(await guess(app, owner.email, office)).toEqual([429]);
    expect((await signInFrom(app, colleague, office)).status).toBe(429);
  });

  test("failures with a device cookie count against that device only", async () => {
    const db = getDb();
    const app = testApp(db);
    const owner = await createUser(db);
    const { device } = await signInFrom(app, owner, "10.32.0.1");
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await loginRequest(app, owner.email, WRONG, "10.32.0.1", device)).status).toBe(401);
    }
    // Five failures of this account from this address, yet neither the pair nor the account refuses.
    expect((await signInFrom(app, owner, "10.32.0.1")).status).toBe(302);
  });

  test("after 5 failures in the window a device cookie exempts nothing: the address's refusal applies", async () => {
    const db = getDb();
    const app = testApp(db);
    const owner = await createUser(db);
    const office = "10.33.0.1";
    let { device } = await signInFrom(app, owner, office);
    expect(await guess(app, owner.email, office, MAX_FAILURES_PER_PAIR)).toEqual(Array(5).fill(401));
    // The pair is refused for 15 minutes; the device passes, and a wrong password counts on it alone.
    const passed = await signInFrom(app, owner, office, device);
    expect(passed.status).toBe(302);
    device = passed.device;
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      expect((await loginRequest(app, owner.email, WRONG, office, device)).status).toBe(401);
    }
    expect((await signInFrom(app, owner, office, device)).status).toBe(429);
    // Its failures age out with the window like any others.
    await ageFailures(db, owner.email, 15 * 60);
    expect((await signInFrom(app, owner, office, device)).status).toBe(302);
  });

  test("another account's, a forged, an expired or a replaced device cookie exempts nothing", async () => {
    const db = getDb();
    const app = testApp(db);
    const owner = await createUser(db);
    const colleague = await createUser(db);
    const office = "10.34.0.1";
    const first = (await signInFrom(app, owner, office)).device;
    const colleagues = (await signInFrom(app, colleague, office)).device;
    await guess(app, owner.email, office, MAX_FAILURES_PER_PAIR);
    const forged = `device=${idOf(first)}.${"a".repeat(32)}`;
    for (const cookie of [colleagues, forged, "device=basura", "device=a%00b.c"]) {
      expect({ cookie, status: (await signInFrom(app, owner, office, cookie)).status }).toEqual({
        cookie,
        status: 429,
      });
    }
    const renewed = await signInFrom(app, owner, office, first);
    expect(renewed.status).toBe(302);
    expect((await signInFrom(app, owner, office, first)).status).toBe(429);
    await db
      .update(signInDevices)
      .set({ createdAt: new Date(Date.now() - DEVICE_LIFETIME_MS) })
      .where(eq(signInDevices.id, idOf(renewed.device)));
    expect((await signInFrom(app, owner, office, renewed.device)).status).toBe(429);
  });

  test("a password change, an admin's reset, user:add and a deactivation forget the account's devices", async () => {
    const db = getDb();
    const app = testApp(db);
    const admin = await signedInApi(db);
    // Each answers what it came to, so a change that did not happen cannot pass for one that did.
    const changes: Record<string, (user: Account & { id: number }, session: string) => Promise<unknown>> = {
      "own change": async (user, session) => {
        const body = { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
        return (await jsonRequest(app, "POST", "/api/auth/password", { cookie: session, body })).status;
      },
      "admin's reset": async (user) =>
        (await admin.post(`/api/settings/users/${user.id}/password`, { password: NEW_PASSWORD })).status,
      "user:add": (user) =>
        upsertUser(db, { email: user.email, password: NEW_PASSWORD, firstName: undefined, lastName: undefined }),
      deactivation: async (user) => [
        (await admin.patch(`/api/settings/users/${user.id}`, { isActive: false })).status,
        (await admin.patch(`/api/settings/users/${user.id}`, { isActive: true })).status,
      ],
    };
    const outcomes = { "own change": 204, "admin's reset": 204, "user:add": "updated", deactivation: [200, 200] };
    for (const [change, apply] of Object.entries(changes)) {
      const user = await createUser(db, { role: "staff" });
      const address = `10.35.0.${Object.keys(changes).indexOf(change)}`;
      const { device, session } = await signInFrom(app, user, address);
      expect(await apply(user, session ?? "")).toEqual(outcomes[change as keyof typeof outcomes]);
      await guess(app, user.email, address, MAX_FAILURES_PER_PAIR);
      const password = change === "deactivation" ? user.password : NEW_PASSWORD;
      const status = (await signInFrom(app, { email: user.email, password }, address, device)).status;
      expect({ change, status, devices: (await devicesOf(db, user.id)).length }).toEqual({
        change,
        status: 429,
        devices: 0,
      });
    }
  });
});
