import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  test("a path cannot climb out of the build directory", async () => {
    expect((await app.request("/mf/mf-core/..%2F..%2Fshell%2Fdist%2Findex.html")).status).toBe(404);
  });
});
