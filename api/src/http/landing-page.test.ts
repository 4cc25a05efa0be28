import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { describeEachDatabase } from "../test/databases";
import { createUser, signIn } from "../test/harness";
import { PRERENDERED_LANDING } from "./static-files";

// GET / is two pages: the prerendered landing page for visitors, the shell for signed-in staff.

const HERO = "Software a la medida para las empresas y el gobierno de Panamá";
const landingHtml = `<!doctype html><html lang="es"><body><div id="root"><h1>${HERO}</h1>${"<p>Istmo</p>".repeat(100)}</div></body></html>`;
const shellHtml = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';

// A built tree as `bun run build` leaves it: the shell, and mf-landing's prerendered page with its brotli copy.
const root = mkdtempSync(join(tmpdir(), "landing-page-"));
const landingPath = join(root, PRERENDERED_LANDING);
mkdirSync(dirname(landingPath), { recursive: true });
writeFileSync(landingPath, landingHtml);
writeFileSync(`${landingPath}.br`, brotliCompressSync(landingHtml));
mkdirSync(join(root, "shell", "dist"), { recursive: true });
writeFileSync(join(root, "shell", "dist", "index.html"), shellHtml);
// The same tree before the landing page is prerendered (a development build): the shell shows it.
const unprerendered = mkdtempSync(join(tmpdir(), "landing-page-dev-"));
mkdirSync(join(unprerendered, "shell", "dist"), { recursive: true });
writeFileSync(join(unprerendered, "shell", "dist", "index.html"), shellHtml);
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(unprerendered, { recursive: true, force: true });
});

const env = parseEnv({ LOG_REQUESTS: "false" });

describeEachDatabase("GET / by session", (getDb) => {
  test("a visitor without a session gets the prerendered landing page, brotli when accepted", async () => {
    const app = createApp({ db: getDb(), env, staticRoot: root });
    const plain = await app.request("/");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // The same URL answers differently with a session: no cache may hand one's page to the other.
    expect(plain.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(plain.headers.get("cache-control")).toBe("no-cache");
    expect(await plain.text()).toContain(HERO);

    const compressed = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(landingHtml);
  });

  test("a cookie that is not a live session still gets the landing page", async () => {
    const app = createApp({ db: getDb(), env, staticRoot: root });
    for (const cookie of ["session=abc.def", "session=%00", "otra=1"]) {
      expect(await (await app.request("/", { headers: { Cookie: cookie } })).text()).toContain(HERO);
    }
  });

  test("a signed-in user gets the shell, which shows the dashboard; other paths are the shell's for everyone", async () => {
    const db = getDb();
    const app = createApp({ db, env, staticRoot: root });
    const user = await createUser(db);
    const cookie = await signIn(app, user.email, user.password);
    const page = await app.request("/", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("vary")).toBe("Cookie");
    const html = await page.text();
    expect(html).toBe(shellHtml);
    expect(html).not.toContain(HERO);
    expect(await (await app.request("/crm")).text()).toBe(shellHtml);
  });

  test("without a prerendered page the shell is served at / to everyone", async () => {
    const app = createApp({ db: getDb(), env, staticRoot: unprerendered });
    expect(await (await app.request("/")).text()).toBe(shellHtml);
  });
});
