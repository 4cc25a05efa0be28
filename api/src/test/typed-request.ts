import { expect } from "bun:test";
import { z } from "zod";
import type { Endpoint } from "../contract/endpoints";
import { type AnswerOf, type RequestOf, successStatus, urlOf } from "./endpoint-calls";
import { jsonRequest, type TestApp } from "./harness";

export { type AnswerOf, type RequestOf, successStatus, urlOf };

// Typed requests of the tests: a call names its operation in the endpoint table, so its body is
// checked against the input schema when the test compiles, and its answer against the record
// schema when it runs, instead of an `as XRecord`.

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
