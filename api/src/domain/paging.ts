import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { type PagingQuery, pageBounds } from "../contract/values/paging";

// Query pieces of the paged lists (contract/values/paging.ts): the page itself and the search.

/** Applies the page the client asked for, or the unpaged maximum (`query.$dynamic()` first). */
export function withPage<Query extends PgSelect>(query: Query, paging: Pick<PagingQuery, "limit" | "offset">): Query {
  const { limit, offset } = pageBounds(paging);
  const paged = query.limit(limit) as Query;
  return offset ? (paged.offset(offset) as Query) : paged;
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
 * One page and the count of all matches; an unpaged list is a page of MAX_UNPAGED_ROWS.
 * The page comes first: when it ends before its limit it holds the last match, so the total is the
 * offset plus its rows and the count query is never run. A search usually finds fewer rows than
 * a page, and its trigram lookup would otherwise run twice (docs/performance.md). A full page,
 * or an empty one past the end, is counted with `count`, which answers `[{ n }]`.
 */
export async function pageAndTotal<Row>(
  paging: Pick<PagingQuery, "limit" | "offset">,
  page: PromiseLike<Row[]>,
  count: () => PromiseLike<Array<{ n: number }>>,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await page;
  const { limit, offset } = pageBounds(paging);
  const holdsLastMatch = (rows.length > 0 || offset === 0) && rows.length < limit;
  if (holdsLastMatch) return { rows, total: offset + rows.length };
  const counted = await count();
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** `count(*)` as a number, for pageAndTotal's count query. */
export const countAll = sql<number>`count(*)::int`;
