import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { claimIdempotencyKey, finishIdempotencyKey, releaseIdempotencyKey } from "../domain/idempotency";
import { type AppEnv, requireUser } from "./context";

// The Idempotency-Key header on POSTs that move money (rules: api/docs/finance-money.md).
//
// Use it before the validator:  .post("/", idempotent, validate("json", schema), handler)
// - no header: the request just runs;
// - a key (1 to 200 visible ASCII characters, else 400) is claimed for this method, path and user
//   with the SHA-256 of the raw body. A repeat with the same body answers the first answer again
//   (header `Idempotent-Replayed: true`) and runs nothing; while the first is still running, 409;
//   the same key with another body, 409.
// - a 2xx answer is kept for 24 h; any other answer (or an error) forgets the key, so the client
//   may retry with it.
// Reading the body here is safe: Hono caches it, and the validator reads the same text.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

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

  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(db, { scope, key });
    throw error;
  }
  // Hono hands a thrown error to onError before control returns here, so a failure shows as a
  // non-2xx answer.
  if (c.res.status >= 200 && c.res.status < 300) {
    await finishIdempotencyKey(
      db,
      { scope, key },
      { statusCode: c.res.status, responseBody: await c.res.clone().text() },
    );
  } else {
    await releaseIdempotencyKey(db, { scope, key });
  }
};
