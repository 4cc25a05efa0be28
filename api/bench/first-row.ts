// The time until a list screen shows its first row, as a signed-in user sees it (finance.ts and
// backoffice.ts measure /finance/transactions and /crm with it).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../e2e/chromium";

/** Runs in the page before its scripts: notes when the first data row of a table is visible. */
function watchFirstRow(selector: string) {
  const state = window as unknown as { __benchFirstRowAt?: number };
  const check = () => {
    if (state.__benchFirstRowAt !== undefined) return true;
    const row = document.querySelector(selector);
    if (!row || row.getBoundingClientRect().height === 0) return false;
    state.__benchFirstRowAt = performance.now();
    return true;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const everyFrame = () => {
    if (!check()) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

// A ListTable's data rows are hover rows; its skeleton rows are not.
const FIRST_ROW = "main tbody tr.MuiTableRow-hover, tbody tr.MuiTableRow-hover";

/**
 * Cold loads of `url` in Chromium, signed in with `cookie`, after one untimed load: the ms from
 * navigation start until the first data row of its table was visible, per load.
 */
export async function firstRowTimes(url: string, cookie: string, loads: number): Promise<number[]> {
  const origin = new URL(url).origin;
  const home = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: { ...process.env, XDG_CONFIG_HOME: join(home, "config"), XDG_CACHE_HOME: join(home, "cache") },
  });
  const [name = "session", value = ""] = cookie.split("=");
  try {
    const times: number[] = [];
    // One untimed load warms the server's files and the query plans.
    for (let i = 0; i <= loads; i++) {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: origin }]);
      const page = await context.newPage();
      await page.addInitScript(watchFirstRow, FIRST_ROW);
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForSelector(FIRST_ROW, { state: "visible", timeout: 30_000 });
      const at = await page.evaluate(
        () => (window as unknown as { __benchFirstRowAt?: number }).__benchFirstRowAt ?? performance.now(),
      );
      if (i > 0) times.push(at);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
    rmSync(home, { recursive: true, force: true });
  }
}
