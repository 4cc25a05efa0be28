import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { openApiDocument } from "../../http/openapi-document";

// The API describes itself (api/docs/openapi.md): GET /api/openapi.json, public like any API
// description, and the interactive reference at GET /api/reference for signed-in staff. The
// reference is Scalar, its bundle served from the installed package (no CDN: the page's
// Content-Security-Policy allows scripts from this server and the page's own nonce only).

const DOCUMENT_URL = "/api/openapi.json";
const BUNDLE_URL = "/api/reference/scalar.js";

/** The reference page's policy: Scalar's bundle from here, its two inline tags by this answer's nonce. */
export function referencePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Scalar (Vue) writes <style> elements at run time, as emotion does on the shell's pages.
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Scalar's single-file bundle (dist/browser/standalone.js of @scalar/api-reference), and it gzipped, read once. */
let bundle: Promise<{ plain: Uint8Array; gzip: Uint8Array }> | undefined;
function scalarBundle() {
  bundle ??= (async () => {
    const main = fileURLToPath(import.meta.resolve("@scalar/api-reference"));
    const plain = new Uint8Array(await readFile(join(dirname(main), "browser", "standalone.js")));
    return { plain, gzip: new Uint8Array(gzipSync(plain, { level: 9 })) };
  })();
  return bundle;
}

export const referenceRoutes = new Hono<AppEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument()))
  .get("/reference", async (c, next) => {
    const nonce = crypto.randomUUID().replaceAll("-", "");
    const render = Scalar({
      url: DOCUMENT_URL,
      cdn: BUNDLE_URL,
      nonce,
      pageTitle: "Referencia de la API | Sistema Interno",
      // Scalar's own interface in Spanish, as the document's summaries and descriptions are.
      localization: { locale: "es" },
      // Nothing from outside: no fonts from Scalar's servers, no client of its own cloud.
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: "never",
    });
    // Scalar types its middleware for a plain Hono context; it only reads the request and answers HTML.
    const response = await render(c as never, next);
    if (!response) return c.notFound();
    response.headers.set("Content-Security-Policy", referencePolicy(nonce));
    return response;
  })
  .get("/reference/scalar.js", async (c) => {
    const { plain, gzip } = await scalarBundle();
    const gzipped = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    return c.body((gzipped ? gzip : plain) as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      // Its name has no hash: revalidated, as the remotes' entries are.
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      ...(gzipped ? { "Content-Encoding": "gzip" } : {}),
    });
  });
