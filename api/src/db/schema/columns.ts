import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, numeric, timestamp } from "drizzle-orm/pg-core";

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
