import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Sign-in throttling and rate limits live in the database, not in the process: every replica
// counts the same rows, and a restart forgives nobody (docs/sign-in.md).

/**
 * One row per failed sign-in. An attempt is written here before its password is checked and
 * withdrawn if the password was right (auth/throttle.ts), so parallel attempts count each other.
 */
export const failedSignIns = pgTable(
  "failed_sign_ins",
  {
    // bigserial: a long attack must not run the sequence out.
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
    // The device cookie the attempt carried (sign_in_devices.id): such a failure counts against that
    // device only. No foreign key: a forgotten device's failures simply age out with the rest.
    deviceId: text("device_id"),
  },
  (t) => [
    index("failed_sign_ins_device_idx").on(t.deviceId, t.failedAt).where(sql`${t.deviceId} is not null`),
    index("failed_sign_ins_email_idx").on(t.email, t.failedAt),
    index("failed_sign_ins_address_idx").on(t.address, t.failedAt),
    // The periodic purge deletes by age.
    index("failed_sign_ins_failed_at_idx").on(t.failedAt),
  ],
);

/**
 * A fixed-window counter per scope ("contact") and key (an address): `count` requests since the
 * window opened, which closes at `reset_at`. Updated by one upsert (http/rate-limit.ts).
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("rate_limit_windows_reset_at_idx").on(t.resetAt)],
);

/**
 * An Idempotency-Key seen on a POST that moves money (http/idempotency.ts): the first request's
 * body hash and, once it has succeeded, its answer, replayed to a repeat with the same key and
 * body. `scope` is the method, path and user, so two users' keys never meet. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    // Null while the first request is still running.
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

export type FailedSignIn = typeof failedSignIns.$inferSelect;
