import { afterAll, describe, expect, test } from "bun:test";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "./contract/protocol";
import { type OpenedDatabase, openDatabase } from "./db/client";
import { STILL_RUNNING } from "./http/idempotency";
import { createServerDatabase, testDatabases } from "./test/databases";
import { type Answer, type MoneyModel, modelSeed, type Sent, startMoneyModel } from "./test/money-model";
import { freePort, type ServerProcess, signInTo, startServer, tempDataDir } from "./test/processes";
import { adaptCaddyfile, type ProxyProcess, startProxy } from "./test/proxy";

// Several API servers on one PostgreSQL behind a reverse proxy, proven under failure (README,
// "Several API servers"): three production servers behind Caddy running deploy/Caddyfile, 16
// clients sending the money model's random operations (src/test/money-model.ts) over HTTP through
// the proxy, and one server killed with SIGKILL in the middle of it and started again. A request
// the dead server was answering comes back from the proxy as a 502 (or the connection fails): the
// client sends it again, with the same Idempotency-Key, as the shell does. At the end the books
// must hold exactly what was acknowledged, every balance must equal the model's, and no
// Idempotency-Key may be left 'running'.

const CLIENTS = 16;
/** Two rounds: the server dies in the middle of the first; the second runs after its restart. */
const OPERATIONS_PER_ROUND = 400;
const VICTIM = 1;

const postgresAvailable = testDatabases.some((database) => database.name === "postgres");
if (!postgresAvailable) {
  console.warn(
    "replicas.test.ts: skipped, no PostgreSQL answers at 127.0.0.1:5432 (TEST_DATABASE_URL); the replicas need one database server",
  );
}

/** What the clients saw of the failure. */
type FailureTally = {
  /** Attempts that got no answer from a server: a 502 from the proxy, or a broken connection. */
  lost: number;
  /** Answers 409 'still running' to a resent request: the dead server's claim, until abandoned. */
  stillRunning: number;
  /** Resent requests with a key and their final answer, to check against a later replay. */
  resentWithKey: Array<{ sent: Sent; answer: Answer; replayed: boolean }>;
  resentDeletes: number;
  /** Requests answered so far, of every round: the clock the kill is timed by. */
  answered: number;
};

/** One client's request through the proxy, sent again while it gets no server's answer. */
async function sendThroughProxy(origin: string, cookie: string, sent: Sent, tally: FailureTally): Promise<Answer> {
  const headers: Record<string, string> = { Origin: origin, Cookie: cookie };
  if (sent.key) headers[IDEMPOTENCY_HEADER] = sent.key;
  if (sent.body !== undefined) headers["Content-Type"] = "application/json";
  let resent = false;
  for (let attempt = 0; attempt < 500; attempt++) {
    const outcome = await fetch(`${origin}${sent.path}`, {
      method: sent.method,
      headers,
      body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
    }).then(
      async (response) => ({
        status: response.status,
        text: await response.text(),
        replayed: response.headers.get(REPLAYED_HEADER) === "true",
      }),
      () => undefined,
    );
    // Caddy's own 502 has no body; every answer of the API has one.
    if (!outcome || (outcome.status === 502 && outcome.text === "")) {
      tally.lost += 1;
      resent = true;
      await Bun.sleep(50);
      continue;
    }
    if (resent && outcome.status === 409 && outcome.text.includes(STILL_RUNNING)) {
      // The dead server claimed the key and never began its write: a retry may run it once the
      // claim counts as abandoned (IDEMPOTENCY_CLAIM_ABANDONED_MS, a few seconds).
      tally.stillRunning += 1;
      await Bun.sleep(1_000);
      continue;
    }
    tally.answered += 1;
    const answer = { status: outcome.status, text: outcome.text, resent };
    if (resent && sent.key) tally.resentWithKey.push({ sent, answer, replayed: outcome.replayed });
    if (resent && sent.method === "DELETE") tally.resentDeletes += 1;
    return answer;
  }
  return { status: 0, text: `no answer after 500 attempts: ${sent.method} ${sent.path}` };
}

async function until(condition: () => boolean) {
  while (!condition()) await Bun.sleep(20);
}

describe("deploy/Caddyfile", () => {
  test("adapts with compose's defaults: three replicas, routed by an active check of /api/health", async () => {
    const config = JSON.stringify(await adaptCaddyfile());
    expect(config).toContain('"admin":{"disabled":true}');
    expect(config).toContain('"upstreams":[{"dial":"api:3000"},{"dial":"api-2:3000"},{"dial":"api-3:3000"}]');
    expect(config).toContain('"active":{"expect_status":200');
    expect(config).toContain('"uri":"/api/health"');
  });
});

describe.skipIf(!postgresAvailable)("three API servers behind Caddy on one PostgreSQL [processes]", () => {
  // Made in the test: a skipped describe must leave no directory behind. The servers use
  // DATABASE_URL; the directory is only their unused DATA_DIR.
  let data: ReturnType<typeof tempDataDir> | undefined;
  const dataDir = () => {
    data ??= tempDataDir("replicas");
    return data.dir;
  };
  const servers: ServerProcess[] = [];
  let proxy: ProxyProcess | undefined;
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
  let opened: OpenedDatabase | undefined;
  let proxyOrigin = "";
  /** Every server's environment: the one database, behind the proxy (LOG_REQUESTS shows who answered). */
  const serverEnv = () => ({
    DATABASE_URL: database?.url ?? "",
    PUBLIC_ORIGIN: proxyOrigin,
    TRUSTED_PROXIES: "127.0.0.1",
    LOG_REQUESTS: "true",
  });

  afterAll(async () => {
    await proxy?.stop();
    for (const server of servers) {
      if (server.process.exitCode === null) server.process.kill("SIGKILL");
      await server.exited;
    }
    await opened?.close();
    await database?.drop();
    data?.remove();
  }, 30_000);

  /**
   * Round 1 with the victim killed half-way, then its restart, round 2 once the proxy routes to it
   * again, and the checks.
   */
  async function runKillingOneServer(
    model: MoneyModel,
    tally: FailureTally,
    send: (client: number, sent: Sent) => Promise<Answer>,
    measured: string[],
    started: number,
  ) {
    if (!proxy || !opened) throw new Error("the proxy and the database are not up");
    const elapsed = () => Math.round(performance.now() - started);
    const victim = servers[VICTIM] as ServerProcess;
    const killing = (async () => {
      await until(() => tally.answered >= OPERATIONS_PER_ROUND / 2);
      measured.push(`SIGKILL after ${tally.answered} answers, at ${elapsed()} ms`);
      victim.process.kill("SIGKILL");
      await victim.exited;
      return victim.process.signalCode;
    })();
    const first = await model.run(CLIENTS, OPERATIONS_PER_ROUND, send, 1);
    expect(await killing).toBe("SIGKILL");

    // The victim starts again where the proxy expects it; round 2 waits until the proxy routes to it.
    const restarted = await startServer(dataDir(), serverEnv(), [], victim.port);
    servers[VICTIM] = restarted;
    measured.push(`restarted at ${elapsed()} ms`);
    for (let probe = 0; !restarted.output().includes("GET /api/auth/user"); probe++) {
      if (probe > 600) throw new Error(`the proxy never routed to the restarted server:\n${proxy.output()}`);
      await fetch(`${proxy.origin}/api/auth/user`);
      await Bun.sleep(50);
    }
    measured.push(`back in the proxy's rotation at ${elapsed()} ms`);
    const second = await model.run(CLIENTS, OPERATIONS_PER_ROUND, send, 2);
    measured.push(
      `${2 * OPERATIONS_PER_ROUND} operations: ${first.acknowledged + second.acknowledged} acknowledged, ` +
        `${first.refused + second.refused} refused, ${first.replays + second.replays} replays`,
    );

    expect([...first.unexpected, ...second.unexpected]).toEqual([]);
    await model.expectDatabaseEqualsModel(opened.db);
    // A resent request answered what any later replay answers: its original answer, when the dead
    // server had committed it (Idempotent-Replayed), or else the one run the retry made.
    for (const { sent, answer } of tally.resentWithKey) {
      if (answer.status !== 201) continue;
      // Keys belong to the account and path, not the session: any client of the account replays it.
      const again = await send(0, sent);
      expect({ key: sent.key, status: again.status, text: again.text }).toEqual({
        key: sent.key,
        status: answer.status,
        text: answer.text,
      });
    }
    // The restarted server took its share of the second round.
    expect(restarted.output()).toContain("POST /api/financial/");
  }

  test("16 clients through the proxy, one server killed and restarted: the books equal the model", async () => {
    const started = performance.now();
    database = await createServerDatabase();
    opened = await openDatabase({ databaseUrl: database.url });
    const seed = modelSeed();
    const model: MoneyModel = await startMoneyModel(opened.db, seed);

    const proxyPort = freePort();
    const origin = `http://127.0.0.1:${proxyPort}`;
    proxyOrigin = origin;
    servers.push(...(await Promise.all([0, 1, 2].map(() => startServer(dataDir(), serverEnv())))));
    proxy = await startProxy(
      proxyPort,
      servers.map((server) => server.port),
    );
    const proxiedMs = Math.round(performance.now() - started);
    // Each client signs in through the proxy: its session works on every server. One after the
    // other: sign-ins of one account in flight together count as its failures until each succeeds.
    const cookies: string[] = [];
    for (let client = 0; client < CLIENTS; client++) cookies.push(await signInTo({ url: origin }));

    const signedInMs = Math.round(performance.now() - started);
    const tally: FailureTally = { lost: 0, stillRunning: 0, resentWithKey: [], resentDeletes: 0, answered: 0 };
    const send = (client: number, sent: Sent) => sendThroughProxy(origin, cookies[client] as string, sent, tally);

    // What the run measured, printed whether it passes or fails (with the seed to repeat it).
    const measured: string[] = [
      `seed ${seed} (MONEY_MODEL_SEED)`,
      `servers and proxy up at ${proxiedMs} ms, ${CLIENTS} clients signed in at ${signedInMs} ms`,
    ];
    try {
      await runKillingOneServer(model, tally, send, measured, started);
    } finally {
      measured.push(
        `${tally.lost} lost attempts`,
        `${tally.resentWithKey.length} resent with a key (${tally.resentWithKey.filter((resent) => resent.replayed).length} answered with the original answer)`,
        `${tally.resentDeletes} DELETEs resent`,
        `${tally.stillRunning} 'still running' answers`,
        `${Math.round(performance.now() - started)} ms in all`,
      );
      console.log(`replicas: ${measured.join("; ")}`);
    }
  }, 180_000);
});
