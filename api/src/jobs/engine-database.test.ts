import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { type OpenedDatabase, rows } from "../db/client";
import { testDatabases } from "../test/databases";
import { jobEngineDatabase } from "./engine-database";

// The connection pg-boss shares with the app: a script of pg-boss's that fails half-way is rolled
// back before the app's next query runs, on PGlite's one connection as on a pooled server.

const FAILING_SCRIPT = `
    BEGIN;
    SET LOCAL lock_timeout = 30000;
    SELECT 1 AS first;
    SELECT 1/0;
    COMMIT;
  `;

for (const database of testDatabases) {
  describe(`job engine's connection [${database.name}]`, () => {
    let opened: OpenedDatabase;
    beforeAll(async () => {
      opened = await database.open();
    }, 30_000);
    afterAll(async () => {
      await opened?.close();
    });

    test("a script that fails half-way leaves no aborted transaction for the app's queries waiting behind it", async () => {
      const engine = jobEngineDatabase(opened);
      const failing = engine.executeSql(FAILING_SCRIPT);
      // Sent while the script runs (then() sends a drizzle query): on PGlite they wait for the one connection.
      const waiting = Array.from({ length: 3 }, () =>
        opened.db.execute<{ ok: number }>(sql`select 1 as ok`).then(rows, (error: Error) => error.message),
      );
      await expect(failing).rejects.toThrow("division by zero");
      for (const answer of waiting) expect(await answer).toEqual([{ ok: 1 }]);
      expect(rows(await opened.db.execute<{ ok: number }>(sql`select 2 as ok`))).toEqual([{ ok: 2 }]);
    });

    test("a script's RETURNING in the middle reaches pg-boss, and its SET LOCAL stays inside it", async () => {
      const engine = jobEngineDatabase(opened);
      const answer = await engine.executeSql(
        "\n    BEGIN;\n    SET LOCAL lock_timeout = 12345;\n    SELECT current_setting('lock_timeout') AS inside;\n    COMMIT;\n  ",
      );
      expect(answer.rows).toEqual([{ inside: "12345ms" }]);
      const after = await engine.executeSql("SELECT current_setting('lock_timeout') AS outside");
      expect(after.rows).toEqual([{ outside: "0" }]);
    });

    test("values travel as node-postgres sends them: JSON text, objects, dates and arrays", async () => {
      const engine = jobEngineDatabase(opened);
      const when = new Date("2026-11-25T15:00:00.000Z");
      const answer = await engine.executeSql(
        "SELECT $1::jsonb AS text_json, $2::jsonb AS object_json, $3::timestamptz = '2026-11-25T15:00:00Z' AS same_instant, cardinality($4::text[]) AS n",
        [JSON.stringify({ a: 1 }), { b: [2] }, when, ["x", "y"]],
      );
      expect(answer.rows).toEqual([{ text_json: { a: 1 }, object_json: { b: [2] }, same_instant: true, n: 2 }]);
    });
  });
}
