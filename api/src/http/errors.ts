import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { isStillReferenced, PG_UNIQUE_VIOLATION, pgErrorCode } from "../db/errors";

export type ValidationIssue = { field: string; message: string };

/** A refusal the client can act on: 404, 409, 422… with a Spanish message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/** Bad input found past validation (an unknown client, dates out of order after a merge): a 400 on one field. */
export class FieldFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

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
function databaseFailure(error: unknown): ApiFailure | null {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) return new ApiFailure(409, "Ya existe un registro con esos datos");
  if (isStillReferenced(error)) return new ApiFailure(409, "El registro está relacionado con otros datos");
  if (code === "22003") return new ApiFailure(400, "El monto excede el máximo permitido");
  if (code && INVALID_VALUE_CODES.has(code)) return new ApiFailure(400, "Valor inválido");
  return null;
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiFailure) return c.json({ error: error.message }, error.status);
  if (error instanceof FieldFailure) {
    return c.json({ error: error.message, issues: [{ field: error.field, message: error.message }] }, 400);
  }
  if (error instanceof HTTPException) {
    // Hono raises these for unreadable bodies ("Malformed JSON in request body").
    const message = error.status === 400 ? "El cuerpo de la solicitud no es JSON válido" : error.message;
    return c.json({ error: message }, error.status);
  }
  const failure = databaseFailure(error);
  if (failure) return c.json({ error: failure.message }, failure.status);
  console.error(error);
  return c.json({ error: "Error interno del servidor" }, 500);
};

export const onNotFound: NotFoundHandler = (c) => c.json({ error: "Ruta no encontrada" }, 404);
