import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Sql } from "postgres";
import type { Db } from "./client";

// PostgreSQL's LISTEN/NOTIFY on either driver: a NOTIFY reaches every connection that LISTENs on
// its channel, in every process on the database (replicas), once the transaction that sent it
// commits. PGlite is one process: its NOTIFY reaches its own listeners.

/** Stops listening; a failure (the database already closed) is not the caller's concern. */
export type Unlisten = () => Promise<void>;

/**
 * Calls `onPayload` with each notification's payload on `channel`. `onRelisten` runs when a
 * PostgreSQL server connection was lost and LISTEN is back: notifications sent meanwhile are lost.
 */
export async function listen(
  db: Db,
  channel: string,
  onPayload: (payload: string) => void,
  onRelisten: () => void = () => {},
): Promise<Unlisten> {
  // drizzle keeps the driver's client as $client: a PGlite, or postgres.js's sql function.
  const client = (db as unknown as { $client: PGlite | Sql }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, onPayload);
    return () => unlisten().catch(() => {});
  }
  // postgres.js listens on a connection of its own and listens again after a reconnect.
  let listens = 0;
  const { unlisten } = await client.listen(channel, onPayload, () => {
    listens += 1;
    if (listens > 1) onRelisten();
  });
  return () => unlisten().catch(() => {});
}

/** NOTIFY `channel` with `payload` (at most 8,000 bytes); inside a transaction, sent at its commit. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * The live updates' one channel (api/docs/live-updates.md): each notification names the lists a
 * write or a job changed, as a JSON array of API paths; every process LISTENs on it.
 */
export const LIST_CHANGES_CHANNEL = "api_list_changes";

/** Tells every process that these lists changed; inside a transaction, at its commit. */
export async function publishListChanges(db: Db, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await notify(db, LIST_CHANGES_CHANNEL, JSON.stringify([...new Set(paths)]));
}
