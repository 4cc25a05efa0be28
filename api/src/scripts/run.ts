import { type OpenedDatabase, openDatabase } from "../db/client";
import { type Env, loadEnv } from "../env";

// The frame of every command-line script: configuration, database, exit code.

/** Opens the configured database (PGlite under DATA_DIR, or DATABASE_URL) for `use`, then closes it. */
export async function withDatabase<T>(use: (opened: OpenedDatabase, env: Env) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await use(opened, env);
  } finally {
    // PGlite left open keeps the process alive for about 10 seconds after the work is done.
    await opened.close();
  }
}

/** Exits with main()'s code; an unexpected error exits 1 with `failure` and the reason, in Spanish. */
export function runMain(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
