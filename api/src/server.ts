import { resolve } from "node:path";
import { createApp } from "./app";
import { ensureAdminAccount } from "./auth/admin-account";
import { openDatabase } from "./db/client";
import { loadEnv } from "./env";

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
await ensureAdminAccount(database.db, env);

const staticRoot = env.STATIC_ROOT ? resolve(env.STATIC_ROOT) : resolve(import.meta.dir, "../..");
const app = createApp({ db: database.db, env, staticRoot });
const server = Bun.serve({ port: env.PORT, fetch: app.fetch });
console.log(
  `Sistema listo en http://localhost:${server.port} (base de datos: ${database.kind === "pglite" ? `PGlite en ${resolve(env.DATA_DIR)}` : "PostgreSQL"})`,
);

// PGlite must be closed or the process lingers for seconds and may leave its files dirty.
async function shutdown() {
  await server.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
