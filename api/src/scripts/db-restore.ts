// `bun run db:restore -- --in copia.sql`: loads a dump made by `db:backup` into the configured
// database (PGlite under DATA_DIR, or DATABASE_URL), which must be empty. Rules: api/docs/backup.md.
import { parseArgs } from "node:util";
import { restoreDatabase } from "../db/restore";
import { loadEnv } from "../env";
import { invalidOption } from "./db-backup";
import { runMain } from "./run";

const USAGE = "Uso: bun run db:restore -- --in copia.sql   (en una base de datos vacía)";

/** Reads `--in FILE` (or one positional); `--` separators are dropped. Answers an error text when invalid. */
export function parseRestoreArgs(argv: string[]): { in: string } | string {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return invalidOption(error);
  }
  const file = parsed.values.in ?? parsed.positionals[0];
  if (!file?.trim()) return "Error: falta el archivo de la copia (--in)";
  if (parsed.positionals.length > (parsed.values.in ? 0 : 1)) return "Error: sobran argumentos";
  return { in: file };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: { in: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
}

async function main(): Promise<number> {
  const args = parseRestoreArgs(Bun.argv.slice(2));
  if (typeof args === "string") {
    console.error(args);
    console.error(USAGE);
    return 1;
  }
  const env = loadEnv();
  const where = await restoreDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, args.in);
  console.log(
    `Copia de seguridad ${args.in} cargada en ${where}. Ya puede arrancar el servidor con esta configuración.`,
  );
  return 0;
}

if (import.meta.main) runMain(main, "No se pudo cargar la copia de seguridad");
