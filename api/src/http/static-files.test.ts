import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { onError, onNotFound } from "./errors";
import { serveDirectory, staticFrontEnds } from "./static-files";

// A built tree on disk: the shell and one remote, enough to serve both kinds of path.
const root = mkdtempSync(join(tmpdir(), "front-ends-"));
mkdirSync(join(root, "shell", "dist"), { recursive: true });
mkdirSync(join(root, "mf-core", "dist"), { recursive: true });
writeFileSync(join(root, "shell", "dist", "index.html"), "<html>shell</html>");
writeFileSync(join(root, "mf-core", "dist", "remoteEntry.js"), "export {}");
// An asset as the build leaves it: the file and its precompressed copies (shared-ui/build/precompress.ts).
const asset = `export const text = "${"Factura electrónica ".repeat(200)}";`;
mkdirSync(join(root, "shell", "dist", "assets"), { recursive: true });
writeFileSync(join(root, "shell", "dist", "assets", "app-abc123.js"), asset);
writeFileSync(join(root, "shell", "dist", "assets", "app-abc123.js.br"), brotliCompressSync(asset));
writeFileSync(join(root, "shell", "dist", "assets", "app-abc123.js.gz"), gzipSync(asset));
writeFileSync(join(root, "mf-core", "dist", "big.css"), "body{}".repeat(300));
writeFileSync(join(root, "mf-core", "dist", "big.css.gz"), gzipSync("body{}".repeat(300)));
// Vite's build manifests (every source file's name and its output): for the build only.
for (const dist of [join(root, "shell", "dist"), join(root, "mf-core", "dist")]) {
  mkdirSync(join(dist, ".vite"), { recursive: true });
  writeFileSync(join(dist, ".vite", "manifest.json"), '{"src/main.tsx":{"file":"assets/main.js"}}');
}
writeFileSync(join(root, "mf-core", "dist", "mf-manifest.json"), '{"id":"mf_core"}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
app.onError(onError);
app.notFound(onNotFound);
app.use("*", staticFrontEnds(root));

describe("built front ends", () => {
  test("a remote's entry and the shell's pages are served", async () => {
    const entry = await app.request("/mf/mf-core/remoteEntry.js");
    expect(entry.status).toBe(200);
    expect(entry.headers.get("cache-control")).toBe("no-cache");
    expect(await (await app.request("/crm")).text()).toBe("<html>shell</html>");
  });

  test("a malformed percent escape in the path is a 404 or the shell, never a 500", async () => {
    expect((await app.request("/mf/mf-core/%E0%A4%A")).status).toBe(404);
    expect((await app.request("/assets/%E0")).status).toBe(404);
    const page = await app.request("/clientes/%E0%A4%A");
    expect({ status: page.status, body: await page.text() }).toEqual({ status: 200, body: "<html>shell</html>" });
    // The remote's own static server (static-server.ts) goes through serveDirectory too.
    const request = new Request("http://localhost/%E0%A4%A");
    expect(serveDirectory(join(root, "mf-core", "dist"), request, "%E0%A4%A")).toBeNull();
  });

  test("a file that is not there is a 404, not the shell's page; a route without one is the shell", async () => {
    for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/crm/informe.pdf"]) {
      const response = await app.request(path);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 404,
        body: { error: "Archivo no encontrado" },
      });
    }
    expect(await (await app.request("/settings/users")).text()).toBe("<html>shell</html>");
  });

  test("a build's hidden files (.vite/manifest.json) are a 404 to everyone; the federation's manifest is served", async () => {
    const paths = ["/mf/mf-core/.vite/manifest.json", "/mf/mf-core/%2Evite/manifest.json", "/.vite/manifest.json"];
    for (const path of paths) expect({ path, status: (await app.request(path)).status }).toEqual({ path, status: 404 });
    // The remote's own server (static-server.ts) refuses it the same way.
    const request = new Request("http://localhost/.vite/manifest.json");
    expect(serveDirectory(join(root, "mf-core", "dist"), request, ".vite/manifest.json")).toBeNull();
    const federation = await app.request("/mf/mf-core/mf-manifest.json");
    expect({ status: federation.status, cache: federation.headers.get("cache-control") }).toEqual({
      status: 200,
      cache: "no-cache",
    });
  });

  test("a path cannot climb out of the build directory", async () => {
    expect((await app.request("/mf/mf-core/..%2F..%2Fshell%2Fdist%2Findex.html")).status).toBe(404);
  });
});

describe("precompressed assets", () => {
  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, acceptEncoding === undefined ? {} : { headers: { "Accept-Encoding": acceptEncoding } });
  const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

  test("brotli when the browser accepts it, with the original type and Vary", async () => {
    const response = await get("/assets/app-abc123.js", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toStartWith("text/javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(await body(response)).toString()).toBe(asset);
  });

  test("gzip when brotli is not accepted", async () => {
    for (const header of ["gzip, deflate", "br;q=0, gzip"]) {
      const response = await get("/assets/app-abc123.js", header);
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(await body(response)).toString()).toBe(asset);
    }
  });

  test("the file as it is without an accepted encoding, still varying by it", async () => {
    for (const header of [undefined, "identity", "gzip;q=0, br;q=0"]) {
      const response = await get("/assets/app-abc123.js", header);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(await response.text()).toBe(asset);
    }
  });

  test("a remote's files, served by the API or by its own server, are compressed the same way", async () => {
    const response = await get("/mf/mf-core/big.css", "br, gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toStartWith("text/css");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const direct = serveDirectory(
      join(root, "mf-core", "dist"),
      new Request("http://localhost/big.css", { headers: { "Accept-Encoding": "gzip" } }),
      "big.css",
    );
    expect(direct?.headers.get("content-encoding")).toBe("gzip");
  });

  test("a file without compressed copies is sent as it is, without Vary", async () => {
    const response = await get("/mf/mf-core/remoteEntry.js", "br, gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBeNull();
    expect(await response.text()).toBe("export {}");
  });
});
