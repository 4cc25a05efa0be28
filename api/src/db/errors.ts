// PostgreSQL error codes the API turns into answers (e.g. a 409 instead of a 500 when a delete
// hits a RESTRICT foreign key). Drizzle wraps driver errors (DrizzleQueryError) with the
// driver's error as `cause`, and PGlite and postgres-js both put the SQLSTATE in `code`.

export const PG_FOREIGN_KEY_VIOLATION = "23503";
// PostgreSQL 18 (and so PGlite 0.5) reports a delete blocked by ON DELETE RESTRICT as 23001;
// PostgreSQL 15 to 17 report the same situation as 23503. Use isStillReferenced() for both.
export const PG_RESTRICT_VIOLATION = "23001";
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_CHECK_VIOLATION = "23514";
export const PG_NOT_NULL_VIOLATION = "23502";

/** The SQLSTATE of a database error, looking through drizzle's wrapper; undefined otherwise. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a database error names (e.g. "quotes_client_id_clients_id_fk"), if any. */
export function pgConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const name =
      (e as { constraint?: unknown; constraint_name?: unknown }).constraint ??
      (e as { constraint_name?: unknown }).constraint_name;
    if (typeof name === "string") return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a delete (or key update) failed because other rows still point at the row. */
export function isStillReferenced(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}
