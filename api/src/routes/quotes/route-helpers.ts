import type { ErrorHandler } from "hono";
import { UNKNOWN_CLIENT, UnknownClientError } from "../../domain/quotes";
import type { AppContext, AppEnv } from "../../http/context";
import { onError } from "../../http/errors";

/**
 * The quotes' and invoices' routers answer an unknown client as bad input on the clientId field
 * (400, like every other validation message); anything else goes to the app's handler.
 */
export const unknownClientAs400: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof UnknownClientError) {
    return c.json({ error: UNKNOWN_CLIENT, issues: [{ field: "clientId", message: UNKNOWN_CLIENT }] }, 400);
  }
  return onError(error, c);
};

/**
 * Only the fields the request actually sent. The contract's patch schemas are `input.partial()`,
 * and zod still fills in defaults there (status 'draft'): a PATCH of the title alone must not
 * reset the status.
 */
export async function sentFields<T extends Record<string, unknown>>(c: AppContext, parsed: T): Promise<Partial<T>> {
  const body: unknown = await c.req.json();
  const sent = body && typeof body === "object" ? Object.keys(body) : [];
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.includes(key))) as Partial<T>;
}
