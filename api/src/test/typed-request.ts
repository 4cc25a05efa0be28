import { expect } from "bun:test";
import { z } from "zod";
import type { Endpoint } from "../contract/endpoints";
import { jsonRequest, type TestApp } from "./harness";

// Typed requests of the tests: a call names its operation in the endpoint table, so its body is
// checked against the input schema when the test compiles, and its answer against the record
// schema when it runs, instead of an `as XRecord`.

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

/**
 * Calls `endpoint` as `cookie`'s user and answers its JSON, parsed by the table's schema. Fails the
 * test unless the call succeeds and the answer is exactly what the schema describes: zod drops a
 * field its schema does not name, so an answer that comes out changed has one the contract lacks.
 */
export async function sendTyped<E extends Endpoint>(
  app: TestApp,
  cookie: string,
  endpoint: E,
  request: RequestOf<E>,
): Promise<AnswerOf<E>> {
  const url = urlOf(endpoint, request.params, request.query);
  const response = await jsonRequest(app, endpoint.method, url, {
    cookie,
    body: request.body,
    headers: request.headers,
  });
  return parseAnswer(endpoint, response, url);
}

/**
 * A Response of `endpoint` read as its answer: fails the test unless the call succeeded and the
 * JSON is exactly what the table's schema describes. For a request a test sends itself (a raw
 * `app.request`, a bearer token, another cookie) instead of an `as XRecord`.
 */
export async function parseAnswer<E extends Endpoint>(
  endpoint: E,
  response: Response,
  url = endpoint.path,
): Promise<AnswerOf<E>> {
  const text = await response.text();
  if (response.status !== successStatus(endpoint))
    throw new Error(`${endpoint.method} ${url} → ${response.status} ${text}`);
  if (!("json" in endpoint.answer)) return null as AnswerOf<E>;
  return parsedAnswer(endpoint, JSON.parse(text), url);
}

/** A body already read (a replayed answer, a list row) checked and typed by `endpoint`'s answer schema. */
export function parsedAnswer<E extends Endpoint>(endpoint: E, body: unknown, url = endpoint.path): AnswerOf<E> {
  if (!("json" in endpoint.answer)) throw new Error(`${endpoint.method} ${url} no responde JSON`);
  const parsed = endpoint.answer.json.safeParse(body);
  if (!parsed.success) throw new Error(`${endpoint.method} ${url}: ${z.prettifyError(parsed.error)}`);
  expect(parsed.data, `${endpoint.method} ${url}: campos que el esquema no describe`).toEqual(body);
  return parsed.data as AnswerOf<E>;
}
