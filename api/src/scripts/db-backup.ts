// `bun run db:backup -- --out copia.sql [--force]`: a plain SQL dump of the configured database
// (PGlite under DATA_DIR, or DATABASE_URL). Rules: api/docs/backup.md.
import { parseArgs } from "node:util";
import { backupDatabase } from "../db/backup";
import { loadEnv } from "../env";
import { runMain } from "./run";

const USAGE = "Uso: bun run db:backup -- --out copia.sql [--force]   (--force reemplaza un archivo existente)";

export type BackupArgs = { out: string; force: boolean };

/** Reads `--out FILE` (or one positional) and `--force`; `--` separators are dropped. Answers an error text when invalid. */
export function parseBackupArgs(argv: string[]): BackupArgs | string {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return invalidOption(error);
  }
  const out = parsed.values.out ?? parsed.positionals[0];
  if (!out?.trim()) return "Error: falta el archivo de destino (--out)";
  if (parsed.positionals.length > (parsed.values.out ? 0 : 1)) return "Error: sobran argumentos";
  return { out, force: parsed.values.force ?? false };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: { out: { type: "string" }, force: { type: "boolean" } },
    allowPositionals: true,
    strict: true,
  });
}

/** parseArgs rejects unknown flags and flags without a value, in English: name the flag instead. */
export function invalidOption(error: unknown): string {
  const flag = /'(--?[\w-]+)/.exec(error instanceof Error ? error.message : "")?.[1];
  return flag ? `Error: opción inválida o sin valor: ${flag}` : "Error: argumentos inválidos";
}

async function main(): Promise<number> {
  const args = parseBackupArgs(Bun.argv.slice(2));
  if (typeof args === "string") {
    console.error(args);
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  const { path, bytes } = await backupDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, args.out, {
    force: args.force,
  });
  console.log(`Copia de seguridad escrita en ${path} (${Math.max(1, Math.round(bytes / 1000))} kB)`);
  return 0;
}

if (import.meta.main) runMain(main, "No se pudo hacer la copia de seguridad");
