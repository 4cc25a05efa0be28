import { afterAll, describe, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { createServerDatabase, testDatabases } from "../test/databases";
import { type Db, migrationsFolder, rows } from "./client";
import { createPglite } from "./pglite";

// Migration 0015 gives every payable stored before it its one row of base and ITBMS per rate
// (src/db/schema/debts.ts): checked on a database migrated up to 0014 that holds payables.

const BEFORE = "0014_closed_periods";

/** A copy of the migrations folder whose journal stops at `tag`. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/** A new empty database of the kind, migrated by `migrate(folder)`, and how to close it. */
type Opened = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

async function openEmpty(kind: "pglite" | "postgres"): Promise<Opened> {
  if (kind === "pglite") {
    const client = await createPglite();
    const db = drizzlePglite({ client });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { url, drop } = await createServerDatabase();
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client });
  return {
    db: db as unknown as Db,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end({ timeout: 5 });
      await drop();
    },
  };
}

const partial = migrationsUpTo(BEFORE);
afterAll(() => rmSync(partial, { recursive: true, force: true }));

for (const { name } of testDatabases) {
  describe(`migration 0015, payable taxes [${name}]`, () => {
    test("each payable stored before becomes one row: its ITBMS, the rest as base, at its rate or exempt", async () => {
      const opened = await openEmpty(name);
      try {
        await opened.migrate(partial);
        const { db } = opened;
        await db.execute(sql`insert into suppliers (id, supplier_code, name) values (1, 'P-1', 'Proveedor')`);
        await db.execute(sql`
          insert into accounts_payable
            (id, supplier_id, invoice_number, issue_date, due_date, total_amount, balance_amount, description,
             itbms_rate, itbms_amount)
          values
            (1, 1, 'A', '2026-01-05', '2026-02-04', 107.00, 107.00, 'Con 7 %', 7, 7.00),
            (2, 1, 'B', '2026-01-06', '2026-02-05', 40.00, 10.00, 'Sin tasa', null, 0),
            (3, 1, 'C', '2026-01-07', '2026-02-06', 25.00, 25.00, 'Exenta', 0, 0),
            (4, 1, 'D', '2026-01-08', '2026-02-07', 0.01, 0.01, 'Un centavo al 15 %', 15, 0)`);

        await opened.migrate(migrationsFolder);

        const taxes = rows(
          await db.execute<{ payable_id: number; rate: string; base: string; itbms: string }>(
            sql`select payable_id, rate::text, base::text, itbms::text from accounts_payable_taxes order by payable_id`,
          ),
        );
        expect(taxes).toEqual([
          { payable_id: 1, rate: "7.00", base: "100.00", itbms: "7.00" },
          { payable_id: 2, rate: "0.00", base: "40.00", itbms: "0.00" },
          { payable_id: 3, rate: "0.00", base: "25.00", itbms: "0.00" },
          { payable_id: 4, rate: "15.00", base: "0.01", itbms: "0.00" },
        ]);
        const payables = rows(
          await db.execute<{ id: number; itbms_rate: string; total_amount: string; balance_amount: string }>(
            sql`select id, itbms_rate::text, total_amount::text, balance_amount::text from accounts_payable order by id`,
          ),
        );
        // The rate now names its one row; nothing else of the payable changes.
        expect(payables).toEqual([
          { id: 1, itbms_rate: "7.00", total_amount: "107.00", balance_amount: "107.00" },
          { id: 2, itbms_rate: "0.00", total_amount: "40.00", balance_amount: "10.00" },
          { id: 3, itbms_rate: "0.00", total_amount: "25.00", balance_amount: "25.00" },
          { id: 4, itbms_rate: "15.00", total_amount: "0.01", balance_amount: "0.01" },
        ]);
      } finally {
        await opened.close();
      }
    }, 60_000);
  });
}
