/** Turning the measurements into the Markdown that goes into the README and bench-results/latest.md. */
import { readFileSync } from "node:fs";
import { release } from "node:os";
import type { LandingMeasurement, LoadTiming } from "./browser";
import type { LoadResult, LoadSettings } from "./load";
import { type Bucket, shortName, type WeightSummary } from "./weight";

export interface ApiRow {
  label: string;
  app: LoadResult;
  bare: LoadResult;
}

export interface MachineInfo {
  cpus: string;
  cpuModel: string;
  kernel: string;
  bun: string;
  chromium: string;
  wrk: string;
  date: string;
}

export interface ReportInput {
  machine: MachineInfo;
  coldLoads: number;
  landing: LandingMeasurement;
  weight: WeightSummary;
  load: LoadSettings;
  api: ApiRow[];
}

function commandOutput(cmd: string[]): string {
  const result = Bun.spawnSync(cmd, { stdout: "pipe", stderr: "pipe" });
  // wrk prints its version on stderr and exits 1 for -v: take whatever text it gave.
  return `${result.stdout.toString()}${result.stderr.toString()}`.trim();
}

export function machineInfo(chromiumVersion: string, wrkPath: string): MachineInfo {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  return {
    // nproc honours CPU affinity, which is what the servers and wrk actually get.
    cpus: commandOutput(["nproc"]),
    cpuModel: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? "unknown",
    kernel: release(),
    bun: Bun.version,
    chromium: chromiumVersion,
    wrk:
      commandOutput([wrkPath, "-v"])
        .split("\n")[0]
        ?.replace(/\s+Copyright.*$/, "") ?? "unknown",
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  };
}

/** Nearest-rank percentile: with 7 samples p90 is the slowest one, which is what a reader expects. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => (value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`);
const rps = (value: number) => Math.round(value).toLocaleString("en-US");
const share = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;

function bucketCell(part: Bucket, total: Bucket): string {
  return `${part.count} files, ${kB(part.rawBytes)} raw, ${kB(part.gzipBytes)} gzip (${share(part.gzipBytes, total.gzipBytes)} of gzip)`;
}

function timingRow(label: string, timings: LoadTiming[], pick: (t: LoadTiming) => number | null): string {
  const values = timings.map(pick).filter((value): value is number => value !== null);
  if (values.length === 0) return `| ${label} | not reported |`;
  return `| ${label} | ${ms(percentile(values, 50))} / ${ms(percentile(values, 90))} |`;
}

function lcpElements(timings: LoadTiming[]): string {
  const tags = new Set(timings.map((t) => t.largestContentfulPaintElement ?? "?"));
  return [...tags].join(", ");
}

function landingSection(input: ReportInput): string[] {
  const { weight, landing } = input;
  const scope = landing.shareScope;
  const copies = (list: string[]) => `${list.length}${list.length ? ` (${list.join(", ")})` : ""}`;
  return [
    `### Landing page, signed out (Chromium, cold cache, loopback)`,
    "",
    "| Measure | Value |",
    "|---|---|",
    `| JS requests | ${weight.total.count} |`,
    `| JS transferred, raw | ${kB(weight.total.rawBytes)} |`,
    `| JS, gzip (estimated, level 9) | ${kB(weight.total.gzipBytes)} |`,
    `| Federation runtime (runtime code + bootstrap glue) | ${bucketCell(weight.federationRuntime, weight.total)} |`,
    `| Files *named* like federation chunks (includes shared libraries inside them) | ${bucketCell(weight.federationNamed, weight.total)} |`,
    `| Federation runtime core: copies loaded | ${copies(weight.runtimeCoreCopies)} |`,
    `| React DOM: files by name / files containing its implementation | ${weight.reactDomFilesByName} / ${copies(weight.reactDomImplementations)} |`,
    `| MUI: files by name / files containing its implementation | ${weight.muiFilesByName} / ${copies(weight.muiImplementations)} |`,
    ...scope.watched.map(
      (entry) =>
        `| Share scope \`${entry.pkg}\`: versions × providers | ${entry.providers.length} (${entry.providers.join("; ") || "not shared"}) |`,
    ),
    `| Share scope: packages with more than one version or provider | ${scope.duplicated.length ? scope.duplicated.map((d) => `${d.pkg}: ${d.providers.join("; ")}`).join("<br>") : "none"} |`,
    timingRow(
      `Hero headline visible, median / p90 (${input.coldLoads} cold loads)`,
      landing.timings,
      (t) => t.headlineMs,
    ),
    timingRow("First Contentful Paint, median / p90", landing.timings, (t) => t.firstContentfulPaintMs),
    timingRow(
      `Largest Contentful Paint, median / p90 (element: ${lcpElements(landing.timings)})`,
      landing.timings,
      (t) => t.largestContentfulPaintMs,
    ),
    timingRow(
      "Headline as Playwright's waitForSelector saw it, median / p90",
      landing.timings,
      (t) => t.headlineByPlaywrightMs,
    ),
  ];
}

function apiSection(input: ReportInput): string[] {
  const { load } = input;
  const errors = (r: LoadResult) =>
    r.non2xx + r.socketErrors > 0 ? ` ⚠ ${r.non2xx} non-2xx, ${r.socketErrors} socket errors` : "";
  return [
    `### API under load (wrk -t${load.threads} -c${load.connections} -d${load.durationSeconds}s --latency, loopback, after ${load.warmupSeconds}s warm-up)`,
    "",
    "| Endpoint | App req/s | App p50 / p99 | Bare Bun req/s | Bare p50 / p99 | App / bare throughput |",
    "|---|---:|---:|---:|---:|---:|",
    ...input.api.map(
      ({ label, app, bare }) =>
        `| ${label} | ${rps(app.requestsPerSecond)}${errors(app)} | ${ms(app.latencyP50Ms)} / ${ms(app.latencyP99Ms)} | ${rps(bare.requestsPerSecond)}${errors(bare)} | ${ms(bare.latencyP50Ms)} / ${ms(bare.latencyP99Ms)} | ${(app.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} |`,
    ),
  ];
}

function detailsSection(input: ReportInput): string[] {
  return [
    "<details><summary>Largest JS files on the landing page</summary>",
    "",
    "| File | Raw | Gzip (est.) |",
    "|---|---:|---:|",
    ...input.weight.largest.map(
      (file) => `| \`${shortName(file.url)}\` | ${kB(file.rawBytes)} | ${kB(file.gzipBytes)} |`,
    ),
    "",
    "Counted as federation runtime (they contain the `__FEDERATION__` runtime, or are its bootstrap glue):",
    "",
    ...input.weight.federationRuntimeFiles.map((name) => `- \`${name}\``),
    "",
    "</details>",
  ];
}

export function renderReport(input: ReportInput): string {
  const m = input.machine;
  return [
    `## Benchmark (${m.date})`,
    "",
    `Machine: ${m.cpus} CPUs (${m.cpuModel}), Linux ${m.kernel}, Bun ${m.bun}, Chromium ${m.chromium}, ${m.wrk}. ` +
      "The servers, wrk and Chromium share these CPUs. Reproduce with `bun run bench` " +
      "(env: BENCH_DURATION, BENCH_WARMUP, BENCH_LOADS, BENCH_LIGHTHOUSE_RUNS, BENCH_THREADS, BENCH_CONNECTIONS).",
    "",
    ...landingSection(input),
    "",
    ...apiSection(input),
    "",
    "The bare server (`api/bench/bare-server.ts`) is `Bun.serve` answering the same bodies with no framework, " +
      "database or session lookup; the ratio is what Hono, the session check and PGlite cost on this machine.",
    "",
    ...detailsSection(input),
    "",
  ].join("\n");
}
