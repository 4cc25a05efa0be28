// The front ends call the API by the name an operation has in the contract's endpoint table
// (api/src/contract/endpoints.ts): the table gives the method, the path, whether it takes an
// Idempotency-Key, and the zod schemas whose types the call's parameters, body and answer have.
// So a screen writes `callEndpoint("updateProject", { params: { id }, body: { status } })` and never
// a path literal or an `as XRecord`; a renamed route or a changed schema breaks the build, not the page.
// The calls themselves are made by endpoint-calls.ts, over the table it is given.
import { type EndpointName, endpoints } from "api/contract/endpoints";
import { listsChangedBy } from "api/contract/list-relations";
import type { z } from "zod";
import { endpointClient, queryString } from "./endpoint-calls";

type Table = typeof endpoints;
type Def<N extends EndpointName> = Table[N];

/** '/api/clients/{id}/pdf' → { id: string | number }; a path without parameters → never. */
type ParameterNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never;
export type EndpointParams<N extends EndpointName> = { [K in ParameterNames<Def<N>["path"]>]: string | number };

/** What a successful call answers: the JSON its schema describes; null for 204, a file or a redirect. */
export type EndpointAnswer<N extends EndpointName> = Def<N>["answer"] extends { json: infer S extends z.ZodType }
  ? z.output<S>
  : null;

/** One row of a list operation's answer. */
export type EndpointRow<N extends EndpointName> = EndpointAnswer<N> extends readonly (infer Row)[] ? Row : never;

/** What an operation's body is: its schema's input, or a FormData for an upload. */
export type EndpointBody<N extends EndpointName> =
  Def<N> extends { bodyMediaType: "multipart/form-data" }
    ? FormData
    : Def<N> extends { body: infer S extends z.ZodType }
      ? z.input<S>
      : never;

/** The query an operation reads, every field optional (the server fills its defaults). */
export type EndpointQuery<N extends EndpointName> =
  Def<N> extends { query: infer S extends z.ZodType } ? Partial<z.input<S>> : never;

/** The operations answering a paged list (X-Total-Count): what usePagedList reads. */
export type PagedEndpointName = { [N in EndpointName]: Def<N> extends { paged: true } ? N : never }[EndpointName];

/** The operations a screen reads with GET. */
export type ReadEndpointName = { [N in EndpointName]: Def<N> extends { method: "GET" } ? N : never }[EndpointName];

/** The operations that write (any method but GET). */
export type WriteEndpointName = Exclude<EndpointName, ReadEndpointName>;

type ParamsPart<N extends EndpointName> = [ParameterNames<Def<N>["path"]>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<N> };
type QueryPart<N extends EndpointName> = [EndpointQuery<N>] extends [never]
  ? { query?: undefined }
  : { query?: EndpointQuery<N> };
type BodyPart<N extends EndpointName> = [EndpointBody<N>] extends [never]
  ? { body?: undefined }
  : { body: EndpointBody<N> };

/** Where an operation goes: its path parameters and query. */
export type EndpointTarget<N extends EndpointName> = ParamsPart<N> & QueryPart<N>;
/** Everything one call sends: the target, and the body of an operation that takes one. */
export type EndpointRequest<N extends EndpointName> = EndpointTarget<N> & BodyPart<N>;

/** The request argument, optional where the operation needs nothing. */
export type Optional<T> = Record<never, never> extends T ? [request?: T] : [request: T];

/**
 * The calls over the whole table, what the shell and the back-office screens use (the landing page
 * uses public-site.ts's, over the public site's part alone).
 */
export const { callEndpoint, endpointPath, isIdempotent, useEndpoint } = endpointClient(endpoints);
export { queryString };

/** The lists a successful call changes (contract/list-relations.ts): what the screen rereads after it. */
export function listsChangedByCall<N extends EndpointName>(name: N, request?: EndpointTarget<N>): readonly string[] {
  const path = endpointPath(name, request as EndpointTarget<N>);
  return listsChangedBy(path.split("?")[0] ?? path);
}
