import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { API_PAGE_POLICY } from "../routes/auth/login-page";
import { signedInApi } from "../test/api";
import { describeEachDatabase } from "../test/databases";
import { insertClient } from "../test/fixtures";
import { createUser, jsonRequest, loginRequest, signIn, testApp } from "../test/harness";
import { frontEndPolicy, remoteOrigins, styleHash } from "./content-security";

// Content-Security-Policy on every HTML page, no-store on signed-in JSON (review findings 2 and 4).

/** The directives of a policy, by name. */
function directives(policy: string | null): Record<string, string> {
  const entries = (policy ?? "").split(";").map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(entries.filter(([name]) => name).map(([name, ...sources]) => [name, sources.join(" ")]));
}

/** Every <style> element of a page is allowed by the policy's hashes, and nothing else is inline. */
async function expectApiPage(response: Response) {
  const policy = response.headers.get("content-security-policy");
  expect(policy).toBe(API_PAGE_POLICY);
  expect(directives(policy)).toMatchObject({
    "default-src": "'none'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
    "base-uri": "'none'",
  });
  const html = await response.text();
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  expect(styles).toHaveLength(1);
  expect(directives(policy)["style-src"]).toBe(styleHash(styles[0] ?? ""));
  expect(html).not.toContain("<script");
  expect(html).not.toMatch(/ style=/);
}

const root = mkdtempSync(join(tmpdir(), "csp-front-ends-"));
mkdirSync(join(root, "shell", "dist", "assets"), { recursive: true });
writeFileSync(join(root, "shell", "dist", "index.html"), "<!doctype html><html><body>shell</body></html>");
writeFileSync(join(root, "shell", "dist", "assets", "index-abc.js"), "export {}");
const unbuilt = mkdtempSync(join(tmpdir(), "csp-unbuilt-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(unbuilt, { recursive: true, force: true });
});

describe("the front ends' policy", () => {
  test("scripts, styles, fetches, images and fonts from this server and the remotes' origins", () => {
    const env = parseEnv({
      REMOTE_FINANCE_URL: "https://finanzas.istmo.test/v2",
      REMOTE_CORE_URL: "http://localhost:3001/",
    });
    expect(remoteOrigins(env)).toEqual(["http://localhost:3001", "https://finanzas.istmo.test"]);
    const remotes = "http://localhost:3001 https://finanzas.istmo.test";
    expect(directives(frontEndPolicy(env))).toEqual({
      "default-src": "'self'",
      "script-src": `'self' ${remotes}`,
      "style-src": `'self' 'unsafe-inline' ${remotes}`,
      "connect-src": `'self' ${remotes}`,
      "img-src": `'self' data: ${remotes}`,
      "font-src": `'self' data: ${remotes}`,
      "object-src": "'none'",
      "base-uri": "'self'",
      "frame-ancestors": "'none'",
      "form-action": "'self'",
    });
    // Remotes given as paths are this server: 'self' covers them.
    expect(directives(frontEndPolicy(parseEnv({})))["script-src"]).toBe("'self'");
  });
});

describeEachDatabase("Content-Security-Policy", (getDb) => {
  test("the sign-in page: no script, its one style by hash, on every answer", async () => {
    const db = getDb();
    const app = testApp(db);
    await expectApiPage(await app.request("/api/login"));
    const user = await createUser(db);
    const wrong = await loginRequest(app, user.email, "no-es-la-clave", "10.60.0.1");
    expect(wrong.status).toBe(401);
    await expectApiPage(wrong);
  });

  test("the sign-out page has the same policy", async () => {
    const db = getDb();
    const app = testApp(db);
    const user = await createUser(db);
    const cookie = await signIn(app, user.email, user.password);
    const page = await app.request("/api/logout", { headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" } });
    expect(page.status).toBe(200);
    await expectApiPage(page);
  });

  test("the shell's page gets the front ends' policy; JSON, scripts and the 'not built' text get none", async () => {
    const env = parseEnv({ LOG_REQUESTS: "false", REMOTE_FINANCE_URL: "https://finanzas.istmo.test/" });
    const app = createApp({ db: getDb(), env, staticRoot: root });
    for (const path of ["/", "/crm", "/finance/receivables"]) {
      const page = await app.request(path);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("content-security-policy")).toBe(frontEndPolicy(env));
    }
    expect((await app.request("/assets/index-abc.js")).headers.get("content-security-policy")).toBeNull();
    expect((await app.request("/api/health")).headers.get("content-security-policy")).toBeNull();

    const notBuilt = await createApp({ db: getDb(), env, staticRoot: unbuilt }).request("/");
    expect(notBuilt.status).toBe(503);
    expect(notBuilt.headers.get("content-security-policy")).toBeNull();
  });
});

describeEachDatabase("Cache-Control on signed-in JSON", (getDb) => {
  test("every JSON answer to a signed-in user is no-store, errors included", async () => {
    const api = await signedInApi(getDb());
    const { id } = await insertClient(getDb());
    const answers = [
      await api.request("GET", "/api/auth/user"),
      await api.request("GET", "/api/clients"),
      await api.request("GET", `/api/clients/${id}`),
      await api.request("GET", "/api/clients/999999"),
      await api.request("POST", "/api/clients", {}),
      await api.request("GET", "/api/no-existe"),
    ];
    expect(answers.map((response) => [response.status, response.headers.get("cache-control")])).toEqual([
      [200, "no-store"],
      [200, "no-store"],
      [200, "no-store"],
      [404, "no-store"],
      [400, "no-store"],
      [404, "no-store"],
    ]);
  });

  test("a handler's own Cache-Control stands; signed-out answers are left alone", async () => {
    const api = await signedInApi(getDb());
    expect((await api.request("GET", "/api/remotes")).headers.get("cache-control")).toBe("no-cache");
    const app = testApp(getDb());
    const health = await jsonRequest(app, "GET", "/api/health");
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBeNull();
    const refused = await jsonRequest(app, "GET", "/api/clients");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBeNull();
  });
});
