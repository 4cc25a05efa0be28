/** What a signed-out visitor's Chromium loads for the landing page, and how soon the headline shows. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../e2e/chromium";
import { type ShareScopeSummary, summarizeShareScope } from "./share-scope";

/** The landing page's hero headline is the only h1 a signed-out visitor sees at /. */
const HEADLINE = "h1";

export interface JsFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  body: string;
}

export interface LoadTiming {
  /** ms from navigation start until the h1 was in the DOM with a non-empty box (in-page observer). */
  headlineMs: number;
  /** Same moment as Playwright's waitForSelector saw it: an upper bound that includes its polling. */
  headlineByPlaywrightMs: number;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  /** Tag of the LCP element: "h1" means LCP is the headline's own paint. */
  largestContentfulPaintElement: string | null;
}

export interface LandingMeasurement {
  files: JsFile[];
  shareScope: ShareScopeSummary;
  timings: LoadTiming[];
  chromiumVersion: string;
}

/**
 * Runs in the page before any of its scripts. A MutationObserver catches the h1 the moment
 * React inserts it; a per-frame check covers a headline that becomes visible through style
 * alone (no mutation). Playwright's own waitForSelector polls and adds a round trip, so its
 * figure is kept only as a cross-check.
 */
function watchHeadline(selector: string) {
  const state = window as unknown as { __benchHeadlineAt?: number };
  const isVisible = () => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const check = () => {
    if (state.__benchHeadlineAt !== undefined) return true;
    if (!isVisible()) return false;
    state.__benchHeadlineAt = performance.now();
    observer.disconnect();
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const everyFrame = () => {
    if (!check()) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

async function readTiming(page: Page): Promise<LoadTiming> {
  const headlineByPlaywrightMs = await page.evaluate(() => performance.now());
  return page.evaluate(async (playwrightMs) => {
    // Two frames later the paint that showed the headline has been reported to the observers.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    // LCP entries are not in the performance timeline buffer: only a buffered observer sees them.
    const lcp = await new Promise<LargestContentfulPaint | null>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve((list.getEntries().at(-1) as LargestContentfulPaint | undefined) ?? null);
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(() => resolve(null), 1000);
    });
    const fcp = performance.getEntriesByName("first-contentful-paint", "paint")[0];
    const state = window as unknown as { __benchHeadlineAt?: number };
    return {
      headlineMs: state.__benchHeadlineAt ?? playwrightMs,
      headlineByPlaywrightMs: playwrightMs,
      firstContentfulPaintMs: fcp ? fcp.startTime : null,
      largestContentfulPaintMs: lcp ? lcp.startTime : null,
      largestContentfulPaintElement: lcp?.element ? lcp.element.tagName.toLowerCase() : null,
    };
  }, headlineByPlaywrightMs);
}

const isJs = (url: string, resourceType: string) => resourceType === "script" || new URL(url).pathname.endsWith(".js");

/**
 * One untimed load that records every JS response. Kept apart from the timed loads because
 * pulling bodies through the DevTools protocol while the page loads would slow what we time.
 */
async function loadAndCollect(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies: Promise<JsFile | null>[] = [];
    page.on("response", (response) => {
      if (!isJs(response.url(), response.request().resourceType())) return;
      bodies.push(
        response.body().then(
          (buffer) => ({
            url: response.url(),
            rawBytes: buffer.byteLength,
            // The API serves files uncompressed, so what a CDN/proxy would send is estimated.
            gzipBytes: Bun.gzipSync(new Uint8Array(buffer), { level: 9 }).byteLength,
            body: buffer.toString("utf8"),
          }),
          () => null, // A redirect or aborted request has no body; it transferred nothing to count.
        ),
      );
    });
    await page.goto(url);
    await page.waitForSelector(HEADLINE, { state: "visible", timeout: 30_000 });
    // Chunks fetched after the headline (below-the-fold sections, preloads) are part of
    // what the visitor downloads too.
    await page.waitForLoadState("networkidle");
    const files = (await Promise.all(bodies)).filter((file): file is JsFile => file !== null);
    const shareScope = summarizeShareScope(await page.evaluate(readFederationShare));
    return { files, shareScope };
  } finally {
    await context.close();
  }
}

/** Serialisable copy of `__FEDERATION__.__SHARE__`: instance → scope → package → version → provider. */
function readFederationShare() {
  type Info = { from?: string; useIn?: string[] };
  const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }).__FEDERATION__;
  const rows: { instance: string; scope: string; pkg: string; version: string; from: string; useIn: string[] }[] = [];
  for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
    for (const [scope, packages] of Object.entries(scopes as Record<string, Record<string, Record<string, Info>>>)) {
      for (const [pkg, versions] of Object.entries(packages)) {
        for (const [version, info] of Object.entries(versions)) {
          rows.push({ instance, scope, pkg, version, from: info.from ?? "?", useIn: info.useIn ?? [] });
        }
      }
    }
  }
  return rows;
}

async function timedLoad(browser: Browser, url: string): Promise<LoadTiming> {
  // A new context has its own empty HTTP and code cache: every load is a first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHeadline, HEADLINE);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForSelector(HEADLINE, { state: "visible", timeout: 30_000 });
    return await readTiming(page);
  } finally {
    await context.close();
  }
}

export async function measureLanding(url: string, coldLoads: number): Promise<LandingMeasurement> {
  // Chromium writes profile state under ~/.config and ~/.cache unless told otherwise.
  const home = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: { ...process.env, XDG_CONFIG_HOME: join(home, "config"), XDG_CACHE_HOME: join(home, "cache") },
  });
  try {
    // The untimed load also warms the server (file reads, JIT) so the first timed load is not an outlier.
    const { files, shareScope } = await loadAndCollect(browser, url);
    const timings: LoadTiming[] = [];
    for (let i = 0; i < coldLoads; i++) timings.push(await timedLoad(browser, url));
    return { files, shareScope, timings, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
    rmSync(home, { recursive: true, force: true });
  }
}
