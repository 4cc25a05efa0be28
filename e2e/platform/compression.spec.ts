import { expect, test } from "@playwright/test";

// Every text asset is compressed at build time (shared-ui/build/precompress.ts) and the server picks
// the copy the browser accepts (api/src/http/static-files.ts).

test("the landing page, its scripts and styles reach Chromium brotli-compressed", async ({ page }) => {
  const assets: { url: string; encoding: string | undefined }[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const isAsset =
      (type === "script" || type === "stylesheet") && /\.(m?js|css)$/.test(new URL(response.url()).pathname);
    // The prerendered page itself (mf-landing/build/prerender.tsx) is compressed at build time too.
    if (isAsset || type === "document") {
      assets.push({ url: response.url(), encoding: response.headers()["content-encoding"] });
    }
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The first interaction loads React to hydrate the page.
  await page.getByRole("heading", { level: 1 }).click();
  await page.waitForLoadState("networkidle");
  // Tiny files are not worth compressing; every other one must be.
  const sizable = [];
  for (const asset of assets) {
    const length = Number((await page.request.head(asset.url)).headers()["content-length"] ?? 0);
    if (length >= 512 || asset.encoding) sizable.push(asset);
  }
  // The page, its start script and the code that hydrates it.
  expect(sizable.length).toBeGreaterThanOrEqual(3);
  expect(sizable.filter((asset) => asset.encoding !== "br")).toEqual([]);
});

test("each encoding is served on request: brotli, gzip, or none", async ({ request }) => {
  const entry = "/mf/mf-core/remoteEntry.js";
  const plain = await request.get(entry, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const source = await plain.text();
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get(entry, { headers: { "Accept-Encoding": encoding } });
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers().vary).toBe("Accept-Encoding");
    expect(response.headers()["content-type"]).toContain("javascript");
    // Playwright decodes the body: it must be the very same file.
    expect(await response.text()).toBe(source);
  }
});
