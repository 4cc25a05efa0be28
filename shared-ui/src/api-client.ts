// The one way the front ends talk to /api: credentials always sent, JSON bodies, and any
// non-2xx answer thrown as an error whose message is `status: body`.

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
 * Sends a request with the session cookie. Resolves with the parsed JSON body,
 * the text body for non-JSON answers, or undefined for 204/empty answers.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "include", headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.headers = { Accept: "application/json", "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (response.status === 204 || text === "") return undefined as T;
  const contentType = response.headers.get("content-type") ?? "";
  return (contentType.includes("json") ? JSON.parse(text) : text) as T;
}

/** An unauthorised error: the message begins "401: " and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = messageOf(error) ?? "";
  return message.startsWith("401: ") && message.includes("Unauthorized");
}

/**
 * The server's own Spanish message (its failures answer `{ "error": "…" }`),
 * or the screen's fallback when the server gave none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const body = bodyOf(error);
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "error" in parsed) {
      const message = (parsed as { error: unknown }).error;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // A plain-text body ("Unauthorized", an HTML error page) is not a message for users.
  }
  return fallback;
}

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
