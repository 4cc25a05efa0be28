import type { StaffRole } from "./roles";
import type { z } from "./zod";

// What one operation of the API is, as the endpoint table (endpoints.ts) lists it once for the
// server (mounting, validation, roles, the public routes), the OpenAPI document and the tests
// (api/docs/openapi.md). Imports only zod's types, like the rest of the contract.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an operation: anyone (no session), or the signed-in roles listed. */
export type Access = "public" | readonly StaffRole[];

export const everyone: readonly StaffRole[] = ["admin", "staff", "finance"];
/** The books, the DGI reports included. */
export const books: readonly StaffRole[] = ["admin", "finance"];
export const adminOnly: readonly StaffRole[] = ["admin"];

/** What a successful call answers. */
export type Answer =
  /** JSON described by `schema`, with `status` (200 unless told). */
  | { json: z.ZodType; status?: 200 | 201 }
  /** 204, no body. */
  | { empty: true }
  /** A download or an image: its media types and what it is. */
  | { file: readonly string[]; about: string }
  /** An HTML page (the sign-in page, the API reference). */
  | { html: string }
  /** A redirect (302/303) and where it goes. */
  | { redirect: string; status: 302 | 303 };

/** A refusal an operation may answer beyond the ones every operation shares (see openapi.md). */
export type Refusal = 404 | 409 | 410 | 413 | 422 | 429 | 503;

export type Endpoint = {
  method: HttpMethod;
  /** Under /api, with OpenAPI's parameters: '/api/clients/{id}'. */
  path: string;
  /** What it does, in Spanish, a line. */
  summary: string;
  /** More, in Spanish, when a line is not enough. */
  description?: string;
  /** The group the reference lists it under ('Clientes'). */
  tag: string;
  access: Access;
  /** The query the route validates (http/validate.ts). */
  query?: z.ZodType;
  /** The JSON body the route validates; or, with `bodyMediaType`, the form it reads. */
  body?: z.ZodType;
  bodyMediaType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  answer: Answer;
  /** Answers the count of all matches in X-Total-Count (contract/values/paging.ts). */
  paged?: true;
  /** Takes an Idempotency-Key header (api/docs/finance-money.md). */
  idempotent?: true;
  /**
   * Only with a signed-in browser session: a request with an API token gets 403
   * (api/docs/api-tokens.md: tokens, passwords and the live-update stream).
   */
  browserSessionOnly?: true;
  refusals?: readonly Refusal[];
};

/** Hono's form of a table path: '/api/clients/{id}' -> '/api/clients/:id'. */
export const routePattern = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

/** The parameters of a table path: '/api/login/{provider}/callback' -> ['provider']. */
export const pathParameters = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
