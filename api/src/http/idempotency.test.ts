import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { SessionUser } from "../auth/sessions";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "../contract/protocol";
import type { Db } from "../db/client";
import { clients, idempotencyKeys } from "../db/schema";
import { DomainFailure } from "../domain/failures";
import {
  CLAIM_TAKEN_OVER,
  IDEMPOTENCY_CLAIM_ABANDONED_MS,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  purgeIdempotencyKeys,
} from "../domain/idempotency";
import { parseEnv } from "../env";
import { describeEachDatabase } from "../test/databases";
import { failKeepingAnswers } from "../test/idempotency-faults";
import type { AppDeps, AppEnv } from "./context";
import { onError } from "./errors";
import { answerInOneTransaction, INVALID_KEY, idempotent, KEY_REUSED, STILL_RUNNING } from "./idempotency";
import { validate } from "./validate";

// The middleware on a bare app: a POST that writes a client through answerInOneTransaction,
// validated after the middleware has read the body. "falla" is refused by the handler; "falla-tras-escribir"
// is refused inside the transaction after its write; "espera" waits until `release` is called (before
// its transaction: PGlite is one connection, and a waiting transaction would hold it).

let release: () => void = () => {};

function idempotencyApp(db: Db) {
  const deps = { db, env: parseEnv({ LOG_REQUESTS: "false" }) } as AppDeps;
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("user", { id: Number(c.req.header("x-user") ?? 1) } as SessionUser);
    await next();
  });
  return app.post("/pagos", idempotent, validate("json", z.object({ name: z.string().min(1) })), async (c) => {
    const { name } = c.req.valid("json");
    if (name === "falla") throw new DomainFailure("conflict", "Rechazado");
    if (name.startsWith("espera")) await new Promise<void>((resolve) => (release = resolve));
    return answerInOneTransaction(c, async (tx) => {
      const [row] = await tx.insert(clients).values({ name }).returning({ id: clients.id, name: clients.name });
      if (name === "falla-tras-escribir") throw new DomainFailure("conflict", "Rechazado tras escribir");
      return c.json(row, 201);
    });
  });
}

describeEachDatabase("idempotent POSTs", (getDb) => {
  function post(body: unknown, key?: string, user = 1) {
    const headers: Record<string, string> = { "Content-Type": "application/json", "x-user": String(user) };
    if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
    const raw = typeof body === "string" ? body : JSON.stringify(body);
    return idempotencyApp(getDb()).request("/pagos", { method: "POST", headers, body: raw });
  }
  const countNamed = async (name: string) =>
    (await getDb().select().from(clients).where(eq(clients.name, name))).length;

  test("without a key the request just runs, every time", async () => {
    expect((await post({ name: "sin-clave" })).status).toBe(201);
    expect((await post({ name: "sin-clave" })).status).toBe(201);
    expect(await countNamed("sin-clave")).toBe(2);
  });

  test("a repeat answers the first response, marked replayed, and creates nothing", async () => {
    const first = await post({ name: "repetido" }, "clave-1");
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const created = await first.json();
    // The validator after the middleware read the very body the middleware hashed.
    expect(created).toMatchObject({ name: "repetido" });
    const again = await post({ name: "repetido" }, "clave-1");
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(await again.json()).toEqual(created);
    expect(await countNamed("repetido")).toBe(1);
  });

  test("the same key with another body is a 409 that runs nothing", async () => {
    expect((await post({ name: "original" }, "clave-2")).status).toBe(201);
    // Another body, even one that means the same to JSON, is another request.
    for (const body of [{ name: "otro" }, '{ "name": "original" }']) {
      const answer = await post(body, "clave-2");
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: KEY_REUSED });
    }
    expect(await countNamed("otro")).toBe(0);
    expect(await countNamed("original")).toBe(1);
  });

  test("a refused request forgets its key: the retry runs", async () => {
    const refused = await post({ name: "falla" }, "clave-3");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "Rechazado" });
    const invalid = await post({ name: "" }, "clave-4");
    expect(invalid.status).toBe(400);
    expect((await post({ name: "reintento" }, "clave-3")).status).toBe(201);
    expect((await post({ name: "reintento-2" }, "clave-4")).status).toBe(201);
    expect(await countNamed("reintento")).toBe(1);
    const keys = await getDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "clave-3"));
    expect(keys).toHaveLength(1);
    expect(keys[0]?.statusCode).toBe(201);
  });

  test("a repeat while the first is still running is a 409", async () => {
    const first = post({ name: "espera" }, "clave-5");
    // Let the first request claim its key and reach the handler.
    for (let i = 0; i < 50 && (await countKey("clave-5")) === 0; i++) await Bun.sleep(10);
    const second = await post({ name: "espera" }, "clave-5");
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: STILL_RUNNING });
    release();
    expect((await first).status).toBe(201);
    expect(await countNamed("espera")).toBe(1);
  });
  const countKey = async (key: string) =>
    (await getDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length;

  test("a claim its process never answered (a crash between claim and commit) is abandoned after a few seconds: the retry runs once", async () => {
    const body = JSON.stringify({ name: "tras-caida" });
    const requestHash = new Bun.CryptoHasher("sha256").update(body).digest("hex");
    // What a process killed after claiming the key, before its write committed, leaves behind.
    const claimedAgo = async (ms: number) =>
      getDb()
        .insert(idempotencyKeys)
        .values({ scope: "POST /pagos 1", key: "clave-caida", requestHash, createdAt: new Date(Date.now() - ms) })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: { createdAt: new Date(Date.now() - ms), statusCode: null, responseBody: null },
        });
    await claimedAgo(IDEMPOTENCY_CLAIM_ABANDONED_MS / 2);
    const tooSoon = await post(body, "clave-caida");
    expect(tooSoon.status).toBe(409);
    expect(await tooSoon.json()).toEqual({ error: STILL_RUNNING });

    await claimedAgo(IDEMPOTENCY_CLAIM_ABANDONED_MS + 1000);
    const retry = await post(body, "clave-caida");
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
    // From then on the key is the retry's: a repeat replays it and creates nothing.
    expect((await post(body, "clave-caida")).headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await countNamed("tras-caida")).toBe(1);
  });

  test("a write refused inside its transaction is rolled back and forgets its key: the retry runs", async () => {
    const refused = await post({ name: "falla-tras-escribir" }, "clave-tras-escribir");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "Rechazado tras escribir" });
    expect(await countNamed("falla-tras-escribir")).toBe(0);
    expect(await countKey("clave-tras-escribir")).toBe(0);
  });

  test("a failure while keeping the answer rolls the write back: nothing is kept, and the retry runs once", async () => {
    const stopFailing = await failKeepingAnswers(getDb());
    try {
      expect((await post({ name: "sin-respuesta" }, "clave-sin-respuesta")).status).toBe(500);
    } finally {
      await stopFailing();
    }
    expect(await countNamed("sin-respuesta")).toBe(0);
    expect(await countKey("clave-sin-respuesta")).toBe(0);

    const retry = await post({ name: "sin-respuesta" }, "clave-sin-respuesta");
    expect(retry.status).toBe(201);
    const replay = await post({ name: "sin-respuesta" }, "clave-sin-respuesta");
    expect(replay.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await replay.text()).toBe(await retry.text());
    expect(await countNamed("sin-respuesta")).toBe(1);
  });

  test("a request whose write had not begun when its claim was taken over is refused: only the retry's write commits", async () => {
    const body = { name: "espera-relevo" };
    const slow = post(body, "clave-relevo");
    for (let i = 0; i < 50 && (await countKey("clave-relevo")) === 0; i++) await Bun.sleep(10);
    // The slow request has claimed the key and not yet begun its write: the wait passes, its client retries.
    const longAgo = new Date(Date.now() - IDEMPOTENCY_CLAIM_ABANDONED_MS - 1000);
    await getDb().update(idempotencyKeys).set({ createdAt: longAgo }).where(eq(idempotencyKeys.key, "clave-relevo"));
    const releaseSlow = release;
    const retry = post(body, "clave-relevo");
    for (let i = 0; i < 50 && release === releaseSlow; i++) await Bun.sleep(10);
    // The retry holds the claim, unanswered; the slow request reaches its transaction first.
    releaseSlow();
    const outlived = await slow;
    expect(outlived.status).toBe(409);
    expect(await outlived.json()).toEqual({ error: CLAIM_TAKEN_OVER });
    expect(await countNamed("espera-relevo")).toBe(0);

    release();
    expect((await retry).status).toBe(201);
    expect(await countNamed("espera-relevo")).toBe(1);
    expect((await post(body, "clave-relevo")).headers.get(REPLAYED_HEADER)).toBe("true");
  });

  test("two users' same key never meet", async () => {
    expect((await post({ name: "usuario-1" }, "clave-compartida", 1)).status).toBe(201);
    const other = await post({ name: "usuario-2" }, "clave-compartida", 2);
    expect(other.status).toBe(201);
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await countNamed("usuario-2")).toBe(1);
  });

  test("a key older than 24 h is ignored, then purged", async () => {
    expect((await post({ name: "viejo" }, "clave-6")).status).toBe(201);
    const old = new Date(Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS - 60_000);
    await getDb().update(idempotencyKeys).set({ createdAt: old }).where(eq(idempotencyKeys.key, "clave-6"));
    // Another body with the old key: a new request, not a conflict.
    expect((await post({ name: "nuevo" }, "clave-6")).status).toBe(201);
    expect(await countNamed("nuevo")).toBe(1);

    expect((await post({ name: "para-purgar" }, "clave-7")).status).toBe(201);
    await getDb().update(idempotencyKeys).set({ createdAt: old }).where(eq(idempotencyKeys.key, "clave-7"));
    expect(await purgeIdempotencyKeys(getDb())).toBeGreaterThanOrEqual(1);
    expect(await countKey("clave-7")).toBe(0);
    expect(await countKey("clave-6")).toBe(1);
    const [stale] = await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.createdAt} <= ${old.toISOString()}::timestamptz`);
    expect(stale?.n).toBe(0);
  });

  test("a key must be 1 to 200 visible ASCII characters", async () => {
    for (const key of ["", "con espacio", "ñandú", "x".repeat(201)]) {
      const answer = await post({ name: "clave-mala" }, key);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: INVALID_KEY });
    }
    expect(await countNamed("clave-mala")).toBe(0);
    expect((await post({ name: "clave-larga" }, "x".repeat(200))).status).toBe(201);
  });
});
