import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { isPaged, type PagingQuery } from "../contract/paging";

// Query pieces of the paged lists (contract/paging.ts): the page itself and the search.

/** Applies `limit`/`offset` when the client sent them (`query.$dynamic()` first). */
export function withPage<Query extends PgSelect>(query: Query, paging: Pick<PagingQuery, "limit" | "offset">): Query {
  let paged = query;
  if (paging.limit !== undefined) paged = paged.limit(paging.limit) as Query;
  if (paging.offset) paged = paged.offset(paging.offset) as Query;
  return paged;
}

/** `%text%` for ILIKE, with the pattern characters of the search text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Any of `columns` contains `text`, case-insensitively (a null column matches nothing). */
export function matchesText(text: string, ...columns: Array<AnyPgColumn | SQL>): SQL {
  const pattern = containsPattern(text);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * One page and the count of all matches, queried side by side (two connections on PostgreSQL).
 * Without paging the count is the number of rows. `count` answers `[{ n }]`.
 */
export async function pageAndTotal<Row>(
  paging: Pick<PagingQuery, "limit" | "offset">,
  page: PromiseLike<Row[]>,
  count: () => PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: Row[]; total: number }> {
  if (!isPaged(paging)) {
    const rows = await page;
    return { rows, total: rows.length };
  }
  const [rows, counted] = await Promise.all([page, count()]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** `count(*)` as a number, for pageAndTotal's count query. */
export const countAll = sql<number>`count(*)::int`;
