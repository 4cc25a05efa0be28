// The one way the front ends talk to /api: credentials always sent, JSON bodies, and any
// non-2xx answer thrown as an error whose message is `status: body`.
import { IDEMPOTENCY_HEADER, TOTAL_COUNT_HEADER } from "api/contract/protocol";
import { pageSingleton } from "./page-singleton";

type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A non-2xx answer. Its message is `status: body` (the status text when the body is empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText = "") {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/**
 * Whether `error` is an ApiError, by its name as well as its class. Under Module Federation a remote
 * may run its own copy of a shared-ui entry (shared-ui/forms beside the host's shared-ui), whose
 * ApiError is another class than the one the request threw: `instanceof` alone then misses it.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === "ApiError" &&
      typeof (error as Partial<ApiError>).status === "number" &&
      typeof (error as Partial<ApiError>).body === "string")
  );
}

/** How one request is sent. */
export type RequestOptions = {
  /**
   * Sends an `Idempotency-Key` header, for the POSTs that move money: one key per submission.
   * The same request (method, path and body) sent again before any answer arrived, such as a
   * retry after a network error or a double click, carries the same key, so the server runs it
   * once; once an answer has arrived, the next submission gets a new key.
   */
  idempotent?: boolean;
};

/** A successful answer: its parsed body and its headers (X-Total-Count of a paged list). */
export type ApiResponse<T> = { data: T; headers: Headers };

// Keys of the idempotent submissions still waiting for an answer, by method, path and body.
const pendingKeys = pageSingleton("pending-idempotency-keys", () => new Map<string, string>());

/**
 * Sends a request with the session cookie: `body` as JSON, or a FormData as multipart (an
 * upload). Resolves with the parsed JSON body, the text body for non-JSON answers, or undefined
 * for 204/empty answers.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  return (await apiResponse<T>(method, path, body, options)).data;
}

/** apiRequest, with the answer's headers too. */
export async function apiResponse<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "include", headers };
  if (body instanceof FormData) {
    // A file upload: the browser writes the multipart Content-Type, boundary included.
    init.body = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const submission = options.idempotent ? `${method} ${path} ${init.body ?? ""}` : undefined;
  if (submission !== undefined) {
    const key = pendingKeys.get(submission) ?? newIdempotencyKey();
    pendingKeys.set(submission, key);
    headers[IDEMPOTENCY_HEADER] = key;
  }
  // A network error rejects here, before any answer: the key stays for the retry.
  const response = await fetch(path, init);
  const text = await response.text();
  if (submission !== undefined) pendingKeys.delete(submission);
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204 || text === "") return { data: undefined as T, headers: response.headers };
  const contentType = response.headers.get("content-type") ?? "";
  return { data: (contentType.includes("json") ? JSON.parse(text) : text) as T, headers: response.headers };
}

/**
 * One page of a paged list (GET with `limit` and `offset`): its rows, and the total of rows that
 * match from the `X-Total-Count` header (the rows' own count when the server sent none).
 */
export async function apiPage<Row>(path: string): Promise<{ rows: Row[]; total: number }> {
  const { data, headers } = await apiResponse<Row[]>("GET", path);
  const rows = Array.isArray(data) ? data : [];
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { rows, total: headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(total) ? total : rows.length };
}

// crypto.randomUUID exists only in secure contexts (HTTPS, localhost); a back office served
// over plain HTTP on the office network still gets a random version 4 UUID.
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An unauthorised error: the message begins "401: " and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = messageOf(error) ?? "";
  return message.startsWith("401: ") && message.includes("Unauthorized");
}

/**
 * The message a failed request shows: the server's own Spanish reason when it refused
 * (`{ "error": "…" }` on a 4xx, or on a 503, whose reason says to try again later), or the
 * screen's fallback. A 500 ('Error interno del servidor'), another 5xx (a proxy's 502), a
 * plain-text or empty body and a network failure tell the user nothing they can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const status = statusOf(error);
  const body = bodyOf(error);
  if (status === undefined || !isRefusalStatus(status) || !body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "error" in parsed) {
      const message = (parsed as { error: unknown }).error;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // A plain-text body (an HTML error page from a proxy) is not a message for users.
  }
  return fallback;
}

// 503 is the one server-side status the API answers with a reason meant for the user
// ('El servidor está generando otros PDF. Inténtelo de nuevo en unos segundos.').
const isRefusalStatus = (status: number) => (status >= 400 && status < 500) || status === 503;

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    return typeof message === "string" ? message : undefined;
  }
  return undefined;
}

// Errors rebuilt elsewhere (e.g. crossing a federation boundary with another copy
// of this module) lose the class, so fall back to the `status: body` message.
function bodyOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body;
  const match = /^\d{3}: ([\s\S]*)$/.exec(messageOf(error) ?? "");
  return match?.[1];
}

/** The HTTP status of a failed call (from an ApiError or a `status: body` message), if it was one. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const match = /^(\d{3}): /.exec(messageOf(error) ?? "");
  return match ? Number(match[1]) : undefined;
}
