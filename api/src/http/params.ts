import { DomainFailure } from "../domain/failures";
import type { AppContext } from "./context";

/** The :id (or another id parameter) of a route as a positive integer; anything else is an unknown record (404). */
export function idParam(c: AppContext, notFoundMessage: string, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new DomainFailure("not_found", notFoundMessage);
  return id;
}
