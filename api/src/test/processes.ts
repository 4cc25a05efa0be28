import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";

// Real processes for the tests that only processes can prove: the data-directory lock, a crash
// (SIGKILL) and a graceful shutdown. The server is the production entry, `api/src/server.ts`.

export const REPO_ROOT = resolve(import.meta.dir, "../../..");
export const ADMIN = { email: "proceso@istmo.test", password: "clave-de-proceso-1" };

/** A fresh directory for one test's embedded database; remove() deletes it. */
export function tempDataDir(label: string) {
  const dir = mkdtempSync(join(tmpdir(), `sistema-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port;
  probe.stop(true);
  if (!port) throw new Error("no free port");
  return port;
}

function childEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  // The test process may point at a PostgreSQL server; these children use the embedded database.
  delete env.DATABASE_URL;
  return {
    ...env,
    DATA_DIR: dataDir,
    LOG_REQUESTS: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

export type ServerProcess = {
  process: Subprocess<"ignore", "pipe", "pipe">;
  port: number;
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number>;
};

/** Appends everything `stream` carries to `into`, as text, until it ends. */
export async function collect(stream: ReadableStream<Uint8Array>, into: string[]) {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    into.push(decoder.decode(read.value, { stream: true }));
  }
}

/**
 * Starts the production server on `dataDir` and waits until /api/health answers. `port` is a free
 * one unless given (a replica restarted where its proxy expects it).
 */
export async function startServer(
  dataDir: string,
  extra: Record<string, string> = {},
  args: string[] = [],
  port = freePort(),
): Promise<ServerProcess> {
  const child = Bun.spawn([process.execPath, "api/src/server.ts", ...args], {
    cwd: REPO_ROOT,
    env: childEnv(dataDir, { PORT: String(port), ...extra }),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const chunks: string[] = [];
  void collect(child.stdout, chunks);
  void collect(child.stderr, chunks);
  const server: ServerProcess = {
    process: child,
    port,
    url: `http://localhost:${port}`,
    output: () => chunks.join(""),
    exited: child.exited,
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}:\n${server.output()}`);
    const healthy = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await Bun.sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer within 60 s:\n${server.output()}`);
}

/**
 * Runs a root package script (`seed:demo`, `user:add` …) to its end on `dataDir`. `extra` adds to
 * the environment, e.g. `DATABASE_URL` to point it at a PostgreSQL server (childEnv removes the
 * test process's own).
 */
export async function runScript(
  dataDir: string,
  script: string,
  args: string[] = [],
  extra: Record<string, string> = {},
) {
  const child = Bun.spawn([process.execPath, "run", script, ...args], {
    cwd: REPO_ROOT,
    env: childEnv(dataDir, extra),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, stdout, stderr };
}

/** Signs in through the sign-in form, as a browser does; answers the Cookie header value. */
export async function signInTo(server: Pick<ServerProcess, "url">): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** A JSON request to the running server as the shell sends it. */
export function apiRequest(server: ServerProcess, method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: server.url };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
