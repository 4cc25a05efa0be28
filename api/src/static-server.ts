import { resolve } from "node:path";
import { loadStaticServerEnv } from "./env";
import { serveDirectory } from "./http/static-files";

// Serves one remote's build on its own origin, as the finance team deploys mf-finance:
// CORS-open, entry files no-cache, hashed assets immutable (the same rules as the API's).
const env = loadStaticServerEnv();
const dir = resolve(env.STATIC_DIR);
const server = Bun.serve({
  port: env.PORT,
  fetch(request) {
    const path = new URL(request.url).pathname.replace(/^\/+/, "") || "remoteEntry.js";
    if (request.method === "OPTIONS") {
      return new Response(null, { status: 204, headers: { "Access-Control-Allow-Origin": "*" } });
    }
    return serveDirectory(dir, request, path) ?? new Response("No encontrado", { status: 404 });
  },
});
console.log(`Sirviendo ${dir} en http://localhost:${server.port}`);
process.on("SIGTERM", () => server.stop().then(() => process.exit(0)));
