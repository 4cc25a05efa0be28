// The HTTP header names the API and the front ends agree on, beside the bodies the other
// contract files describe: written once here, read by the server's middleware and by
// shared-ui's API client, so neither side can rename one alone.

/**
 * Sent by the client on a POST that moves money: one key per submission, the same key on a retry
 * of it. The server runs the write once per key (rules: api/docs/finance-money.md).
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** Answered `true` when a repeated Idempotency-Key got the first request's answer again. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** Answered by a paged list: the count of all matching rows, every page of them. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
