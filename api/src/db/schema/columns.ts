import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, type ExtraConfigColumn, index, numeric, timestamp } from "drizzle-orm/pg-core";

// Money is numeric(14,2) everywhere: exact decimals, returned by both drivers as strings,
// so nothing is ever summed in floating point by accident.
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

// timestamptz parsed to Date: the text form depends on the session time zone, a Date does not.
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
// $onUpdate covers writes made through drizzle's update(); raw SQL updates must set it themselves.
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * `col IN ('a', 'b')` for CHECK constraints. The values are our own constants from the contract,
 * inlined as literals because a migration cannot carry bound parameters.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * A trigram index (pg_trgm, created by migration 0004) on a searched column: the lists' `q`
 * (ILIKE '%text%', domain/paging.ts) then reads the index, not the whole table.
 *
 * GiST rather than GIN (migration 0006): a GIN search reads the whole posting list of every
 * trigram in the text, and the trigrams users type most ("fac", "202" of FAC-2026-0001, a
 * common surname) are in nearly every row, so a search that finds ten rows still decoded
 * hundreds of thousands of entries (4–6 ms at 100,000 rows). GiST descends only the branches
 * whose signature holds all the trigrams (0.2–0.8 ms, docs/performance.md). 256-byte signatures
 * keep the upper branches of short texts (names, numbers, emails) from filling up.
 */
export const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using("gist", column.op("gist_trgm_ops(siglen=256)"));

/**
 * The lists' "newest first" order (domain/records.ts newestFirst) read straight from an index.
 * NULLS FIRST is what ORDER BY … DESC means: an index ordered otherwise would not serve it.
 */
export const newestFirstIndex = (name: string, t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(name).on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst());
