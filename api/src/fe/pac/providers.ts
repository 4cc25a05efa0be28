import { type PacProvider, pacCredentialsInput, pacProviderLabels } from "../../contract/fe/fe-settings";
import type { FeEnvironment } from "../document";
import type { PacAdapter } from "./adapter";
import { createHkaAdapter, hkaEndpoints } from "./hka";

// The PACs the product can issue through (api/docs/electronic-invoicing-pac.md): a company picks
// one in its settings and keeps its credentials there, encrypted. The list of PACs, their labels and their credentials are the contract's (contract/fe/fe-settings.ts),
// which the settings screen and the API's validation read too; this file adds what only the server
// needs: the adapter of each.

/** How long one call to the PAC may take before the document goes on in contingency. */
export const PAC_TIMEOUT_MS = 30_000;

export type PacAdapterOptions = { timeoutMs?: number; fetch?: typeof fetch };

/**
 * The adapter for a company's PAC in its environment. `urlOverride` is FE_PAC_URL (env.ts): a PAC's
 * staging endpoint or the test server; without it, the PAC's published endpoint for the environment.
 * Throws with a Spanish message when the stored credentials are incomplete.
 */
export function createPacAdapter(
  provider: PacProvider,
  credentials: unknown,
  environment: FeEnvironment,
  urlOverride?: string,
  options: PacAdapterOptions = {},
): PacAdapter {
  const parsed = pacCredentialsInput.safeParse(credentials);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join("; ");
    throw new Error(`Credenciales de ${pacProviderLabels[provider]} incompletas: ${problems}`);
  }
  return createHkaAdapter({
    url: urlOverride ?? hkaEndpoints[environment],
    ...parsed.data,
    timeoutMs: options.timeoutMs ?? PAC_TIMEOUT_MS,
    fetch: options.fetch,
  });
}
