import { z } from "zod";
import type { FeEnvironment } from "../document";
import type { PacAdapter } from "./adapter";
import { createHkaAdapter, hkaEndpoints } from "./hka";

// The PACs the product can issue through (api/docs/electronic-invoicing-pac.md): a company picks
// one in its settings and keeps its credentials there, encrypted.

export const pacProviders = ["hka"] as const;
export type PacProvider = (typeof pacProviders)[number];

export const pacProviderLabels: Record<PacProvider, string> = { hka: "The Factory HKA" };

/** What the settings screen says of each PAC under its name. */
export const pacProviderNotes: Record<PacProvider, string> = {
  hka: "EBI (ebi-pac.com) ofrece el mismo servicio de The Factory HKA: use esta opción con la URL y las credenciales que EBI le entregue.",
};

const requiredToken = (label: string) =>
  z
    .string({ error: `${label} es requerido` })
    .trim()
    .min(1, { error: `${label} es requerido` });

/** Each PAC's credentials, as the company's settings keep them. HKA issues one pair per RUC and environment. */
export const pacCredentialSchemas = {
  hka: z.object({
    tokenEmpresa: requiredToken("El token de empresa"),
    tokenPassword: requiredToken("El token password"),
  }),
} satisfies Record<PacProvider, z.ZodType>;

export type PacCredentials = { [P in PacProvider]: z.infer<(typeof pacCredentialSchemas)[P]> };

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
  const parsed = pacCredentialSchemas[provider].safeParse(credentials);
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
