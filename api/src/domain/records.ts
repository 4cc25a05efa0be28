import { desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { DomainFailure } from "./failures";

// The reading and PATCH plumbing every resource repeats, so each domain file keeps only its rules.

/**
 * A searched table's columns without `searchText`, which only the search reads (schema/crm.ts):
 * no record answers it, so no read carries it from the database.
 */
export function recordColumns<Table extends PgTable & { searchText: AnyPgColumn }>(
  table: Table,
): Omit<Table["_"]["columns"], "searchText"> {
  const { searchText: _onlySearched, ...columns } = getTableColumns(table);
  return columns;
}

/**
 * `expression` read from the one row of `table` that `match` finds, or null: a scalar subquery.
 * Quotes and invoices read their client's name, their receivable and their linked document this
 * way rather than through LEFT JOINs: PostgreSQL plans each subquery on its own table in a fraction
 * of the time it spends ordering three joins, and runs it only for the rows of the page (README,
 * Performance). `match` must name a unique key, or the query fails on a second row.
 */
export const lookedUp = <Value>(table: PgTable, expression: SQL | AnyPgColumn, match: SQL): SQL<Value | null> =>
  sql<Value | null>`(select ${expression} from ${table} where ${match})`;

/** The order of every list screen: newest first, ties (same instant) broken by id. */
export const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }): SQL[] => [
  desc(table.createdAt),
  desc(table.id),
];

/** The row a lookup by id found; none means the client named an unknown record (404). */
export async function oneOrNotFound<Row>(query: PromiseLike<Row[]>, notFoundMessage: string): Promise<Row> {
  const [row] = await query;
  if (!row) throw new DomainFailure("not_found", notFoundMessage);
  return row;
}

/** The row an INSERT … RETURNING must give back: none is the server's fault, never the client's. */
export async function returnedRow<Row>(query: PromiseLike<Row[]>, what: string): Promise<Row> {
  const [row] = await query;
  if (!row) throw new Error(`${what}: la base de datos no devolvió la fila`);
  return row;
}

/** Records carry their instants as ISO 8601 strings in UTC. */
export const isoTimestamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The fields of a PATCH whose value really differs from the stored row, so that an unchanged
 * body writes nothing and logs nothing.
 */
export function changedFields<Changes extends object>(row: object, changes: Changes): Partial<Changes> {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && stored[key] !== value),
  ) as Partial<Changes>;
}
