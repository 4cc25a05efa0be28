import type { Subprocess } from "bun";

/** A child HTTP server the bench started and must stop. */
export interface ChildServer {
  readonly name: string;
  readonly origin: string;
  /** The OS process id, to read its memory. */
  readonly pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  cmd: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  port: number;
  /** Path polled until it answers 200. */
  readyPath: string;
  /** The first start on a new PGlite directory takes ~5 s; leave room for a slow machine. */
  timeoutMs?: number;
}

const OUTPUT_TAIL_CHARS = 4000;
const STOP_GRACE_MS = 8000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the OS for a free port. Another process could grab it before the child binds it,
 * but on a bench machine that race is unlikely and a failed start reports it clearly.
 */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response(null) });
  const port = probe.port;
  probe.stop(true);
  if (port === undefined) throw new Error("Could not get a free port");
  return port;
}

/** Keeps only the end of a child's output: enough to explain a failed start, never unbounded. */
function collectTail(stream: ReadableStream<Uint8Array>, sink: { text: string }) {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      sink.text = (sink.text + decoder.decode(chunk.value, { stream: true })).slice(-OUTPUT_TAIL_CHARS);
    }
  })().catch(() => {
    // The stream closes with the process; nothing to report.
  });
}

async function stopProcess(proc: Subprocess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  // SIGTERM first: the API closes PGlite on it, which keeps its files clean.
  proc.kill("SIGTERM");
  const exited = await Promise.race([proc.exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
  if (!exited) {
    proc.kill("SIGKILL");
    await proc.exited;
  }
}

/** Starts a server process and resolves once `readyPath` answers 200; rejects with its output otherwise. */
export async function startServer(options: StartOptions): Promise<ChildServer> {
  const origin = `http://localhost:${options.port}`;
  const output = { text: "" };
  const proc = Bun.spawn(options.cmd, {
    cwd: options.cwd,
    env: options.env,
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  collectTail(proc.stdout, output);
  collectTail(proc.stderr, output);
  const server: ChildServer = { name: options.name, origin, pid: proc.pid, stop: () => stopProcess(proc) };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(
        `${options.name} exited before it was ready (code ${proc.exitCode ?? proc.signalCode}):\n${output.text}`,
      );
    }
    try {
      const response = await fetch(`${origin}${options.readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await server.stop();
  throw new Error(`${options.name} did not answer 200 on ${options.readyPath} in time:\n${output.text}`);
}

/** Runs a command to completion with inherited output (used for the build). */
export async function run(cmd: string[], cwd: string): Promise<void> {
  const proc = Bun.spawn(cmd, { cwd, stdin: "ignore", stdout: "inherit", stderr: "inherit" });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`${cmd.join(" ")} failed with code ${code}`);
}

/** Signs in like the browser form does and returns the session cookie ("name=value"). */
export async function signIn(origin: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    redirect: "manual",
    // The API refuses state-changing requests whose Origin is not its own.
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("session=") && pair.length > "session=".length);
  if (response.status !== 302 || !cookie) {
    throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

/** A process's resident memory in MiB (Linux: VmRSS in /proc/<pid>/status), or NaN elsewhere. */
export async function residentMemoryMiB(pid: number): Promise<number> {
  try {
    const status = await Bun.file(`/proc/${pid}/status`).text();
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The production API (api/src/server.ts, run from `root`) on the PostgreSQL database `databaseUrl`,
 * with `admin` as its ADMIN_* account and no request log (a line per request would measure the
 * terminal, not the API).
 */
export function startPostgresApi(
  root: string,
  databaseUrl: string,
  admin: { email: string; password: string; firstName: string },
): Promise<ChildServer> {
  const port = freePort();
  return startServer({
    name: "API (PostgreSQL)",
    cmd: [process.execPath, "api/src/server.ts"],
    cwd: root,
    port,
    readyPath: "/api/health",
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_FIRST_NAME: admin.firstName,
      LOG_REQUESTS: "false",
    },
  });
}
