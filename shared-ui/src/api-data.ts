import { useEffect } from "react";
import type { SWRResponse } from "swr";
import { useApi } from "./swr";
import type { ApiKey } from "./swr-key";
import { useUnauthorizedRedirect } from "./unauthorized";

/**
 * useApi for a screen's reads: a 401 (the session ended while the screen was open)
 * shows 'Unauthorized' and goes to the sign-in page (SPEC.md §6); other errors are the
 * screen's to show, with 'Reintentar'.
 */
export function useApiData<T>(key: ApiKey | null): SWRResponse<T, Error> {
  const response = useApi<T>(key);
  const handleUnauthorized = useUnauthorizedRedirect();
  useEffect(() => {
    if (response.error) handleUnauthorized(response.error);
  }, [response.error, handleUnauthorized]);
  return response;
}
