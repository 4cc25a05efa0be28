/**
 * Lighthouse 13 on the signed-out landing page, as a phone sees it: its default mobile emulation and
 * simulated throttling (slow 4G, 4× CPU slowdown), Debian's Chromium, a fresh profile per run.
 * Lighthouse's own scores vary from run to run, so it runs several times and the median is reported.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../../e2e/chromium";
import { percentile } from "./report";

export interface LighthouseRun {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Compressed bytes (as transferred) of the requests that had finished when the page first painted. */
  bytesBeforeFirstPaint: number;
  requestsBeforeFirstPaint: number;
  /** Every byte the page transferred while Lighthouse watched it. */
  totalBytes: number;
  /** Audits of the four categories that did not pass, to say what to fix. */
  failing: string[];
}

export interface LighthouseMeasurement {
  version: string;
  runs: LighthouseRun[];
  median: Omit<LighthouseRun, "failing">;
}

type Audit = { score: number | null; numericValue?: number; title: string; details?: { items?: unknown[] } };
type Report = {
  lighthouseVersion: string;
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};
type NetworkRequest = { networkEndTime?: number; transferSize?: number };

const LIGHTHOUSE_CLI = Bun.resolveSync("lighthouse/cli/index.js", import.meta.dir);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const numeric = (report: Report, id: string) => report.audits[id]?.numericValue ?? Number.NaN;
const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);

/**
 * What the first paint cost in bytes: the requests finished by the observed First Contentful Paint.
 * The network log's times count from its first request; the trace gives both clocks in µs.
 */
function bytesBeforeFirstPaint(report: Report): { bytes: number; requests: number } {
  const metrics = report.audits.metrics?.details?.items?.[0] as { observedFirstContentfulPaintTs?: number } | undefined;
  const network = report.audits["network-requests"]?.details as
    | { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const paintTs = metrics?.observedFirstContentfulPaintTs;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (paintTs === undefined || startTs === undefined) throw new Error("Lighthouse reported no paint or network timing");
  const paintMs = (paintTs - startTs) / 1000;
  const finished = (network?.items ?? []).filter((item) => (item.networkEndTime ?? Infinity) <= paintMs);
  return { bytes: finished.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), requests: finished.length };
}

function failingAudits(report: Report): string[] {
  const failing = new Set<string>();
  for (const category of CATEGORIES) {
    for (const { id, weight } of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[id];
      if (weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}: ${audit.title}`);
    }
  }
  return [...failing];
}

function summarize(report: Report): LighthouseRun {
  const network = report.audits["network-requests"]?.details?.items as NetworkRequest[] | undefined;
  const beforePaint = bytesBeforeFirstPaint(report);
  return {
    performance: score(report, "performance"),
    accessibility: score(report, "accessibility"),
    bestPractices: score(report, "best-practices"),
    seo: score(report, "seo"),
    firstContentfulPaintMs: numeric(report, "first-contentful-paint"),
    largestContentfulPaintMs: numeric(report, "largest-contentful-paint"),
    totalBlockingTimeMs: numeric(report, "total-blocking-time"),
    cumulativeLayoutShift: numeric(report, "cumulative-layout-shift"),
    speedIndexMs: numeric(report, "speed-index"),
    bytesBeforeFirstPaint: beforePaint.bytes,
    requestsBeforeFirstPaint: beforePaint.requests,
    totalBytes: (network ?? []).reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failing: failingAudits(report),
  };
}

/** One Lighthouse run through its CLI (it launches and closes its own Chromium). */
async function runOnce(url: string): Promise<Report> {
  const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  try {
    const output = join(dir, "report.json");
    const proc = Bun.spawn(
      [
        process.execPath,
        LIGHTHOUSE_CLI,
        url,
        `--chrome-path=${chromiumPath}`,
        `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
      ],
      // Chromium and Lighthouse keep their state under HOME unless told otherwise.
      { env: { ...process.env, HOME: dir }, stdin: "ignore", stdout: "pipe", stderr: "pipe" },
    );
    const [code, stderr] = await Promise.all([proc.exited, new Response(proc.stderr).text()]);
    if (code !== 0) throw new Error(`Lighthouse failed (code ${code}):\n${stderr.slice(-4000)}`);
    return JSON.parse(readFileSync(output, "utf8")) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureLighthouse(url: string, runs: number): Promise<LighthouseMeasurement> {
  const reports: Report[] = [];
  for (let i = 0; i < runs; i++) reports.push(await runOnce(url));
  const summaries = reports.map(summarize);
  const median = (pick: (run: LighthouseRun) => number) => percentile(summaries.map(pick), 50);
  return {
    version: reports[0]?.lighthouseVersion ?? "?",
    runs: summaries,
    median: {
      performance: median((r) => r.performance),
      accessibility: median((r) => r.accessibility),
      bestPractices: median((r) => r.bestPractices),
      seo: median((r) => r.seo),
      firstContentfulPaintMs: median((r) => r.firstContentfulPaintMs),
      largestContentfulPaintMs: median((r) => r.largestContentfulPaintMs),
      totalBlockingTimeMs: median((r) => r.totalBlockingTimeMs),
      cumulativeLayoutShift: median((r) => r.cumulativeLayoutShift),
      speedIndexMs: median((r) => r.speedIndexMs),
      bytesBeforeFirstPaint: median((r) => r.bytesBeforeFirstPaint),
      requestsBeforeFirstPaint: median((r) => r.requestsBeforeFirstPaint),
      totalBytes: median((r) => r.totalBytes),
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The README section: the medians against the goals, and every run beside them. */
export function renderLighthouse(measurement: LighthouseMeasurement): string {
  const { median, runs } = measurement;
  const rows: [string, (r: Omit<LighthouseRun, "failing">) => string, string][] = [
    ["Performance", (r) => String(r.performance), "≥ 95"],
    ["First Contentful Paint", (r) => seconds(r.firstContentfulPaintMs), ""],
    ["Largest Contentful Paint", (r) => seconds(r.largestContentfulPaintMs), "≤ 2.0 s"],
    ["Total Blocking Time", (r) => `${Math.round(r.totalBlockingTimeMs)} ms`, ""],
    ["Cumulative Layout Shift", (r) => r.cumulativeLayoutShift.toFixed(3), "≤ 0.05"],
    ["Speed Index", (r) => seconds(r.speedIndexMs), ""],
    ["Accessibility", (r) => String(r.accessibility), "100"],
    ["Best practices", (r) => String(r.bestPractices), ""],
    ["SEO", (r) => String(r.seo), "100"],
    [
      "Bytes before first paint (compressed, requests finished by FCP)",
      (r) => `${kB(r.bytesBeforeFirstPaint)} in ${r.requestsBeforeFirstPaint} requests`,
      "≤ 60 kB",
    ],
    ["All bytes transferred while Lighthouse watched", (r) => kB(r.totalBytes), ""],
  ];
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  return [
    `### Landing page in Lighthouse ${measurement.version} (mobile, default simulated throttling, ${runs.length} runs)`,
    "",
    `| Measure | Median | Goal | ${runs.map((_, i) => `Run ${i + 1}`).join(" | ")} |`,
    `|---|---:|---:|${runs.map(() => "---:").join("|")}|`,
    ...rows.map(
      ([label, format, goal]) => `| ${label} | ${format(median)} | ${goal} | ${runs.map(format).join(" | ")} |`,
    ),
    "",
    failing.length ? `Audits that did not pass in some run: ${failing.join("; ")}.` : "Every scored audit passed.",
  ].join("\n");
}
