/**
 * The back-office figure of `bun run bench` (also alone: `bun run bench:backoffice`): on PostgreSQL
 * with 100,000 clients, quotes, invoices, projects and activity entries, seeded in one SQL statement
 * per table:
 * - p50/p99 of a filtered page of clients, quotes and invoices under wrk with 32 connections (goal:
 *   p99 under 50 ms), the clients page beside a bare Bun + postgres.js server running the same
 *   queries (bare-list-server.ts);
 * - the dashboard's stats and the reports summary (goal: under 100 ms), 4 at a time;
 * - the time until the first row of /crm is visible in Chromium (goal: under 1.5 s);
 * - the server's resident memory after the run.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
 * (a server the user may create databases on); a database of its own is created and dropped.
 */
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { latencies, percentile } from "./finance";
import { firstRowTimes } from "./first-row";
import { findWrk, type LoadResult, type LoadSettings, measure } from "./load";
import { type ChildServer, freePort, residentMemoryMiB, signIn, startPostgresApi, startServer } from "./processes";

const ROOT = resolve(import.meta.dir, "../..");
const ADMIN = { email: "bench-oficina@istmo.test", password: "clave-bench-123", firstName: "Bench" };
export const BACK_OFFICE_RECORDS = 100_000;
const FIVE_YEARS_MINUTES = 5 * 365 * 24 * 60;

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export type ListFigure = { label: string; path: string; app: LoadResult; bare?: LoadResult };
export type SummaryFigure = { label: string; path: string; requests: number; p50Ms: number; p99Ms: number };
export type BackOfficeMeasurement = {
  records: number;
  load: LoadSettings;
  lists: ListFigure[];
  summaries: SummaryFigure[];
  firstRowMs: number[];
  memoryMiB: number;
};

/** `count` clients, quotes, invoices (with their lines), projects and activity entries. */
export async function fillBackOffice(databaseUrl: string, count: number) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  // Row n of `count` was created this long ago: the newest now, the oldest five years back.
  const ago = sql`make_interval(mins => ((${count} - n)::bigint * ${FIVE_YEARS_MINUTES} / ${count})::int)`;
  try {
    // Spread evenly over the last five years (a company's records: a month holds 1/60 of them),
    // newest first by id, none changed since; one client in ten is inactive.
    await sql`insert into clients (name, company, email, phone, status, created_at, updated_at)
      select 'Cliente ' || n,
             case when n % 2 = 0 then 'Empresa ' || n || ' S.A.' end,
             'cliente' || n || '@correo.pa',
             '+507 6' || lpad((n % 1000000)::text, 6, '0'),
             case when n % 10 = 0 then 'inactive' else 'active' end,
             now() - ${ago}, now() - ${ago}
      from generate_series(1, ${count}) as n`;
    const documents = (prefix: string) => sql`
      select n, (select min(id) from clients) + (n::bigint * 7919) % ${count} as client_id,
             ${prefix} || '-' || (2021 + n % 5) || '-' || lpad(n::text, 6, '0') as number,
             round((100 + (n::bigint * 104729 % 900000) / 100.0)::numeric, 2) as amount,
             now() - ${ago} as created_at
      from generate_series(1, ${count}) as n`;
    await sql`insert into quotes (quote_number, client_id, title, amount, itbms_rate, itbms_amount, total,
        valid_until, status, created_at, updated_at)
      select number, client_id, 'Propuesta de desarrollo ' || n, amount, 7, round(amount * 0.07, 2),
             amount + round(amount * 0.07, 2), current_date + 30,
             (array['draft', 'sent', 'accepted', 'rejected', 'expired'])[1 + n % 5], created_at, created_at
      from (${documents("COT")}) as d`;
    await sql`insert into quote_lines (quote_id, position, description, quantity, unit_price, itbms_rate,
        subtotal, itbms_amount, total)
      select id, 0, title, 1, amount, itbms_rate, amount, itbms_amount, total from quotes`;
    await sql`insert into invoices (invoice_number, client_id, description, amount, itbms_rate, itbms_amount,
        total, issue_date, due_date, status, created_at, updated_at)
      select number, client_id, 'Servicios profesionales ' || n, amount, 7, round(amount * 0.07, 2),
             amount + round(amount * 0.07, 2), created_at::date, created_at::date + 30,
             (array['draft', 'sent', 'paid', 'overdue', 'cancelled'])[1 + n % 5], created_at, created_at
      from (${documents("FAC")}) as d`;
    await sql`insert into invoice_lines (invoice_id, position, description, quantity, unit_price, itbms_rate,
        subtotal, itbms_amount, total)
      select id, 0, description, 1, amount, itbms_rate, amount, itbms_amount, total from invoices`;
    await sql`insert into projects (name, client_id, status, budget, created_at, updated_at)
      select 'Proyecto ' || n, (select min(id) from clients) + (n::bigint * 15485863) % ${count},
             (array['planning', 'in_progress', 'testing', 'completed', 'on_hold', 'cancelled'])[1 + n % 6],
             round((5000 + n % 50000)::numeric, 2), now() - ${ago}, now() - ${ago}
      from generate_series(1, ${count}) as n`;
    await sql`insert into activity_log (action, entity, entity_id, summary, created_at)
      select 'create', 'client', n, 'Cliente creado: Cliente ' || n, now() - ${ago}
      from generate_series(1, ${count}) as n`;
    await sql`vacuum analyze`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

// Searches that find a handful of records among 100,000, as a person looking for one would type.
const listEndpoints = [
  {
    label: "GET /api/clients (search, active, page of 25)",
    path: "/api/clients?q=cliente%204242&status=active&limit=25&offset=0",
  },
  {
    label: "GET /api/quotes (search, sent, page of 25)",
    path: "/api/quotes?q=COT-2022-0042&status=sent&limit=25&offset=0",
  },
  {
    label: "GET /api/invoices (search, paid, page of 25)",
    path: "/api/invoices?q=FAC-2023-0012&status=paid&limit=25&offset=0",
  },
];
const summaryEndpoints = [
  { label: "GET /api/dashboard/stats", path: "/api/dashboard/stats" },
  { label: "GET /api/reports/summary", path: "/api/reports/summary" },
];

/** Creates a database, starts the production server on it, fills it and measures. */
export async function measureBackOffice(options: {
  loads?: number;
  load: LoadSettings;
}): Promise<BackOfficeMeasurement> {
  const wrk = findWrk();
  if (!wrk) throw new Error("wrk is not installed (apt-get install wrk)");
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const count = intFromEnv("BENCH_BACKOFFICE_RECORDS", BACK_OFFICE_RECORDS);
  const loads = options.loads ?? intFromEnv("BENCH_LOADS", 7);
  const databaseName = `bench_backoffice_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const servers: ChildServer[] = [];
  try {
    const server = await startPostgresApi(ROOT, url.toString(), ADMIN);
    servers.push(server);
    console.log(`Back office: ${count.toLocaleString("en")} clients, quotes, invoices, projects on PostgreSQL…`);
    await fillBackOffice(url.toString(), count);
    const barePort = freePort();
    const bare = await startServer({
      name: "bare Bun + postgres.js",
      cmd: [process.execPath, join(import.meta.dir, "bare-list-server.ts")],
      cwd: ROOT,
      port: barePort,
      readyPath: "/api/health",
      env: { ...process.env, PORT: String(barePort), DATABASE_URL: url.toString() },
    });
    servers.push(bare);
    const cookie = await signIn(server.origin, ADMIN);
    const headers = [`Cookie: ${cookie}`];

    const lists: ListFigure[] = [];
    for (const endpoint of listEndpoints) {
      console.log(`Back office: wrk on ${endpoint.label}…`);
      const app = await measure(wrk, `${server.origin}${endpoint.path}`, options.load, headers);
      const baseline = endpoint.path.startsWith("/api/clients")
        ? await measure(wrk, `${bare.origin}${endpoint.path}`, options.load, headers)
        : undefined;
      lists.push({ ...endpoint, app, bare: baseline });
    }
    const summaries: SummaryFigure[] = [];
    for (const endpoint of summaryEndpoints) {
      console.log(`Back office: 200 × ${endpoint.label}, 4 at a time…`);
      summaries.push({
        ...endpoint,
        requests: 200,
        ...(await latencies(`${server.origin}${endpoint.path}`, cookie, 200, 4)),
      });
    }
    console.log(`Back office: ${loads} cold loads of /crm in Chromium…`);
    const firstRowMs = await firstRowTimes(`${server.origin}/crm`, cookie, loads);
    const memoryMiB = await residentMemoryMiB(server.pid);
    return { records: count, load: options.load, lists, summaries, firstRowMs, memoryMiB };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end({ timeout: 1 });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The report's back-office section (markdown). */
export function renderBackOffice(result: BackOfficeMeasurement): string {
  const sorted = [...result.firstRowMs].sort((a, b) => a - b);
  const { threads, connections, durationSeconds } = result.load;
  return [
    `### Back office on PostgreSQL (${result.records.toLocaleString("en")} of each record)`,
    "",
    `Filtered pages under wrk -t${threads} -c${connections} -d${durationSeconds}s (goal: p99 under 50 ms); the bare`,
    "server runs the same queries (the page; the count when the page is full) with postgres.js and no framework:",
    "",
    "| Request | req/s | p50 | p99 | bare req/s | bare p99 | app/bare throughput |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...result.lists.map((row) => {
      const bare = row.bare;
      const cells = bare
        ? [
            bare.requestsPerSecond.toFixed(0),
            ms(bare.latencyP99Ms),
            `${((row.app.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} %`,
          ]
        : ["", "", ""];
      return `| ${row.label} | ${row.app.requestsPerSecond.toFixed(0)} | ${ms(row.app.latencyP50Ms)} | ${ms(row.app.latencyP99Ms)} | ${cells.join(" | ")} |`;
    }),
    "",
    "Summaries, 4 requests at a time (goal: under 100 ms):",
    "",
    "| Request | Requests | p50 | p99 |",
    "|---|---:|---:|---:|",
    ...result.summaries.map((row) => `| ${row.label} | ${row.requests} | ${ms(row.p50Ms)} | ${ms(row.p99Ms)} |`),
    "",
    `First row of /crm visible in Chromium, signed in, cold cache (goal: under 1.5 s): median ` +
      `${ms(percentile(sorted, 50))}, worst ${ms(sorted.at(-1) ?? Number.NaN)} over ${sorted.length} loads.`,
    "",
    `Server memory (resident) after the run: ${result.memoryMiB.toFixed(0)} MiB.`,
  ].join("\n");
}

if (import.meta.main) {
  try {
    const load: LoadSettings = {
      durationSeconds: intFromEnv("BENCH_DURATION", 10),
      warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
      threads: intFromEnv("BENCH_THREADS", 2),
      connections: intFromEnv("BENCH_CONNECTIONS", 32),
    };
    console.log(`\n${renderBackOffice(await measureBackOffice({ load }))}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
