/**
 * The finance figure of `bun run bench` (also alone: `bun run bench:finance`): on PostgreSQL with
 * 100,000 transactions, p50/p99 of a filtered page of GET /api/financial/transactions, of
 * GET /api/financial/summary and of the books read from the journal (statements, trial balance,
 * an account's ledger), and the time until the first row of /finance/transactions is visible
 * in Chromium. Goals: p99 under 100 ms on the API, first row under 1.5 s.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
 * (a server the user may create databases on); a database of its own is created and dropped.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Db } from "../src/db/client";
import * as schema from "../src/db/schema";
import { postMissingEntries } from "../src/domain/finance/ledger/backfill";
import { firstRowTimes } from "./first-row";
import { type ChildServer, signIn, startPostgresApi } from "./processes";

const ROOT = resolve(import.meta.dir, "../..");
const ADMIN = { email: "bench-finanzas@istmo.test", password: "clave-bench-123", firstName: "Bench" };
export const FINANCE_TRANSACTIONS = 100_000;

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export type LatencyFigure = { label: string; path: string; requests: number; p50Ms: number; p99Ms: number };
export type FinanceMeasurement = {
  transactions: number;
  concurrency: number;
  api: LatencyFigure[];
  /** ms from navigation start until the first data row of the transactions table was visible, per load. */
  firstRowMs: number[];
  /** ms to post the ledger's entries for the transactions written directly (the upgrade's backfill). */
  backfillMs: number;
};

/** Posts the journal entries of the rows fillBooks wrote, as a server upgraded to the ledger does at start. */
async function postBooks(databaseUrl: string): Promise<number> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {}, connection: { TimeZone: "UTC" } });
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    const started = performance.now();
    await db.transaction((tx) => postMissingEntries(tx));
    return Math.round(performance.now() - started);
  } finally {
    await client.end({ timeout: 1 });
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** `requests` GETs of `url`, `concurrency` at a time, after a warm-up; their latency percentiles. */
export async function latencies(url: string, cookie: string, requests: number, concurrency: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        sent++;
        times.push(await once());
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}

/** 100,000 transactions over three years, on three accounts, with the seeded categories. */
async function fillBooks(databaseUrl: string, count: number) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`insert into bank_accounts (bank_name, account_name, account_number, current_balance)
      values ('Banco General', 'Operativa', '04-01-001', 250000), ('Banistmo', 'Nómina', '01-22-002', 90000),
             ('Caja de Ahorros', null, '10-33-003', 15000)`;
    await sql`insert into transactions
        (transaction_date, transaction_type, amount, currency, description, reference, category_id, bank_account_id, status)
      select current_date - (n % 1095),
             case when n % 3 = 0 then 'expense' else 'income' end,
             round((10 + (n * 7919 % 500000) / 100.0)::numeric, 2),
             case when n % 10 = 0 then 'USD' else 'PAB' end,
             (array['Servicio de desarrollo', 'Licencias de software', 'Alquiler de oficina', 'Consultoría',
                    'Soporte mensual', 'Publicidad digital'])[1 + n % 6] || ' ' || n,
             case when n % 4 = 0 then 'REF-' || n end,
             (select id from transaction_categories order by id offset (n % 5) limit 1),
             (select id from bank_accounts order by id offset (n % 3) limit 1),
             case when n % 50 = 0 then 'pending' else 'completed' end
      from generate_series(1, ${count}) as n`;
    await sql`analyze transactions`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Creates a database, starts the production server on it, fills it and measures. */
export async function measureFinance(options: { loads?: number } = {}): Promise<FinanceMeasurement> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const count = intFromEnv("BENCH_FINANCE_TRANSACTIONS", FINANCE_TRANSACTIONS);
  const requests = intFromEnv("BENCH_FINANCE_REQUESTS", 500);
  const concurrency = intFromEnv("BENCH_FINANCE_CONCURRENCY", 4);
  const loads = options.loads ?? intFromEnv("BENCH_LOADS", 7);
  const databaseName = `bench_finance_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  let server: ChildServer | undefined;
  try {
    server = await startPostgresApi(ROOT, url.toString(), ADMIN);
    console.log(`Finance: ${count.toLocaleString("en")} transactions on PostgreSQL…`);
    await fillBooks(url.toString(), count);
    const backfillMs = await postBooks(url.toString());
    console.log(`  ledger backfill: ${backfillMs} ms`);
    const cookie = await signIn(server.origin, ADMIN);
    const lastYear = new Date().getUTCFullYear() - 1;
    const endpoints = [
      {
        label: "GET /api/financial/transactions (expenses of one year, search, page of 25)",
        path: "/api/financial/transactions?q=servicio&type=expense&from=2025-01-01&to=2025-12-31&limit=25&offset=0",
      },
      {
        label: "GET /api/financial/transactions (first page of 25, no filter)",
        path: "/api/financial/transactions?limit=25&offset=0",
      },
      { label: "GET /api/financial/summary", path: "/api/financial/summary" },
      // The books read from the journal (a year holds about a third of the transactions).
      {
        label: "GET /api/financial/reports (statements of last year)",
        path: "/api/financial/reports?period=last_year",
      },
      {
        label: "GET /api/accounting/trial-balance (last year)",
        path: `/api/accounting/trial-balance?from=${lastYear}-01-01&to=${lastYear}-12-31`,
      },
      {
        label: "GET /api/accounting/general-ledger/1.1.02 (last year, first 100 lines)",
        path: `/api/accounting/general-ledger/1.1.02?from=${lastYear}-01-01&to=${lastYear}-12-31&limit=100`,
      },
    ];
    const api: LatencyFigure[] = [];
    for (const endpoint of endpoints) {
      console.log(`Finance: ${requests} × ${endpoint.label}, ${concurrency} at a time…`);
      api.push({
        ...endpoint,
        requests,
        ...(await latencies(`${server.origin}${endpoint.path}`, cookie, requests, concurrency)),
      });
    }
    console.log(`Finance: ${loads} cold loads of /finance/transactions in Chromium…`);
    const firstRowMs = await firstRowTimes(`${server.origin}/finance/transactions`, cookie, loads);
    return { transactions: count, concurrency, api, firstRowMs, backfillMs };
  } finally {
    await server?.stop();
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end({ timeout: 1 });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The report's finance section (markdown). */
export function renderFinance(result: FinanceMeasurement): string {
  const sorted = [...result.firstRowMs].sort((a, b) => a - b);
  const worst = sorted.at(-1) ?? Number.NaN;
  return [
    `### Finance on PostgreSQL (${result.transactions.toLocaleString("en")} transactions)`,
    "",
    `API latency, ${result.concurrency} requests at a time (goal: p99 under 100 ms):`,
    "",
    "| Request | Requests | p50 | p99 |",
    "|---|---:|---:|---:|",
    ...result.api.map((row) => `| ${row.label} | ${row.requests} | ${ms(row.p50Ms)} | ${ms(row.p99Ms)} |`),
    "",
    `First row of /finance/transactions visible in Chromium, signed in, cold cache (goal: under 1.5 s): ` +
      `median ${ms(percentile(sorted, 50))}, worst ${ms(worst)} over ${sorted.length} loads.`,
    "",
    `Ledger backfill (the journal entries of every transaction written before the ledger, as an upgraded ` +
      `install posts them at its first start): ${ms(result.backfillMs)}.`,
  ].join("\n");
}

if (import.meta.main) {
  try {
    console.log(`\n${renderFinance(await measureFinance())}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
