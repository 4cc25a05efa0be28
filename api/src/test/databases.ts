import { afterAll, beforeAll, describe } from "bun:test";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { attachPglite, type Db, type OpenedDatabase, openDatabase } from "../db/client";
import { createPglite } from "../db/pglite";

// Every API test runs on PGlite, and also on PostgreSQL when a server answers: production runs on
// PostgreSQL, and PGlite, a single connection, cannot show what concurrency does.
// Each open() is a database of its own, migrated and base-seeded, so tests never share data.

export type TestDatabase = {
  name: "pglite" | "postgres";
  open(): Promise<OpenedDatabase>;
};

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function adminClient() {
  return postgres(adminUrl, { max: 1, connect_timeout: 1, onnotice: () => {} });
}

async function postgresReachable(): Promise<boolean> {
  const admin = adminClient();
  try {
    // connect_timeout covers an unanswered SYN; the race covers a server that accepts and stalls.
    const probe = admin`select 1`.then(
      () => true,
      () => false,
    );
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref());
    return await Promise.race([probe, timeout]);
  } catch {
    return false;
  } finally {
    await admin.end({ timeout: 1 }).catch(() => {});
  }
}

// initdb plus migrations take ~3 s per PGlite; loading a dump of an already migrated one takes
// ~0.3 s. One snapshot per test process (bun runs every test file in the same process).
let pgliteSnapshot: Promise<Blob> | undefined;

function snapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const client = await createPglite();
    const opened = await attachPglite(client);
    try {
      return await client.dumpDataDir("none");
    } finally {
      await opened.close();
    }
  })();
  return pgliteSnapshot;
}

const pglite: TestDatabase = {
  name: "pglite",
  // attachPglite still runs the migrator and the seed: on an up-to-date snapshot both are no-ops.
  open: async () => attachPglite(await createPglite({ loadDataDir: await snapshot() })),
};

/** A fresh, empty, not yet migrated database on the test server: its URL, and drop() to remove it. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `app_test_${randomBytes(6).toString("hex")}`;
  const admin = adminClient();
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 1 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = adminClient();
    try {
      // FORCE: a test that failed half-way may still hold connections.
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
    } finally {
      await cleanup.end({ timeout: 1 });
    }
  };
  return { url: url.toString(), drop };
}

const server: TestDatabase = {
  name: "postgres",
  async open() {
    const { url, drop } = await createServerDatabase();
    try {
      const opened = await openDatabase({ databaseUrl: url });
      return {
        ...opened,
        close: async () => {
          await opened.close();
          await drop();
        },
      };
    } catch (error) {
      await drop();
      throw error;
    }
  },
};

export const testDatabases: TestDatabase[] = (await postgresReachable()) ? [pglite, server] : [pglite];

/**
 * One `describe` per available database, each with a fresh database opened before its tests and
 * closed after. `getDb()` is only valid inside tests and hooks, not while the suite is declared.
 */
export function describeEachDatabase(title: string, fn: (getDb: () => Db) => void): void {
  for (const database of testDatabases) {
    describe(`${title} [${database.name}]`, () => {
      let opened: { db: Db; close(): Promise<void> } | undefined;
      beforeAll(async () => {
        opened = await database.open();
      }, 30_000);
      afterAll(async () => {
        await opened?.close();
        opened = undefined;
      }, 30_000);
      fn(() => {
        if (!opened) throw new Error(`La base de datos de prueba (${database.name}) no está abierta`);
        return opened.db;
      });
    });
  }
}

/** Opens the shared database once more, as one more replica or a restarted server would. */
export type OpenInstance = () => Promise<OpenedDatabase>;

/**
 * Tests of what only a database server can prove: several app instances (replicas, or a server
 * restarted) on one database, each through its own connections. Declared only when PostgreSQL
 * answers: PGlite is one connection inside one process. Every `open()` in the suite reaches the
 * same fresh database; whatever is still open is closed after the suite.
 */
export function describeSharedPostgres(title: string, fn: (open: OpenInstance) => void): void {
  if (!testDatabases.some((database) => database.name === "postgres")) return;
  describe(`${title} [postgres, several instances]`, () => {
    let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
    const instances: OpenedDatabase[] = [];
    beforeAll(async () => {
      database = await createServerDatabase();
    }, 30_000);
    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.close()));
      await database?.drop();
    }, 30_000);
    fn(async () => {
      if (!database) throw new Error("La base de datos compartida no está creada");
      const opened = await openDatabase({ databaseUrl: database.url });
      // close() once only, whether the test or the suite's end calls it first.
      let closing: Promise<void> | undefined;
      const instance = { ...opened, close: () => (closing ??= opened.close()) };
      instances.push(instance);
      return instance;
    });
  });
}
