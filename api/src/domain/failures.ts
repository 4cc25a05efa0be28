// Refusals the domain raises, said in its own terms: what went wrong, never how a protocol answers
// it. The HTTP layer gives each kind its status (errors.ts there); the Spanish message reaches the
// client as is.

/**
 * not_found: the record named does not exist; conflict: the record's present state forbids the
 * change; invalid: a value that cannot be stored as sent; unprocessable: a well-formed request the
 * money it names cannot cover (more than a balance owed, more than an account holds); forbidden: the
 * caller's role may use the operation but not on what it named (staff naming another person's
 * hours, api/docs/time.md); unavailable:
 * the server cannot do it now (its PDF workers are busy or ran out of time), and the same request
 * may succeed later; gone: what was named existed and no longer works (an expired or revoked link).
 */
export type FailureKind = "not_found" | "conflict" | "invalid" | "unprocessable" | "forbidden" | "unavailable" | "gone";

/** A refusal the client can act on, with a Spanish message. */
export class DomainFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** For `unavailable`: when to try again, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Bad input found past validation (an unknown client, dates out of order after a merge), on one field. */
export class FieldFailure extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
