// `bun run dev`: every front end rebuilt on change (vite build --watch) and the API
// restarted on change, all in one terminal. A rebuilt remote shows on the next page
// load (its entry is served no-cache); the shell does not hot-swap a remote in place.
import { resolve } from "node:path";

const root = resolve(import.meta.dir, "../../..");
const tasks: Array<[string, string[]]> = [
  ["shell", ["bun", "run", "--cwd", "shell", "dev"]],
  ["landing", ["bun", "run", "--cwd", "mf-landing", "dev"]],
  ["core", ["bun", "run", "--cwd", "mf-core", "dev"]],
  ["finance", ["bun", "run", "--cwd", "mf-finance", "dev"]],
  ["api", ["bun", "--watch", "api/src/server.ts"]],
];

async function pipe(name: string, stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffer += decoder.decode(read.value, { stream: true });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) console.log(`[${name}] ${line}`);
  }
}

const children = tasks.map(([name, cmd]) => {
  const child = Bun.spawn(cmd, { cwd: root, stdout: "pipe", stderr: "pipe", stdin: "ignore" });
  void pipe(name, child.stdout);
  void pipe(name, child.stderr);
  return child;
});

function stop() {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
await Promise.race(children.map((child) => child.exited));
stop();
