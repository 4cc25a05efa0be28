// How a call by operation name is made, over a given part of the endpoint table: the full table for
// the shell and the back office (endpoint-client.ts), the public site's part for the landing page
// (public-site.ts). The client reads only the operation's method, path and Idempotency-Key flag;
// the table it is given decides which schemas a bundle carries, since the table holds them.

import type { Endpoint } from "api/contract/endpoint";
import type { EndpointName, endpoints } from "api/contract/endpoints";
import { apiRequest, type RequestOptions } from "./api-client";
import { useApiData } from "./api-data";
import type { EndpointAnswer, EndpointRequest, EndpointTarget, Optional, ReadEndpointName } from "./endpoint-client";
import type { ApiReadOptions } from "./swr";

/**
 * `?a=1&b=x` of a query's values, or '' when none is set: undefined, null and '' are left out
 * (the server's default applies), arrays repeat their name.
 */
export function queryString(values: Readonly<Record<string, unknown>> | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === "") continue;
      query.append(name, String(one));
    }
  }
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * The calls over `table`, a part of the endpoint table (or all of it). Its operations are the
 * table's own, so a call's parameters, body and answer have the same types whichever part it is
 * made over.
 */
export function endpointClient<Name extends EndpointName>(table: Pick<typeof endpoints, Name>) {
  const endpointOf = (name: Name): Endpoint => table[name];

  /** The URL of a call: `endpointPath("getClient", { params: { id: 3 } })` → '/api/clients/3'. */
  function endpointPath<N extends Name>(name: N, ...[request]: Optional<EndpointTarget<N>>): string {
    const params = (request?.params ?? {}) as Record<string, string | number>;
    const path = endpointOf(name).path.replace(/\{([^}]+)\}/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`${name}: falta el parámetro ${key}`);
      return encodeURIComponent(String(value));
    });
    return `${path}${queryString(request?.query as Record<string, unknown> | undefined)}`;
  }

  /** Whether the table says the operation takes an Idempotency-Key (the writes that move money). */
  function isIdempotent(name: Name): boolean {
    return endpointOf(name).idempotent === true;
  }

  /**
   * Sends one operation with apiRequest: the table's method and path, the body, and an
   * Idempotency-Key when the table says it takes one. Resolves with the answer (null for a 204);
   * a non-2xx answer rejects with an ApiError.
   */
  async function callEndpoint<N extends Name>(
    name: N,
    ...[request]: Optional<EndpointRequest<N>>
  ): Promise<EndpointAnswer<N>> {
    const options: RequestOptions = { idempotent: isIdempotent(name) };
    const answer = await apiRequest(
      endpointOf(name).method,
      endpointPath(name, request as EndpointTarget<N>),
      request?.body,
      options,
    );
    return (answer ?? null) as EndpointAnswer<N>;
  }

  /**
   * A screen's read of one GET operation, typed by its answer's schema:
   * `useEndpoint("getClient", { params: { id } })`. The SWR key is the call's path, so a write that
   * changes the list under it (contract/list-relations.ts) rereads it. A null name reads nothing
   * (a dialog that is closed). 401 and retry behave as useApiData says.
   */
  // biome-ignore lint/correctness/noComponentHookFactories: a client is made once per table, at module level, never while rendering
  function useEndpoint<N extends Name & ReadEndpointName>(
    name: N | null,
    request?: EndpointTarget<N>,
    options?: ApiReadOptions<EndpointAnswer<N>>,
  ) {
    const key = name === null ? null : (endpointPath as (n: N, r?: EndpointTarget<N>) => string)(name, request);
    return useApiData<EndpointAnswer<N>>(key, options);
  }

  return { callEndpoint, endpointPath, isIdempotent, useEndpoint };
}
