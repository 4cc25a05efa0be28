import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { isStillReferenced, PG_UNIQUE_VIOLATION, pgErrorCode } from "../db/errors";
import { DomainFailure, type FailureKind, FieldFailure } from "../domain/failures";

export type ValidationIssue = { field: string; message: string };

/** The status each kind of domain failure is answered with. */
const FAILURE_STATUS = {
  not_found: 404,
  conflict: 409,
  invalid: 400,
  unprocessable: 422,
  forbidden: 403,
  unavailable: 503,
  gone: 410,
} as const satisfies Record<FailureKind, ContentfulStatusCode>;

export function validationIssues(error: ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

export function validationResponse(c: Context, error: ZodError) {
  const issues = validationIssues(error);
  return c.json({ error: issues[0]?.message ?? "Datos inválidos", issues }, 400);
}

// SQLSTATEs of values PostgreSQL cannot take as sent: a malformed number or date (22P02, 22007,
// 22008) and text with a NUL character (22021, "invalid byte sequence"), which JSON can carry
// ("\u0000") but a text column cannot.
const INVALID_VALUE_CODES = new Set(["22P02", "22007", "22008", "22021"]);

// Postgres errors a client can provoke (a bad foreign key, a duplicate, a value out of range) become 4xx.
function databaseFailure(error: unknown): DomainFailure | null {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) return new DomainFailure("conflict", "Ya existe un registro con esos datos");
  if (isStillReferenced(error)) return new DomainFailure("conflict", "El registro está relacionado con otros datos");
  if (code === "22003") return new DomainFailure("invalid", "El monto excede el máximo permitido");
  if (code && INVALID_VALUE_CODES.has(code)) return new DomainFailure("invalid", "Valor inválido");
  return null;
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof DomainFailure) {
    if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json({ error: error.message }, FAILURE_STATUS[error.kind]);
  }
  if (error instanceof FieldFailure) {
    return c.json({ error: error.message, issues: [{ field: error.field, message: error.message }] }, 400);
  }
  if (error instanceof HTTPException) {
    // Hono raises these for unreadable bodies ("Malformed JSON in request body").
    const message = error.status === 400 ? "El cuerpo de la solicitud no es JSON válido" : error.message;
    return c.json({ error: message }, error.status);
  }
  const failure = databaseFailure(error);
  if (failure) return c.json({ error: failure.message }, FAILURE_STATUS[failure.kind]);
  console.error(error);
  return c.json({ error: "Error interno del servidor" }, 500);
};

export const onNotFound: NotFoundHandler = (c) => c.json({ error: "Ruta no encontrada" }, 404);
