import { useEffect } from "react";
import type { KeyedMutator } from "swr";
import { type ApiReadOptions, useApi } from "./swr";
import type { ApiKey } from "./swr-key";
import { useUnauthorizedRedirect } from "./unauthorized";

type ApiData<T> = {
  data: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
};

/**
 * useApi for a screen's reads: a 401 (the session ended while the screen was open)
 * shows 'Unauthorized' and goes to the sign-in page; other errors are the screen's to
 * show, with 'Reintentar'. While a retry runs, the screen shows it loading rather than
 * the old error.
 */
export function useApiData<T>(key: ApiKey | null, options?: ApiReadOptions<T>): ApiData<T> {
  const { data, error, isLoading, isValidating, mutate } = useApi<T>(key, options);
  const handleUnauthorized = useUnauthorizedRedirect();
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error, handleUnauthorized]);
  const retrying = error !== undefined && isValidating;
  return {
    data,
    error: retrying ? undefined : error,
    isLoading: isLoading || (retrying && data === undefined),
    mutate,
  };
}
