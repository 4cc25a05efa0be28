// The front ends import this file on its own (shared-ui's endpoint client), not through index.ts.
import type { Endpoint } from "./endpoint";
import { accountingEndpoints } from "./endpoints/accounting";
import { achEndpoints } from "./endpoints/ach";
import { booksEndpoints } from "./endpoints/books";
import { coreEndpoints } from "./endpoints/core";
import { feEndpoints } from "./endpoints/fe";
import { mailEndpoints } from "./endpoints/mail";
import { moneyEndpoints } from "./endpoints/money";
import { publicSiteEndpoints } from "./endpoints/public-site";
import { reconciliationEndpoints } from "./endpoints/reconciliation";
import { recurringEndpoints } from "./endpoints/recurring";
import { sessionEndpoints } from "./endpoints/session";
import { statementEndpoints } from "./endpoints/statements";
import { timeEndpoints } from "./endpoints/time";

// The endpoint table: every operation of the API, once (api/docs/openapi.md). The server mounts
// its routes with the schemas named here and takes from it who may call each one
// (http/access.ts) and which need no session (http/middleware.ts); GET /api/openapi.json is
// generated from it; http/endpoints.test.ts checks it against the app's own route table, both ways.

export * from "./endpoint";
export {
  accountingEndpoints,
  achEndpoints,
  booksEndpoints,
  coreEndpoints,
  feEndpoints,
  mailEndpoints,
  moneyEndpoints,
  publicSiteEndpoints,
  reconciliationEndpoints,
  recurringEndpoints,
  sessionEndpoints,
  statementEndpoints,
  timeEndpoints,
};

/** Every operation by name: `endpoints.createClient.body` is the schema POST /api/clients validates. */
export const endpoints = {
  ...sessionEndpoints,
  ...publicSiteEndpoints,
  ...coreEndpoints,
  ...feEndpoints,
  ...recurringEndpoints,
  ...mailEndpoints,
  ...moneyEndpoints,
  ...statementEndpoints,
  ...reconciliationEndpoints,
  ...achEndpoints,
  ...booksEndpoints,
  ...accountingEndpoints,
  ...timeEndpoints,
};
export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);

const segments = (path: string) => path.split("/").filter(Boolean);
const isParameter = (segment: string) => /^\{.+\}$/.test(segment) || segment.startsWith(":");

/** How well a table path fits a request path: null when it does not, else its count of fixed segments. */
function fit(pattern: string, path: string): number | null {
  const wanted = segments(pattern);
  const given = segments(path);
  if (wanted.length !== given.length) return null;
  let fixed = 0;
  for (const [index, segment] of wanted.entries()) {
    if (isParameter(segment)) continue;
    if (segment !== given[index]) return null;
    fixed += 1;
  }
  return fixed;
}

/**
 * The operation that answers `method path`: a request's path ('/api/clients/12') or a route's
 * pattern ('/api/clients/:id'). Where two fit ('/api/clients/search' and '/api/clients/{id}'), the
 * one with more fixed segments, as the server mounts it. HEAD is answered as GET.
 */
export function endpointFor(method: string, path: string): Endpoint | undefined {
  const wanted = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  let best: { endpoint: Endpoint; fixed: number } | undefined;
  for (const endpoint of endpointList) {
    if (endpoint.method !== wanted) continue;
    const fixed = fit(endpoint.path, path);
    if (fixed !== null && (!best || fixed > best.fixed)) best = { endpoint, fixed };
  }
  return best?.endpoint;
}
