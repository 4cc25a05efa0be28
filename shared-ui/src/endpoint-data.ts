import { useApiData } from "./api-data";
import { type EndpointAnswer, type EndpointTarget, endpointPath, type ReadEndpointName } from "./endpoint-client";
import type { ApiReadOptions } from "./swr";

/**
 * A screen's read of one GET operation of the endpoint table, typed by its answer's schema:
 * `useEndpoint("getClient", { params: { id } })`. The SWR key is the call's path, so a write that
 * changes the list under it (contract/list-relations.ts) rereads it. A null name reads nothing
 * (a dialog that is closed). 401 and retry behave as useApiData says.
 */
export function useEndpoint<N extends ReadEndpointName>(
  name: N | null,
  request?: EndpointTarget<N>,
  options?: ApiReadOptions<EndpointAnswer<N>>,
) {
  const key = name === null ? null : (endpointPath as (n: N, r?: EndpointTarget<N>) => string)(name, request);
  return useApiData<EndpointAnswer<N>>(key, options);
}
