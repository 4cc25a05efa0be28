/**
 * The banking figure of `bun run bench` (also alone: `bun run bench:banking`): on PostgreSQL, one
 * bank account with 100,000 statement lines over four years (nine in ten matched) and its 100,000
 * book movements (journal lines on 1.1.02 Bancos, in balanced entries), p50/p95 through the real
 * server of what the bank account's screens ask for: the statement lines (first page, a search, a
 * month), the reconciliation's unmatched lines with their suggestions and unmatched movements (first
 * and a later page), a match and its undoing, and the preview and import of a 1,000-line CSV
 * statement half of which is already stored. Goal: p50 under 100 ms.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test
 * (a server the user may create databases on); a database of its own is created and dropped.
 */
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import postgres from "postgres";
import { percentile } from "./finance";
import { type ChildServer, signIn, startPostgresApi } from "./processes";

const ROOT = resolve(import.meta.dir, "../..");
const ADMIN = { email: "bench-bancos@istmo.test", password: "clave-bench-123", firstName: "Bench" };
export const BANKING_LINES = 100_000;
const FOUR_YEARS_DAYS = 4 * 365;
/** Lines in the statement file previewed and imported; half of them are already stored. */
const FILE_LINES = 1000;

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

export type BankingFigure = { label: string; requests: number; concurrency: number; p50Ms: number; p95Ms: number };
export type BankingMeasurement = { lines: number; figures: BankingFigure[] };

/**
 * `count` balanced entries on the account (Bancos against other income or other expenses), and its
 * statement: one line per entry, the same money, cleared 0–2 days later, with a running balance.
 * Every tenth line and its movement are left unmatched; the others are matched one to one.
 * Answers the account and `pairCount` unmatched line-and-movement pairs, the newest.
 */
async function fillBanking(databaseUrl: string, count: number, pairCount: number) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [account] = await sql<
      { id: number }[]
    >`insert into bank_accounts (bank_name, account_name, account_number, current_balance)
      values ('Banco General', 'Operativa', '04-01-001', 0) returning id`;
    const accountId = account?.id as number;
    const day = sql`(current_date - ((${count} - n)::bigint * ${FOUR_YEARS_DAYS} / ${count})::int)`;
    await sql`create temp table bench_rows as
      select n, ${day} as entry_date,
             least(${day} + n % 3, current_date) as line_date,
             (case when n % 3 = 0 then -1 else 1 end) * round((5 + (n::bigint * 7919 % 200000) / 100.0)::numeric, 2) as amount,
             (array['Cobro a cliente', 'Pago a proveedor', 'Transferencia', 'Depósito', 'Pago de planilla'])[1 + n % 5]
               || ' ' || n as description,
             'REF-' || lpad(n::text, 6, '0') as reference
      from generate_series(1, ${count}) as n`;
    await sql`analyze bench_rows`;
    // Entries and lines in one transaction (an entry without lines is refused at commit), both
    // lines of every entry in one statement (the journal's triggers check that each balances).
    await sql.begin(async (tx) => {
      await tx`insert into journal_entries (entry_date, description, origin_type)
      select entry_date, description, 'manual' from bench_rows order by n`;
      await tx`create temp table bench_entries as
      select id, row_number() over (order by id) as n from journal_entries where origin_type = 'manual'`;
      await tx`analyze bench_entries`;
      await tx`insert into journal_lines (entry_id, account_id, bank_account_id, debit, credit)
      select e.id, a.id, line.bank_account_id, line.debit, line.credit
      from bench_rows r
      join bench_entries e on e.n = r.n
      cross join lateral (values
        ('1.1.02', ${accountId}::int, greatest(r.amount, 0), greatest(-r.amount, 0)),
        (case when r.amount > 0 then '4.2.02' else '6.2.09' end, null::int, greatest(-r.amount, 0), greatest(r.amount, 0))
      ) as line(code, bank_account_id, debit, credit)
      join chart_of_accounts a on a.code = line.code
      order by e.id, line.code`;
    });
    const [statement] = await sql<{ id: number }[]>`insert into bank_statement_imports
        (bank_account_id, file_name, format, line_count, new_lines, existing_lines, period_start, period_end)
      select ${accountId}, 'historico.csv', 'csv', ${count}, ${count}, 0, min(line_date), max(line_date) from bench_rows
      returning id`;
    // The identity the import gives a CSV line (statement-lines.ts): date|cents|REFERENCE|balance cents#1.
    await sql`insert into bank_statement_lines
        (bank_account_id, import_id, line_date, description, reference, amount, balance, identity)
      select ${accountId}, ${statement?.id as number}, line_date, upper(description), reference, amount, balance,
             line_date::text || '|' || (amount * 100)::bigint || '|' || reference || '|' || (balance * 100)::bigint || '#1'
      from (select *, sum(amount) over (order by line_date, n) as balance from bench_rows) r
      order by n`;
    await sql`insert into bank_matches (bank_account_id, source) select ${accountId}, 'suggestion'
      from bench_rows where n % 10 <> 0 order by n`;
    // Each insert above took its rows in n order, so the k-th id of a table is row k.
    await sql`create temp table bench_ids as
      select r.n, e.id as entry_id, l.id as journal_line_id, s.id as statement_line_id
      from bench_rows r
      join bench_entries e on e.n = r.n
      join journal_lines l on l.entry_id = e.id and l.bank_account_id is not null
      join (select id, row_number() over (order by id) as n from bank_statement_lines) s on s.n = r.n`;
    await sql`analyze bench_ids`;
    await sql`create temp table bench_matched as
      select i.n, m.id as match_id, i.statement_line_id, i.journal_line_id
      from (select *, row_number() over (order by n) as k from bench_ids where n % 10 <> 0) i
      join (select id, row_number() over (order by id) as k from bank_matches) m on m.k = i.k`;
    await sql`update bank_statement_lines s set match_id = m.match_id from bench_matched m where s.id = m.statement_line_id`;
    await sql`insert into bank_match_book_lines (match_id, journal_line_id) select match_id, journal_line_id from bench_matched`;
    await sql`insert into bank_rules (bank_account_id, contains, action) values (${accountId}, 'COMISION', 'bank_fee'),
      (null, 'INTERESES', 'interest')`;
    const pairs = await sql<{ statementLineId: number; journalLineId: number }[]>`
      select statement_line_id as "statementLineId", journal_line_id as "journalLineId"
      from bench_ids where n % 10 = 0 order by n desc limit ${pairCount}`;
    await sql`vacuum analyze`;
    return { accountId, pairs: [...pairs] };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Stored lines as the CSV wrote them, for a file half of which is already there. */
async function storedLines(databaseUrl: string, accountId: number, limit: number) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await sql<{ date: string; description: string; reference: string; amount: string; balance: string }[]>`
      select line_date::text as date, description, reference, amount::text, balance::text
      from bank_statement_lines where bank_account_id = ${accountId}
      order by line_date desc, id desc limit ${limit}`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const MAPPING = {
  preset: null,
  skipRows: 1,
  encoding: "utf-8",
  delimiter: ",",
  dateFormat: "YYYY-MM-DD",
  decimalSeparator: ".",
  columns: { date: 1, description: 2, reference: 3, amount: 4, debit: null, credit: null, balance: 5 },
};

/** A CSV of the stored lines given and as many new ones, whose references carry `tag`. */
function statementCsv(stored: Awaited<ReturnType<typeof storedLines>>, tag: string): string {
  const rows = ["Fecha,Descripción,Referencia,Monto,Saldo"];
  for (const line of stored)
    rows.push(`${line.date},${line.description},${line.reference},${line.amount},${line.balance}`);
  const last = stored[0];
  for (let i = 0; i < FILE_LINES - stored.length; i++) {
    rows.push(`${last?.date},DEPOSITO ${tag} ${i},${tag}-${i},${(10 + i).toFixed(2)},${(1000 + i).toFixed(2)}`);
  }
  return `${rows.join("\n")}\n`;
}

async function timed(label: string, times: number[], request: () => Promise<Response>, status: number) {
  const started = performance.now();
  const response = await request();
  const body = await response.arrayBuffer();
  if (response.status !== status) {
    throw new Error(`${label} answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
  }
  times.push(performance.now() - started);
  return body;
}

function figure(label: string, times: number[], concurrency: number): BankingFigure {
  const sorted = [...times].sort((a, b) => a - b);
  const result = {
    label,
    requests: sorted.length,
    concurrency,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
  };
  console.log(`  p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms`);
  return result;
}

/** `requests` GETs, `concurrency` at a time, after 10 untimed ones. */
async function getFigure(label: string, url: string, cookie: string, requests: number, concurrency: number) {
  const get = () => fetch(url, { headers: { Cookie: cookie } });
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) await timed(label, warm, get, 200);
  const times: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        sent++;
        await timed(label, times, get, 200);
      }
    }),
  );
  return figure(label, times, concurrency);
}

/** Creates a database, starts the production server on it, fills it and measures. */
export async function measureBanking(): Promise<BankingMeasurement> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const count = intFromEnv("BENCH_BANKING_LINES", BANKING_LINES);
  const requests = intFromEnv("BENCH_BANKING_REQUESTS", 200);
  const writes = intFromEnv("BENCH_BANKING_WRITES", 40);
  const concurrency = intFromEnv("BENCH_BANKING_CONCURRENCY", 4);
  const databaseName = `bench_banking_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: ChildServer | undefined;
  try {
    server = await startPostgresApi(ROOT, databaseUrl, ADMIN);
    console.log(`Banking: ${count.toLocaleString("en")} statement lines and book movements on PostgreSQL…`);
    const seeding = performance.now();
    const { accountId, pairs } = await fillBanking(databaseUrl, count, writes);
    console.log(`  seeded in ${Math.round(performance.now() - seeding)} ms`);
    const cookie = await signIn(server.origin, ADMIN);
    // Writes come from the app's own page, as a browser's do (the API refuses other origins).
    const writeHeaders = { Cookie: cookie, Origin: server.origin };
    const base = `${server.origin}/api/financial/bank-accounts/${accountId}`;
    const lastYear = new Date().getUTCFullYear() - 1;
    const gets = [
      { label: "GET …/statement-lines (first page of 10)", path: "/statement-lines?limit=10&offset=0" },
      {
        label: "GET …/statement-lines (search a reference, page of 10)",
        path: "/statement-lines?q=REF-04242&limit=10&offset=0",
      },
      {
        label: "GET …/statement-lines (search a word, page of 10)",
        path: "/statement-lines?q=planilla&limit=10&offset=0",
      },
      {
        label: "GET …/statement-lines (one month of last year, page of 10)",
        path: `/statement-lines?from=${lastYear}-03-01&to=${lastYear}-03-31&limit=10&offset=0`,
      },
      { label: "GET …/reconciliation (summary and counts)", path: "/reconciliation" },
      {
        label: "GET …/reconciliation/statement-lines (unmatched with suggestions, first page of 25)",
        path: "/reconciliation/statement-lines?limit=25&offset=0",
      },
      {
        label: "GET …/reconciliation/book-movements (unmatched, first page of 25)",
        path: "/reconciliation/book-movements?limit=25&offset=0",
      },
      {
        label: "GET …/reconciliation/book-movements (unmatched, page 200 of 25)",
        path: "/reconciliation/book-movements?limit=25&offset=4975",
      },
    ];
    const figures: BankingFigure[] = [];
    for (const endpoint of gets) {
      console.log(`Banking: ${requests} × ${endpoint.label}, ${concurrency} at a time…`);
      figures.push(await getFigure(endpoint.label, `${base}${endpoint.path}`, cookie, requests, concurrency));
    }

    console.log(`Banking: ${writes} matches and their undoing, one at a time…`);
    if (pairs.length < writes) throw new Error(`Only ${pairs.length} unmatched pairs found`);
    const matchTimes: number[] = [];
    const undoTimes: number[] = [];
    for (const pair of pairs) {
      const body = await timed(
        "POST …/reconciliation/matches",
        matchTimes,
        () =>
          fetch(`${base}/reconciliation/matches`, {
            method: "POST",
            headers: { ...writeHeaders, "Content-Type": "application/json" },
            body: JSON.stringify({
              statementLineIds: [pair.statementLineId],
              journalLineIds: [pair.journalLineId],
              source: "suggestion",
            }),
          }),
        201,
      );
      const { id } = JSON.parse(new TextDecoder().decode(body)) as { id: number };
      await timed(
        "DELETE …/reconciliation/matches/:id",
        undoTimes,
        () => fetch(`${base}/reconciliation/matches/${id}`, { method: "DELETE", headers: writeHeaders }),
        204,
      );
    }
    figures.push(figure("POST …/reconciliation/matches (one line, one movement)", matchTimes, 1));
    figures.push(figure("DELETE …/reconciliation/matches/:id", undoTimes, 1));

    console.log(`Banking: ${writes} previews and imports of a ${FILE_LINES}-line CSV, one at a time…`);
    const stored = await storedLines(databaseUrl, accountId, FILE_LINES / 2);
    const upload = (path: string, csv: string) => () => {
      const form = new FormData();
      form.set("file", new File([csv], "estado.csv", { type: "text/csv" }));
      form.set("mapping", JSON.stringify(MAPPING));
      return fetch(`${base}${path}`, { method: "POST", headers: writeHeaders, body: form });
    };
    const previewTimes: number[] = [];
    const importTimes: number[] = [];
    for (let i = 0; i < writes; i++) {
      const csv = statementCsv(stored, `BENCH${i}`);
      await timed("POST …/statements/preview", previewTimes, upload("/statements/preview", csv), 200);
      const body = await timed("POST …/statements", importTimes, upload("/statements", csv), 201);
      const answer = JSON.parse(new TextDecoder().decode(body)) as { newLines: number; existingLines: number };
      if (answer.existingLines !== stored.length) {
        throw new Error(`The import found ${answer.existingLines} lines already stored, not ${stored.length}`);
      }
    }
    figures.push(
      figure(`POST …/statements/preview (${FILE_LINES}-line CSV, half already stored)`, previewTimes, 1),
      figure(`POST …/statements (import of the same, ${FILE_LINES / 2} new lines)`, importTimes, 1),
    );
    return { lines: count, figures };
  } finally {
    await server?.stop();
    // BENCH_BANKING_KEEP=1 leaves the database for EXPLAIN ANALYZE (drop it by hand).
    if (process.env.BENCH_BANKING_KEEP === "1") console.log(`Kept database ${databaseName}`);
    else await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    await admin.end({ timeout: 1 });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The report's banking section (markdown). */
export function renderBanking(result: BankingMeasurement): string {
  return [
    `### Banking on PostgreSQL (one account, ${result.lines.toLocaleString("en")} statement lines and book movements)`,
    "",
    "Latency through the API (goal: p50 under 100 ms):",
    "",
    "| Request | Requests | At a time | p50 | p95 |",
    "|---|---:|---:|---:|---:|",
    ...result.figures.map(
      (row) => `| ${row.label} | ${row.requests} | ${row.concurrency} | ${ms(row.p50Ms)} | ${ms(row.p95Ms)} |`,
    ),
  ].join("\n");
}

if (import.meta.main) {
  try {
    console.log(`\n${renderBanking(await measureBanking())}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
