// The production entry: `bun api/src/server.ts [--demo]`. Opens the database (migrations run),
// serves the API and the built front ends, and shuts down cleanly on SIGTERM/SIGINT.
import { resolve } from "node:path";
import { createApp } from "./app";
import { ensureAdminAccount } from "./auth/admin-account";
import { type OpenedDatabase, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { loadEnv, publicOriginWarning } from "./env";
import { LiveUpdates } from "./http/live-updates";
import { startJobEngine } from "./jobs/job-engine";
import { PdfWorkerPool } from "./pdf/worker-pool";
import { printSummary, seedDemoIfEmpty } from "./scripts/seed-demo";
import { createShutdown } from "./shutdown";

const env = loadEnv();
const withDemo = Bun.argv.includes("--demo");
const where = env.DATABASE_URL ? "PostgreSQL" : `PGlite en ${resolve(env.DATA_DIR)}`;

let database: OpenedDatabase;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
} catch (error) {
  // Another process holds the embedded database, or the server cannot be reached: say which, no stack.
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof DataDirLockedError ? reason : `No se pudo abrir la base de datos (${where}): ${reason}`,
  );
  process.exit(1);
}

await ensureAdminAccount(database.db, env);
if (withDemo) {
  const summary = await seedDemoIfEmpty(database.db);
  if (summary) printSummary(summary, where);
  else console.log("La base de datos ya tiene datos: se inicia sin cargar la demostración.");
}

// The PDF renderer the API and the jobs share (a job e-mails documents with their PDF).
const pdf = new PdfWorkerPool();
// The job queue (src/jobs/): the hourly purge and every other scheduled or retried job.
const jobs = await startJobEngine(database, { env, pdf }).catch(async (error: unknown) => {
  console.error(`No se pudo iniciar la cola de tareas: ${error instanceof Error ? error.message : String(error)}`);
  await database.close();
  process.exit(1);
});

const staticRoot = env.STATIC_ROOT ? resolve(env.STATIC_ROOT) : resolve(import.meta.dir, "../..");
const live = new LiveUpdates(database.db);
const app = createApp({ db: database.db, env, staticRoot, pdf, live, jobs });
const originWarning = publicOriginWarning(env);
if (originWarning) console.warn(originWarning);
const server = Bun.serve({ port: env.PORT, hostname: env.BIND_ADDRESS, fetch: app.fetch });
console.log(`Sistema listo en http://localhost:${server.port} (base de datos: ${where})`);

const shutdown = createShutdown({ server, database, pdf, jobs, live });
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
