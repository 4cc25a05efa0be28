import { expect } from "bun:test";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../db/client";
import { signedInApi } from "./api";
import { createServerDatabase, testDatabases } from "./databases";

// Helpers of the backup and restore tests (src/db/backup.test.ts, restore.test.ts and the
// scripts' process test): empty PostgreSQL databases, what the API answers, files on disk.

/** True when the test PostgreSQL server answers (the same probe as every other test). */
export const postgresAvailable = testDatabases.some((database) => database.name === "postgres");

/**
 * A new database as CREATE DATABASE makes it: not migrated, nothing in it (what `db:restore`
 * needs). drop() removes it, even with connections still open.
 */
export const emptyPostgresDatabase = createServerDatabase;

const SEARCHED_BY_CLIENT = ["quotes", "invoices", "projects"].map((list) => `/api/${list}?q=costa%20del%20este`);

/** The lists and the money totals a company would check after a move, as the API answers them. */
export const comparedPaths = [
  "/api/clients",
  "/api/invoices",
  "/api/quotes",
  "/api/projects",
  // Searched by a client's company: search_text is written again by triggers as rows are
  // loaded (migration 0008), and must still hold the client's names afterwards.
  ...SEARCHED_BY_CLIENT,
  "/api/financial/accounts-receivable",
  "/api/dashboard/stats",
  "/api/reports/summary",
];

/** What the real app over `db` answers to a signed-in staff member on `comparedPaths`. */
export async function apiAnswers(db: Db): Promise<Record<string, unknown>> {
  const api = await signedInApi(db);
  const answers: Record<string, unknown> = {};
  for (const path of comparedPaths) {
    const answer = await api.get(path);
    expect(answer.status).toBe(200);
    answers[path] = answer.body;
    // The demo's "Constructora Costa del Este, S.A." has quotes, invoices and projects.
    if (SEARCHED_BY_CLIENT.includes(path)) expect(answer.body).not.toEqual([]);
  }
  return answers;
}

/** Names, sizes and modification times of every file under `dir`: "nothing changed" is checked against it. */
export function fileSnapshot(dir: string): string[] {
  const entries: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else entries.push(`${full.slice(dir.length)} ${stat.size} ${stat.mtimeMs}`);
    }
  };
  walk(dir);
  return entries.sort();
}
