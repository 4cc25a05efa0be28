// Debian's Chromium (Playwright cannot download its own browser here), as the browser tests
// and the bench launch it: no sandbox as root, and no background traffic to hosts this
// machine cannot reach.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
