import { join } from "node:path";
import type { Subprocess } from "bun";
import { collect, REPO_ROOT, tempDataDir } from "./processes";

// Caddy in front of API servers, for the tests of several replicas (src/replicas.test.ts). It runs
// the repository's own deploy/Caddyfile, the one docker-compose.yml's `replicas` profile mounts,
// with the upstreams and the address given through the file's variables: the test proves the
// configuration that ships, not a copy of it.

export const CADDYFILE = join(REPO_ROOT, "deploy/Caddyfile");

/** Debian's caddy (`apt-get install caddy`; .ci/run installs it). */
export function caddyPath(): string {
  const caddy = Bun.which("caddy");
  if (!caddy) throw new Error("caddy is not installed: apt-get install caddy (.ci/run installs it)");
  return caddy;
}

export type ProxyProcess = {
  process: Subprocess<"ignore", "pipe", "pipe">;
  /** The proxy's origin, e.g. http://127.0.0.1:41234: the replicas' PUBLIC_ORIGIN. */
  origin: string;
  output(): string;
  stop(): Promise<void>;
};

/**
 * Runs `caddy` on a Caddyfile with `variables` in its environment, in a directory of its own (it
 * keeps nothing, but Caddy resolves its data and config directories from HOME and XDG_*).
 */
export function runCaddy(args: string[], variables: Record<string, string>) {
  const home = tempDataDir("caddy");
  const child = Bun.spawn([caddyPath(), ...args, "--config", CADDYFILE, "--adapter", "caddyfile"], {
    cwd: home.dir,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: home.dir,
      XDG_DATA_HOME: join(home.dir, "data"),
      XDG_CONFIG_HOME: join(home.dir, "config"),
      ...variables,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  return { child, home };
}

/** What `caddy adapt` makes of deploy/Caddyfile with these variables: the JSON configuration. */
export async function adaptCaddyfile(variables: Record<string, string> = {}): Promise<unknown> {
  const { child, home } = runCaddy(["adapt"], variables);
  try {
    const [stdout, stderr, code] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ]);
    if (code !== 0) throw new Error(`caddy adapt exited ${code}:\n${stderr}`);
    return JSON.parse(stdout);
  } finally {
    home.remove();
  }
}

/**
 * Starts Caddy on `port` in front of the servers on `upstreamPorts`, and waits until it routes
 * /api/health. The port is chosen first, since the servers need the proxy's origin to start.
 */
export async function startProxy(port: number, upstreamPorts: number[]): Promise<ProxyProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const { child, home } = runCaddy(["run"], {
    PROXY_ADDRESS: origin,
    API_UPSTREAMS: upstreamPorts.map((upstream) => `127.0.0.1:${upstream}`).join(" "),
  });
  const chunks: string[] = [];
  void collect(child.stdout, chunks);
  void collect(child.stderr, chunks);
  const proxy: ProxyProcess = {
    process: child,
    origin,
    output: () => chunks.join(""),
    stop: async () => {
      child.kill("SIGKILL");
      await child.exited;
      home.remove();
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited ${child.exitCode}:\n${proxy.output()}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return proxy;
    await Bun.sleep(100);
  }
  await proxy.stop();
  throw new Error(`caddy did not route /api/health within 30 s:\n${proxy.output()}`);
}
