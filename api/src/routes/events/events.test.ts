import { afterAll, expect, test } from "bun:test";
import { createApp } from "../../app";
import {
  afterBankAccountWrite,
  afterClientWrite,
  afterQuoteConversion,
  afterQuoteWrite,
  afterTransactionWrite,
  listsChangedBy,
  writeEffectFor,
} from "../../contract/list-relations";
import { parseEnv } from "../../env";
import { LiveUpdates, STREAMS_PER_SESSION } from "../../http/live-updates";
import { describeEachDatabase, describeSharedPostgres } from "../../test/databases";
import { openEvents } from "../../test/event-stream";
import { createUser, jsonRequest, signIn } from "../../test/harness";
import { TOO_MANY_STREAMS_MESSAGE } from ".";

// Live updates end to end: a write through the app publishes the lists it changed, and an open
// GET /api/events stream receives them, only those its user's role may read.

const env = parseEnv({ LOG_REQUESTS: "false" });

describeEachDatabase("GET /api/events", (getDb) => {
  const opened: LiveUpdates[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((live) => live.close()));
  });

  async function setUp() {
    const live = new LiveUpdates(getDb());
    opened.push(live);
    const app = createApp({ db: getDb(), env, live });
    const as = async (role: "admin" | "staff" | "finance") => {
      const user = await createUser(getDb(), { role });
      return signIn(app, user.email, user.password);
    };
    return { app, live, as };
  }

  const client = { name: `Cliente en vivo ${crypto.randomUUID().slice(0, 6)}` };
  const bankAccount = () => ({
    bankName: "Banco General",
    accountName: "Operativa",
    accountNumber: `BG-${crypto.randomUUID().slice(0, 8)}`,
    currency: "PAB",
    currentBalance: "500.00",
  });

  test("a stream answers text/event-stream, never cached nor buffered by a proxy; without a session, 401", async () => {
    const { app, as } = await setUp();
    const events = await openEvents(app, await as("staff"));
    expect(events.response.headers.get("content-type")).toStartWith("text/event-stream");
    expect(events.response.headers.get("cache-control")).toBe("no-store");
    expect(events.response.headers.get("x-accel-buffering")).toBe("no");
    await events.close();
    const anonymous = await app.request("/api/events");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized: inicie sesión para continuar" });
  });

  test("a client created on the app reaches another user's open stream, with every list it changes", async () => {
    const { app, as } = await setUp();
    const writer = await as("admin");
    const events = await openEvents(app, await as("finance"));
    const created = await jsonRequest(app, "POST", "/api/clients", { cookie: writer, body: client });
    expect(created.status).toBe(201);
    expect(await events.nextChanged()).toEqual([...afterClientWrite]);
    await events.close();
  });

  test("a refused write publishes nothing; the next write is the next event", async () => {
    const { app, as } = await setUp();
    const writer = await as("admin");
    const events = await openEvents(app, await as("admin"));
    const refused = await jsonRequest(app, "POST", "/api/financial/transactions", { cookie: writer, body: {} });
    expect(refused.status).toBe(400);
    const account = await jsonRequest(app, "POST", "/api/financial/bank-accounts", {
      cookie: writer,
      body: bankAccount(),
    });
    expect(account.status).toBe(201);
    expect(await events.nextChanged()).toEqual([...afterBankAccountWrite]);
    await events.close();
  });

  test("a staff user is never told of a finance list; a finance user is", async () => {
    const { app, as } = await setUp();
    const writer = await as("admin");
    const staff = await openEvents(app, await as("staff"));
    const finance = await openEvents(app, await as("finance"));
    const transaction = await jsonRequest(app, "POST", "/api/financial/transactions", {
      cookie: writer,
      body: { transactionDate: "2026-01-15", amount: "25.00", description: "Cobro en vivo" },
    });
    expect(transaction.status).toBe(201);
    expect(await finance.nextChanged()).toEqual([...afterTransactionWrite]);
    // Of a transaction's lists, staff may read only the activity feed.
    expect(await staff.nextChanged()).toEqual(["/api/activity"]);
    await jsonRequest(app, "POST", "/api/clients", { cookie: writer, body: client });
    expect(await staff.nextChanged()).toEqual(afterClientWrite.filter((path) => !path.startsWith("/api/financial")));
    expect(await finance.nextChanged()).toEqual([...afterClientWrite]);
    await Promise.all([staff.close(), finance.close()]);
  });

  test(`one session keeps at most ${STREAMS_PER_SESSION} streams; a closed one frees its place`, async () => {
    const { app, as } = await setUp();
    const cookie = await as("staff");
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_SESSION }, () => openEvents(app, cookie)));
    const refused = await app.request("/api/events", { headers: { Cookie: cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_STREAMS_MESSAGE });
    // Another session of the same user is a browser of its own.
    const other = await openEvents(app, await as("staff"));
    await streams[0]?.close();
    // The server learns of the hang-up when the response's body is cancelled; the next stream then fits.
    const again = await openEvents(app, cookie);
    await Promise.all([...streams.slice(1), other, again].map((stream) => stream.close()));
  });

  test("at a heartbeat, a stream whose session ended or whose role changed ends; the others stay", async () => {
    const { app, live, as } = await setUp();
    const admin = await as("admin");
    const signedOut = await as("staff");
    const promoted = await createUser(getDb(), { role: "staff" });
    const unchanged = await openEvents(app, await as("finance"));
    const ofSignedOut = await openEvents(app, signedOut);
    const ofPromoted = await openEvents(app, await signIn(app, promoted.email, promoted.password));

    expect((await jsonRequest(app, "POST", "/api/logout", { cookie: signedOut })).status).toBeLessThan(400);
    const patched = await jsonRequest(app, "PATCH", `/api/settings/users/${promoted.id}`, {
      cookie: admin,
      body: { role: "finance" },
    });
    expect(patched.status).toBe(200);
    // The role change itself was published (afterStaffUserWrite) to every stream, before the heartbeat.
    for (const stream of [ofSignedOut, ofPromoted]) {
      expect(await stream.nextChanged()).toEqual(["/api/activity", "/api/auth/user"]);
    }
    await live.heartbeat();
    expect(await ofSignedOut.next()).toBeUndefined();
    expect(await ofPromoted.next()).toBeUndefined();
    expect(await unchanged.nextChanged()).toEqual(["/api/activity", "/api/auth/user"]);
    await jsonRequest(app, "POST", "/api/clients", { cookie: admin, body: client });
    expect(await unchanged.nextChanged()).toEqual([...afterClientWrite]);
    await unchanged.close();
  });

  test("close() (the shutdown's first step) ends every open stream", async () => {
    const { app, live, as } = await setUp();
    const events = await openEvents(app, await as("admin"));
    await live.close();
    expect(await events.next()).toBeUndefined();
    const late = await app.request("/api/events", { headers: { Cookie: await as("admin") } });
    expect(late.status).toBe(503);
  });
});

test("every write route of the app has its lists in contract/list-relations.ts", () => {
  const app = createApp({ db: {} as never, env });
  const missing = app.routes
    .filter((route) => route.path.startsWith("/api/") && !["ALL", "GET"].includes(route.method))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => writeEffectFor(route.replace(/:[^/]+/g, "1").split(" ")[1] ?? "") === undefined);
  expect(missing).toEqual([]);
  // A payment made on a receivable also changes the invoice it pays and the dashboard, which staff read.
  expect(listsChangedBy("/api/financial/payments")).toContain("/api/invoices");
  expect(listsChangedBy("/api/quotes/7/convert")).toEqual(afterQuoteConversion);
  expect(listsChangedBy("/api/quotes/7")).toEqual(afterQuoteWrite);
  // One's own password change is in the activity log, which other screens show too.
  expect(listsChangedBy("/api/auth/password")).toEqual(["/api/activity"]);
});

describeSharedPostgres("live updates across replicas", (open) => {
  test("a write on one app instance reaches a stream open on another", async () => {
    const [a, b] = [await open(), await open()];
    const liveA = new LiveUpdates(a.db);
    const liveB = new LiveUpdates(b.db);
    const appA = createApp({ db: a.db, env, live: liveA });
    const appB = createApp({ db: b.db, env, live: liveB });
    const user = await createUser(a.db);
    const cookie = await signIn(appA, user.email, user.password);
    const onB = await openEvents(appB, cookie);
    const created = await jsonRequest(appA, "POST", "/api/clients", { cookie, body: { name: "Cliente de réplica" } });
    expect(created.status).toBe(201);
    expect(await onB.nextChanged()).toEqual([...afterClientWrite]);
    await onB.close();
    await Promise.all([liveA.close(), liveB.close()]);
  });
});
