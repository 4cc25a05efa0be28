import { useEffect } from "react";
import useSWR, {
  type Key,
  type Middleware,
  mutate,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
} from "swr";
import { apiRequest } from "./api-client";
import { pageSingleton } from "./page-singleton";
import { type ApiKey, keyToPath, pathMatchesPrefix, pathOfKey } from "./swr-key";

// Serialized keys of the hooks currently mounted, with a count per key. SWR only
// refetches mounted keys on mutate; revalidate() drops the cache of the others, or
// with revalidateIfStale off they would show stale data on their next mount.
const mountedKeys = pageSingleton("mounted-swr-keys", () => new Map<string, number>());

const trackMounted: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const serialized = unstable_serialize(key);
  useEffect(() => {
    if (!serialized) return;
    mountedKeys.set(serialized, (mountedKeys.get(serialized) ?? 0) + 1);
    return () => {
      const count = (mountedKeys.get(serialized) ?? 1) - 1;
      if (count > 0) mountedKeys.set(serialized, count);
      else mountedKeys.delete(serialized);
    };
  }, [serialized]);
  return useSWRNext(key, fetcher, config);
};

/** No retry, no refetch on focus or reconnect, no polling, never stale: only a write revalidates. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: ApiKey) => apiRequest("GET", keyToPath(key)),
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  revalidateIfStale: false,
  dedupingInterval: 2000,
  use: [trackMounted],
};

/** How a read differs from the plain GET of its path. */
export type ApiReadOptions<T> = {
  /** Reads the key's path another way (a paged list also reads X-Total-Count). */
  fetcher?: (path: string) => Promise<T>;
  /** While a new key loads, `data` stays the previous key's (a pager keeps its total). */
  keepPreviousData?: boolean;
};

/** useSWR on an API path with the shared fetcher (or the given one); a null key fetches nothing. */
export function useApi<T>(key: ApiKey | null, options: ApiReadOptions<T> = {}): SWRResponse<T, Error> {
  const { fetcher, keepPreviousData = false } = options;
  const read = (k: ApiKey): Promise<T> => (fetcher ? fetcher(keyToPath(k)) : apiRequest<T>("GET", keyToPath(k)));
  return useSWR<T, Error>(key, read, { keepPreviousData });
}

/**
 * Refreshes every cached read whose path is one of `prefixes` or lies below it,
 * e.g. revalidate('/api/invoices', '/api/dashboard/stats') after creating an invoice.
 */
export async function revalidate(...prefixes: string[]): Promise<void> {
  const matches = (key: unknown) => {
    const path = pathOfKey(key);
    return path !== undefined && prefixes.some((prefix) => pathMatchesPrefix(path, prefix));
  };
  const isMounted = (key: unknown) => mountedKeys.has(unstable_serialize(key as Key));
  await Promise.all([
    // On screen: refetch in place, keeping the current rows visible meanwhile.
    mutate((key) => matches(key) && isMounted(key)),
    // Off screen: forget the data so the next mount fetches afresh. Revalidation stays on:
    // with no hook mounted nothing is fetched now, but it clears SWR's in-flight marker,
    // without which a screen opened within the dedupe interval would never fetch.
    mutate((key) => matches(key) && !isMounted(key), undefined),
  ]);
}
