import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Every embedded database is created here, with the extensions the migrations use: pg_trgm, whose
 * trigram indexes let a `q` search (ILIKE '%text%') use an index instead of reading the table.
 */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
