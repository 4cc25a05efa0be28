import { expect, test } from "bun:test";
import { describeSharedPostgres } from "../test/databases";
import {
  claimIdempotencyKey,
  holdIdempotencyClaim,
  IDEMPOTENCY_CLAIM_ABANDONED_MS,
  type IdempotencyClaimed,
  keepIdempotentAnswer,
} from "./idempotency";

// When is an unanswered claim abandoned? When no write transaction holds it (rules:
// api/docs/finance-money.md, "Idempotency"). A write that runs, however long, holds its claim's
// row lock from its first statement: a retry sees it running and never runs the write a second
// time. Two connections are needed to hold a lock while another asks, so this runs on PostgreSQL;
// src/replicas.test.ts shows the other side with a server killed mid-request.

const request = (key: string) => ({ scope: "POST /api/financial/transfers 1", key, requestHash: "h" });
/** A retry's clock, long after the claim: the claim's age alone would make it abandoned. */
const muchLater = () => new Date(Date.now() + 10 * IDEMPOTENCY_CLAIM_ABANDONED_MS);

describeSharedPostgres("Idempotency-Key claims and the write that holds them", (open) => {
  test("a claim held by a running write is never taken over, however old: the retry replays its answer", async () => {
    const { db } = await open();
    const first = await claimIdempotencyKey(db, request("clave-viva"));
    if (first.kind !== "claimed") throw new Error(`not claimed: ${first.kind}`);
    const claim: IdempotencyClaimed = first.claim;

    let finishWrite: () => void = () => {};
    let writing: () => void = () => {};
    const writeBegan = new Promise<void>((resolve) => (writing = resolve));
    const write = db.transaction(async (tx) => {
      await holdIdempotencyClaim(tx, claim);
      writing();
      await new Promise<void>((resolve) => (finishWrite = resolve));
      await keepIdempotentAnswer(tx, claim, { statusCode: 201, responseBody: '{"id":1}' });
    });
    await writeBegan;

    expect(await claimIdempotencyKey(db, request("clave-viva"), muchLater())).toEqual({ kind: "running" });
    finishWrite();
    await write;
    expect(await claimIdempotencyKey(db, request("clave-viva"), muchLater())).toEqual({
      kind: "replay",
      statusCode: 201,
      responseBody: '{"id":1}',
    });
  });

  test("a claim no write holds is running for a few seconds, then the retry takes it; the old claim may no longer write", async () => {
    const { db } = await open();
    const first = await claimIdempotencyKey(db, request("clave-caida"));
    if (first.kind !== "claimed") throw new Error(`not claimed: ${first.kind}`);

    expect(await claimIdempotencyKey(db, request("clave-caida"))).toEqual({ kind: "running" });
    const retry = await claimIdempotencyKey(db, request("clave-caida"), muchLater());
    expect(retry.kind).toBe("claimed");

    // The first request, had it only been slow to begin, is refused before it writes anything.
    const late = db.transaction((tx) => holdIdempotencyClaim(tx, first.claim));
    await expect(late).rejects.toThrow("otra con la misma clave la reemplazó");
  });
});
