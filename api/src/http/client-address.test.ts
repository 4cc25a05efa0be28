import { expect, test } from "bun:test";
import { Hono } from "hono";
import { MAX_FAILURES_PER_ADDRESS, TOO_MANY_ATTEMPTS } from "../auth/throttle";
import { parseEnv } from "../env";
import { describeEachDatabase } from "../test/databases";
import { createUser, fromAddress, ORIGIN, type TestApp, testApp } from "../test/harness";
import { type AppDeps, type AppEnv, clientAddress } from "./context";

// Which address the per-address limits count: the socket's, or what a trusted proxy forwards.

/** A sign-in attempt as it reaches the app through a proxy at `socket`. */
function loginVia(app: TestApp, socket: string, forwardedFor: string, email: string, password: string) {
  return app.request(
    "/api/login",
    {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": forwardedFor,
      },
      body: new URLSearchParams({ email, password }).toString(),
    },
    fromAddress(socket),
  );
}

describeEachDatabase("client address and the sign-in limit", (getDb) => {
  test("behind a trusted proxy, rotating the left-most X-Forwarded-For entry escapes nothing", async () => {
    const db = getDb();
    const app = testApp(db, { TRUSTED_PROXIES: "10.9.0.0/16", PUBLIC_ORIGIN: ORIGIN });
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      // The attacker writes a new "client" each time; the proxy appends the address it really saw.
      const response = await loginVia(app, "10.9.0.1", `198.51.100.${i}, 203.0.113.66`, `adivina${i}@istmo.test`, "x");
      expect(response.status).toBe(401);
    }
    const user = await createUser(db);
    const blocked = await loginVia(app, "10.9.0.1", "192.0.2.200, 203.0.113.66", user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TOO_MANY_ATTEMPTS);
    // Another visitor through the same proxy is not affected.
    expect((await loginVia(app, "10.9.0.1", "203.0.113.67", user.email, user.password)).status).toBe(302);
  });

  test("without TRUSTED_PROXIES the header is ignored, PUBLIC_ORIGIN or not", async () => {
    const db = getDb();
    const app = testApp(db, { PUBLIC_ORIGIN: ORIGIN });
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const response = await loginVia(app, "203.0.113.80", `198.51.100.${i}`, `adivina-b${i}@istmo.test`, "x");
      expect(response.status).toBe(401);
    }
    const user = await createUser(db);
    expect((await loginVia(app, "203.0.113.80", "192.0.2.1", user.email, user.password)).status).toBe(429);
  });
});

// The same rule on a bare app: what clientAddress() answers for a request.
function addressApp(env: Record<string, string>) {
  const deps = { env: parseEnv({ LOG_REQUESTS: "false", ...env }) } as AppDeps;
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", deps);
      await next();
    })
    .get("/", (c) => c.text(clientAddress(c)));
}

async function addressOf(app: ReturnType<typeof addressApp>, socket: string | null, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor };
  const bindings = socket === null ? {} : fromAddress(socket);
  return (await app.request("/", { headers }, bindings)).text();
}

test("clientAddress: the socket, or the right-most untrusted hop behind a trusted proxy", async () => {
  const open = addressApp({});
  expect(await addressOf(open, "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
  expect(await addressOf(open, null, "1.2.3.4")).toBe("desconocida");

  const behind = addressApp({ TRUSTED_PROXIES: "10.0.0.0/8, ::1" });
  expect(await addressOf(behind, "::ffff:10.0.0.1", "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
  expect(await addressOf(behind, "::1", "203.0.113.9, 10.0.0.5")).toBe("203.0.113.9");
  expect(await addressOf(behind, "10.0.0.1")).toBe("10.0.0.1");
  expect(await addressOf(behind, "203.0.113.50", "1.2.3.4")).toBe("203.0.113.50");
  expect(await addressOf(behind, "10.0.0.1", `1.2.3.4, ${"z".repeat(500)}`)).toBe("z".repeat(64));
});
