import { useEffect, useState } from "react";
import { apiPage } from "./api-client";
import { useApiData } from "./api-data";
import type { ListPagination } from "./components/list-table";
import {
  type EndpointParams,
  type EndpointQuery,
  type EndpointRow,
  endpointPath,
  type PagedEndpointName,
} from "./endpoint-client";

/** A paged list's filters: sent as they are, except undefined, null, '' and 'all' (no filter). */
export type PagedListFilters = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A list operation's filters as a screen holds them: its query's fields, 'all' or empty for none. */
export type EndpointFilters<N extends PagedEndpointName> = {
  [K in Exclude<keyof EndpointQuery<N>, "q" | "limit" | "offset">]?: EndpointQuery<N>[K] | "all" | "" | null;
};

export type PagedListParams<N extends PagedEndpointName> = {
  /** The path parameters of a list under a record ('/api/…/{id}/…'). */
  params?: EndpointParams<N>;
  /** The search box's text as typed: sent trimmed as `q`, 300 ms after the last keystroke. */
  q?: string;
  filters?: EndpointFilters<N>;
  /** Rows per page at first: 25 unless told. */
  rowsPerPage?: number;
};

export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_ROWS_PER_PAGE = 25;

/**
 * The path of one page: `path?q=…&<filters>&limit=…&offset=…`. Also the SWR key, so a write
 * that revalidates `path` refreshes every page of it.
 */
export function pagedListPath(
  path: string,
  { q = "", filters = {}, limit, offset }: { q?: string; filters?: PagedListFilters; limit: number; offset: number },
): string {
  const query = new URLSearchParams();
  if (q.trim() !== "") query.set("q", q.trim());
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === "" || value === "all") continue;
    query.set(name, String(value));
  }
  query.set("limit", String(limit));
  query.set("offset", String(offset));
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/** `value`, once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The path of a list operation, its parameters filled in; null for none. */
function listPath<N extends PagedEndpointName>(name: N | null, params: EndpointParams<N> | undefined): string | null {
  if (name === null) return null;
  return (endpointPath as (n: N, r: { params?: EndpointParams<N> }) => string)(name, { params });
}

/**
 * A list operation of the endpoint table, paged and searched on the server (GET with q, filters,
 * limit and offset; the total from X-Total-Count), its rows typed by the operation's answer. The
 * search is debounced; a new search, filter or page size goes back to the first page; a page left
 * empty by a delete steps back to the last one. Hand the result to ListTable as its `list`. A
 * null name fetches nothing.
 */
export function usePagedList<N extends PagedEndpointName>(name: N | null, params: PagedListParams<N> = {}) {
  type Row = EndpointRow<N>;
  const path = listPath(name, params.params);
  const q = useDebouncedValue((params.q ?? "").trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(params.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE);

  // Another search or filter: back to page one, in this very render, so the old page is never asked for.
  const filters = params.filters as PagedListFilters | undefined;
  const criteria = JSON.stringify([path, q, filters ?? {}]);
  const [pagedCriteria, setPagedCriteria] = useState(criteria);
  if (criteria !== pagedCriteria) {
    setPagedCriteria(criteria);
    setPage(0);
  }

  const key =
    path === null ? null : pagedListPath(path, { q, filters, limit: rowsPerPage, offset: page * rowsPerPage });
  const { data, error, isLoading, mutate } = useApiData<{ rows: Row[]; total: number }>(key, {
    fetcher: apiPage<Row>,
    keepPreviousData: true,
  });
  const total = data?.total ?? 0;

  // A delete emptied the last page: show the page that is now last.
  useEffect(() => {
    if (!isLoading && data && data.rows.length === 0 && page > 0 && page * rowsPerPage >= data.total) {
      setPage(Math.max(0, Math.ceil(data.total / rowsPerPage) - 1));
    }
  }, [data, isLoading, page, rowsPerPage]);

  const pagination: ListPagination = {
    page,
    rowsPerPage,
    // The previous total stays while the next page loads (keepPreviousData); past the end, the
    // count keeps the page in range until the effect above steps back.
    count: page > 0 ? Math.max(total, page * rowsPerPage + 1) : total,
    onPageChange: setPage,
    onRowsPerPageChange: (next) => {
      setRowsPerPage(next);
      setPage(0);
    },
  };

  return {
    rows: isLoading ? [] : (data?.rows ?? []),
    total,
    isLoading,
    error,
    retry: () => void mutate(),
    /** The search actually sent (the debounced `q`). */
    search: q,
    page,
    rowsPerPage,
    setPage,
    pagination,
  };
}

/**
 * A list operation shown `step` rows at a time with 'Ver más' (the project board's columns):
 * `pageKeys` are the paths of the pages shown so far (offset 0, step, 2 × step…), each fetched by
 * whoever renders it with usePageRows (SWR shares the request); `total` and `hasMore` come from the
 * first page. Every page is its own SWR key under the list's path, so writes revalidate them all by
 * prefix. A new search or filter starts again from one page. A null name fetches nothing (a column
 * the filter hides).
 */
export function useGrowingList<N extends PagedEndpointName>(
  name: N | null,
  params: { params?: EndpointParams<N>; q?: string; filters?: EndpointFilters<N>; step: number },
) {
  const path = listPath(name, params.params);
  const filters = params.filters as PagedListFilters | undefined;
  const q = useDebouncedValue((params.q ?? "").trim(), SEARCH_DEBOUNCE_MS);
  const [pages, setPages] = useState(1);
  const criteria = JSON.stringify([path, q, filters ?? {}]);
  const [grownCriteria, setGrownCriteria] = useState(criteria);
  if (criteria !== grownCriteria) {
    setGrownCriteria(criteria);
    setPages(1);
  }
  const pageKeys =
    path === null
      ? []
      : Array.from({ length: pages }, (_, n) =>
          pagedListPath(path, { q, filters, limit: params.step, offset: n * params.step }),
        );
  const first = usePageRows<N>(pageKeys[0] ?? null);
  const total = first.data?.total ?? 0;
  return {
    pageKeys,
    total,
    isLoading: first.isLoading,
    error: first.error,
    retry: first.retry,
    hasMore: pages * params.step < total,
    showMore: () => setPages((current) => current + 1),
  };
}

/** One page of a list operation (a key from useGrowingList's pageKeys): its rows and the total. */
export function usePageRows<N extends PagedEndpointName>(key: string | null) {
  type Row = EndpointRow<N>;
  const { data, error, isLoading, mutate } = useApiData<{ rows: Row[]; total: number }>(key, {
    fetcher: apiPage<Row>,
    keepPreviousData: true,
  });
  return { data, rows: data?.rows ?? [], error, isLoading, retry: () => void mutate() };
}
