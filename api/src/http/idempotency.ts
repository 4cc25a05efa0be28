import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "../contract/protocol";
import type { Db } from "../db/client";
import {
  claimIdempotencyKey,
  holdIdempotencyClaim,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
} from "../domain/idempotency";
import { type AppContext, type AppEnv, requireUser } from "./context";

// The Idempotency-Key header on POSTs that move money (rules: api/docs/finance-money.md).
//
// Use it before the validator, and answer through answerInOneTransaction:
//   .post("/", idempotent, validate("json", schema), (c) =>
//     answerInOneTransaction(c, async (tx) => c.json(await write(tx, c.req.valid("json")), 201)))
// - no header: the request just runs;
// - a key (1 to 200 visible ASCII characters, else 400) is claimed for this method, path and user
//   with the SHA-256 of the raw body. A repeat with the same body answers the first answer again
//   (header `Idempotent-Replayed: true`) and runs nothing; while the first is still running, 409;
//   the same key with another body, 409.
// - the write's own transaction (answerInOneTransaction) locks the claim first, so a repeat sees
//   it running for as long as it runs, and a claim whose process died is free for the retry.
// - a 2xx answer is kept for 24 h, by that same transaction: the write and its kept answer commit
//   together or not at all. Any other answer (or an error) forgets the key, so the client may
//   retry with it.
// Reading the body here is safe: Hono caches it, and the validator reads the same text.

export const INVALID_KEY = "La clave de idempotencia no es válida";
export const STILL_RUNNING = "Esta solicitud ya se está procesando";
export const KEY_REUSED = "La clave de idempotencia ya se usó con otra solicitud";

const VALID_KEY = /^[\x21-\x7e]{1,200}$/;

export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!VALID_KEY.test(key)) return c.json({ error: INVALID_KEY }, 400);

  const db = c.var.deps.db;
  const scope = `${c.req.method} ${c.req.path} ${requireUser(c).id}`;
  const requestHash = createHash("sha256")
    .update(await c.req.text(), "utf8")
    .digest("hex");
  const claim = await claimIdempotencyKey(db, { scope, key, requestHash });
  if (claim.kind === "mismatch") return c.json({ error: KEY_REUSED }, 409);
  if (claim.kind === "running") return c.json({ error: STILL_RUNNING }, 409);
  if (claim.kind === "replay") {
    return c.body(claim.responseBody, claim.statusCode as ContentfulStatusCode, {
      "Content-Type": "application/json; charset=UTF-8",
      [REPLAYED_HEADER]: "true",
    });
  }

  c.set("idempotencyClaim", claim.claim);
  try {
    await next();
  } finally {
    // A no-op once the answer is kept. Otherwise the write did not commit (an error reaches onError
    // before control returns here, so it shows as a non-2xx answer), and the client may retry.
    await releaseIdempotencyKey(db, claim.claim);
  }
};

/**
 * Runs an idempotent POST's write and builds its answer in one database transaction. When the
 * request claimed an Idempotency-Key, the transaction's first statement locks the claim, and a 2xx
 * answer is kept on the key, byte for byte as the client receives it, by its last statement: a
 * failure anywhere (the write, building the answer, keeping it, the commit, the process) rolls
 * back the write and leaves the key unanswered.
 */
export async function answerInOneTransaction<Answer extends Response>(
  c: AppContext,
  write: (tx: Db) => Promise<Answer>,
): Promise<Answer> {
  return c.var.deps.db.transaction(async (tx) => {
    const claim = c.var.idempotencyClaim;
    if (claim) await holdIdempotencyClaim(tx, claim);
    const answer = await write(tx);
    if (claim && answer.status >= 200 && answer.status < 300) {
      await keepIdempotentAnswer(tx, claim, { statusCode: answer.status, responseBody: await answer.clone().text() });
    }
    return answer;
  });
}
