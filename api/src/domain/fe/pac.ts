import type { FeDocumentRow } from "../../db/schema";
import type { Env } from "../../env";
import type { FeEnvironment } from "../../fe/document";
import type { PacAdapter, PacDocumentKey } from "../../fe/pac/adapter";
import { createPacAdapter } from "../../fe/pac/providers";
import type { FeIssuerSetup } from "../fe-setup";

/** The company's PAC in `environment`, at FE_PAC_URL when set, with the server's time limit. */
export function pacAdapterFor(
  pac: NonNullable<FeIssuerSetup["pac"]>,
  environment: FeEnvironment,
  env: Env,
): PacAdapter {
  return createPacAdapter(pac.provider, pac, environment, env.FE_PAC_URL, {
    timeoutMs: env.FE_PAC_TIMEOUT_SECONDS * 1000,
  });
}

/** What identifies a stored document at the PAC. */
export const pacKeyOf = (row: FeDocumentRow): PacDocumentKey => ({
  documentType: row.documentType as PacDocumentKey["documentType"],
  emissionType: row.emissionType === "02" ? "02" : "01",
  number: row.number,
  billingPoint: row.billingPoint,
  branchCode: row.branchCode,
});
