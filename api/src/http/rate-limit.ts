import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimitWindows } from "../db/schema";

/**
 * A key longer than this is cut: an index entry has a size limit, and X-Forwarded-For behind a
 * proxy carries whatever the client wrote. Real addresses (IPv6: 45 characters) are far shorter.
 */
export const MAX_KEY_LENGTH = 100;

/**
 * A fixed-window counter per key, kept in the database: replicas share it and a restart forgives
 * nobody. The window opens at a key's first request and lasts `windowMs`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    readonly scope: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts the request; false when the key has already used its allowance this window. */
  async allow(key: string, now = new Date()): Promise<boolean> {
    // One statement counts and reads: two replicas counting the same key at the same instant
    // serialize on its row, so neither can see the other's count missing.
    const closed = sql`${rateLimitWindows.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({
        scope: this.scope,
        key: key.slice(0, MAX_KEY_LENGTH),
        count: 1,
        resetAt: new Date(now.getTime() + this.windowMs),
      })
      .onConflictDoUpdate({
        target: [rateLimitWindows.scope, rateLimitWindows.key],
        set: {
          count: sql`case when ${closed} then 1 else ${rateLimitWindows.count} + 1 end`,
          resetAt: sql`case when ${closed} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
        },
      })
      .returning({ count: rateLimitWindows.count });
    return (row?.count ?? 1) <= this.limit;
  }
}
