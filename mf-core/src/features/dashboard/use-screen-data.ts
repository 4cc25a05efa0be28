import { useEffect } from "react";
import { useApiData } from "shared-ui";

/**
 * useApiData for a screen, fetching when a key is found with no data and nothing under way.
 * shared-ui's revalidate() empties off-screen keys but leaves SWR's dedupe marker, so a screen
 * opened within dedupingInterval (2 s) of a write elsewhere would otherwise show no data, no
 * skeleton and send no request. Remove once revalidate() clears the marker itself.
 */
export function useScreenData<T>(key: string) {
  const response = useApiData<T>(key);
  const { data, error, isValidating, isLoading, mutate } = response;
  const stranded = data === undefined && error === undefined && !isValidating;
  useEffect(() => {
    if (stranded) void mutate();
  }, [stranded, mutate]);
  return { data, error, isLoading: isLoading || stranded, mutate };
}
