/** HTTP load through wrk: running it and reading its text output. */

export interface LoadSettings {
  durationSeconds: number;
  warmupSeconds: number;
  threads: number;
  connections: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Answers outside 2xx/3xx: reported beside the figure, since a 401 or 503 is cheaper than a 200. */
  non2xx: number;
  socketErrors: number;
}

/** Where wrk lives, or null; the caller explains how to install it. */
export function findWrk(): string | null {
  return Bun.which("wrk");
}

// wrk prints durations as e.g. "215.00us", "1.20ms", "2.01s", "1.00m".
const UNIT_TO_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function parseDurationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  const unit = match?.[2];
  if (!match?.[1] || !unit) throw new Error(`Unreadable wrk duration: ${text}`);
  return Number(match[1]) * (UNIT_TO_MS[unit] ?? Number.NaN);
}

function requireMatch(output: string, pattern: RegExp, what: string): string {
  const value = pattern.exec(output)?.[1];
  if (value === undefined) throw new Error(`wrk output has no ${what}:\n${output}`);
  return value;
}

/** Reads the figures we report from `wrk --latency` output. Exported for a quick check by hand. */
export function parseWrkOutput(output: string): LoadResult {
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(requireMatch(output, /Requests\/sec:\s+([\d.]+)/, "Requests/sec")),
    latencyP50Ms: parseDurationMs(requireMatch(output, /^\s+50%\s+(\S+)/m, "50% latency")),
    latencyP99Ms: parseDurationMs(requireMatch(output, /^\s+99%\s+(\S+)/m, "99% latency")),
    requests: Number(requireMatch(output, /(\d+) requests in/, "request count")),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

async function runWrk(wrk: string, url: string, seconds: number, settings: LoadSettings, headers: string[]) {
  const args = [
    wrk,
    `-t${settings.threads}`,
    `-c${settings.connections}`,
    `-d${seconds}s`,
    "--latency",
    ...headers.flatMap((header) => ["-H", header]),
    url,
  ];
  const proc = Bun.spawn(args, { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  if (code !== 0) throw new Error(`wrk failed (${code}) on ${url}:\n${stderr}${stdout}`);
  return stdout;
}

/**
 * A short unmeasured run first: the first seconds include JIT warm-up and connection setup in
 * both servers, which would otherwise favour whichever was measured second.
 */
export async function measure(wrk: string, url: string, settings: LoadSettings, headers: string[] = []) {
  if (settings.warmupSeconds > 0) await runWrk(wrk, url, settings.warmupSeconds, settings, headers);
  return parseWrkOutput(await runWrk(wrk, url, settings.durationSeconds, settings, headers));
}
