import type { z } from "zod";
import type { Endpoint } from "../contract/endpoints";

// What a call of the endpoint table sends and answers, for the API tests (typed-request.ts) and
// the browser tests (e2e/support.ts) alike: no test runner here, so both can import it.

/**
 * A body as a client sends it: z.input of the schema, where a field zod reads through a
 * preprocess (money, dates, ids: typed `unknown`, so required to zod's types) may be left out,
 * as the API allows the ones with defaults.
 */
type Sendable<T> = T extends readonly (infer Item)[]
  ? Sendable<Item>[]
  : T extends object
    ? { [K in keyof T as unknown extends T[K] ? never : K]: Sendable<T[K]> } & {
        [K in keyof T as unknown extends T[K] ? K : never]?: T[K];
      }
    : T;

/** What a test sends to an operation: its path parameters, its query, its body (as a client sends it). */
export type RequestOf<E extends Endpoint> = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
} & (E["body"] extends z.ZodType ? { body: Sendable<z.input<E["body"]>> } : { body?: undefined });

/** The parsed answer of an operation that answers JSON. */
export type AnswerOf<E extends Endpoint> = E["answer"] extends { json: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : null;

/** The operation's URL: its path with `params` put in, and `query`. */
export function urlOf(
  endpoint: Endpoint,
  params: Record<string, string | number> = {},
  query?: Record<string, string>,
) {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
  return query ? `${path}?${new URLSearchParams(query)}` : path;
}

/** The status a successful call answers. */
export function successStatus(endpoint: Endpoint): number {
  const answer = endpoint.answer;
  if ("empty" in answer) return 204;
  if ("redirect" in answer) return answer.status;
  return "json" in answer ? (answer.status ?? 200) : 200;
}
