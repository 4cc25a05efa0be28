/**
 * `bun run bench`: landing page weight and time-to-headline in Chromium, its Lighthouse scores
 * (lighthouse.ts), API throughput beside a
 * bare Bun server, and the finance, back-office and banking figures on PostgreSQL (finance.ts,
 * backoffice.ts, banking.ts),
 * against the production build. A script, not a test: it reports
 * numbers and fails only when it cannot measure. See issue 2 "Measurement".
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { measureBackOffice, renderBackOffice } from "./backoffice";
import { measureBanking, renderBanking } from "./banking";
import { measureLanding } from "./browser";
import { measureFinance, renderFinance } from "./finance";
import { measureLighthouse, renderLighthouse } from "./lighthouse";
import { findWrk, type LoadSettings, measure } from "./load";
import { type ChildServer, freePort, run, signIn, sleep, startServer } from "./processes";
import { type ApiRow, machineInfo, renderReport } from "./report";
import { summarizeWeight } from "./weight";

const ROOT = resolve(import.meta.dir, "../..");
const BUN = process.execPath; // the bun running this script: a local install is not on PATH for child processes
const ADMIN = { email: "bench@istmo.test", password: "clave-bench-123", firstName: "Bench" };
const BUILT_MARKERS = [
  "shell/dist/index.html",
  ...["mf-landing", "mf-core", "mf-finance"].map((r) => `${r}/dist/remoteEntry.js`),
];
/** A colleague may be mid-edit when the API is started; a few spaced attempts ride that out. */
const START_ATTEMPTS = 3;

function intFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

const settings: LoadSettings = {
  durationSeconds: intFromEnv("BENCH_DURATION", 10, 1),
  warmupSeconds: intFromEnv("BENCH_WARMUP", 2, 0),
  threads: intFromEnv("BENCH_THREADS", 2, 1),
  connections: intFromEnv("BENCH_CONNECTIONS", 32, 1),
};
const coldLoads = intFromEnv("BENCH_LOADS", 7, 1);
const lighthouseRuns = intFromEnv("BENCH_LIGHTHOUSE_RUNS", 3, 1);

/** Everything started is stopped and every temp dir removed, in reverse order, also on error or Ctrl-C. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function track(server: ChildServer): ChildServer {
  cleanups.push(() => server.stop());
  return server;
}

async function ensureBuilt() {
  const missing = BUILT_MARKERS.filter((path) => !existsSync(join(ROOT, path)));
  if (missing.length === 0) return;
  console.log(`Missing build output (${missing.join(", ")}): running bun run build`);
  await run([BUN, "run", "build"], ROOT);
}

async function startApp(): Promise<ChildServer> {
  const dataRoot = tempDir("bench-data-");
  for (let attempt = 1; ; attempt++) {
    const port = freePort();
    try {
      return track(
        await startServer({
          name: "API",
          cmd: [BUN, "api/src/server.ts"],
          cwd: ROOT,
          port,
          readyPath: "/api/health",
          env: {
            ...process.env,
            PORT: String(port),
            // A fresh directory per attempt: a start that died mid-migration may leave it half-made.
            DATA_DIR: join(dataRoot, `attempt-${attempt}`),
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            ADMIN_FIRST_NAME: ADMIN.firstName,
            LOG_REQUESTS: "false", // a log line per request would measure the terminal, not the API
          },
        }),
      );
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      console.warn(`API did not start (attempt ${attempt}/${START_ATTEMPTS}); retrying in 10 s.\n${error}`);
      await sleep(10_000);
    }
  }
}

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text}`);
  return text;
}

async function main() {
  const wrk = findWrk();
  if (!wrk) {
    console.error(
      "wrk is not installed; it is the load tool for the API figures. Install it with: apt-get install wrk",
    );
    process.exit(1);
  }
  await ensureBuilt();

  console.log("Starting the API (production build)…");
  const app = await startApp();

  console.log(`Landing page: 1 untimed load + ${coldLoads} cold loads in Chromium…`);
  const landing = await measureLanding(`${app.origin}/`, coldLoads);
  const weight = summarizeWeight(landing.files);
  console.log(`Landing page: ${lighthouseRuns} Lighthouse runs (mobile)…`);
  const lighthouse = await measureLighthouse(`${app.origin}/`, lighthouseRuns);

  const cookie = await signIn(app.origin, ADMIN);
  const userBody = await fetchText(`${app.origin}/api/auth/user`, { Cookie: cookie });
  const healthBody = await fetchText(`${app.origin}/api/health`);

  const barePort = freePort();
  const bare = track(
    await startServer({
      name: "bare Bun server",
      cmd: [BUN, join(import.meta.dir, "bare-server.ts")],
      cwd: ROOT,
      port: barePort,
      readyPath: "/api/health",
      env: { ...process.env, PORT: String(barePort), BARE_USER_JSON: userBody },
    }),
  );
  // The comparison is only fair if both servers write the same bytes.
  if ((await fetchText(`${bare.origin}/api/health`)) !== healthBody) {
    throw new Error("The bare server's health body differs from the app's; update bare-server.ts");
  }

  const endpoints = [
    { label: "GET /api/health", path: "/api/health", headers: [] as string[] },
    { label: "GET /api/auth/user (signed in)", path: "/api/auth/user", headers: [`Cookie: ${cookie}`] },
  ];
  const api: ApiRow[] = [];
  for (const endpoint of endpoints) {
    console.log(
      `Load: ${endpoint.label}, app then bare (${settings.warmupSeconds + settings.durationSeconds} s each)…`,
    );
    const appResult = await measure(wrk, `${app.origin}${endpoint.path}`, settings, endpoint.headers);
    const bareResult = await measure(wrk, `${bare.origin}${endpoint.path}`, settings, endpoint.headers);
    api.push({ label: endpoint.label, app: appResult, bare: bareResult });
  }

  // The finance, back-office and banking figures run on PostgreSQL, each with its own server and data.
  const finance = await measureFinance({ loads: coldLoads });
  const backOffice = await measureBackOffice({ loads: coldLoads, load: settings });
  const banking = await measureBanking();

  const report = renderReport({
    machine: machineInfo(landing.chromiumVersion, wrk),
    coldLoads,
    landing,
    weight,
    load: settings,
    api,
  });
  const markdown = `${report}\n\n${renderLighthouse(lighthouse)}\n\n${renderFinance(finance)}\n\n${renderBackOffice(backOffice)}\n\n${renderBanking(banking)}\n`;
  const outDir = join(ROOT, "bench-results");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "latest.md"), markdown);
  console.log(`\n${markdown}`);
  console.log(`Written to ${join("bench-results", "latest.md")}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
