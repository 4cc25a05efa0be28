import { feSetupProblems, type PacCredentials, type PacProvider, pacCredentialsInput } from "../contract";
import type { Db } from "../db/client";
import type { CompanySettings } from "../db/schema";
import type { Env } from "../env";
import { readSigningCertificate } from "../fe/certificate";
import { decryptSecret, decryptSecretText, SECRET_UNREADABLE } from "../lib/secrets";
import { feSetupSubjectOf, readCompanySettings } from "./company-settings";
import { DomainFailure, FieldFailure } from "./failures";

// What the issuing code needs of the company's setup (api/docs/company-settings.md, "Electronic
// invoicing setup"), its secrets decrypted with SECRET_KEY. Only the issuing code calls this: no
// API answer ever carries what it returns.

export type FeIssuerSetup = {
  /** The whole settings row: the issuer's data (gEmis) and the number series' branch and point. */
  settings: CompanySettings;
  /** The signing key and certificate (PEM), from the stored .p12; null without one. */
  certificate: { privateKeyPem: string; certificatePem: string } | null;
  /** The PAC and its credentials; null without a PAC or without its credentials. */
  pac: ({ provider: PacProvider } & PacCredentials) | null;
  /** feSetupProblems of these settings: empty when the company can issue. */
  problems: string[];
};

/**
 * The settings, the certificate's key and the PAC's credentials, decrypted. A 409 in Spanish when a
 * stored secret cannot be used: no SECRET_KEY, another key than the one it was stored with
 * (SECRET_UNREADABLE), or a certificate no longer valid.
 */
export async function loadFeIssuerSetup(
  db: Db,
  env: Pick<Env, "SECRET_KEY">,
  now = new Date(),
): Promise<FeIssuerSetup> {
  const settings = await readCompanySettings(db);
  return {
    settings,
    certificate: signingKeyOf(settings, env, now),
    pac: pacOf(settings, env),
    problems: feSetupProblems(feSetupSubjectOf(settings, now)),
  };
}

function signingKeyOf(settings: CompanySettings, env: Pick<Env, "SECRET_KEY">, now: Date) {
  if (!settings.feCertificate || !settings.feCertificatePassword) return null;
  const file = decryptSecret(env, settings.feCertificate);
  const password = decryptSecretText(env, settings.feCertificatePassword);
  try {
    const { privateKeyPem, certificatePem } = readSigningCertificate(file, password, now);
    return { privateKeyPem, certificatePem };
  } catch (error) {
    // Read at upload, so what fails now is time (it expired): the issuer's problem, not the request's.
    if (error instanceof FieldFailure) {
      throw new DomainFailure("conflict", `El certificado de firma guardado no sirve: ${error.message}`);
    }
    throw error;
  }
}

function pacOf(settings: CompanySettings, env: Pick<Env, "SECRET_KEY">): FeIssuerSetup["pac"] {
  if (!settings.pacProvider || !settings.pacCredentials) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(decryptSecretText(env, settings.pacCredentials));
  } catch (error) {
    if (error instanceof DomainFailure) throw error;
    stored = undefined;
  }
  const credentials = pacCredentialsInput.safeParse(stored);
  if (!credentials.success) throw new DomainFailure("conflict", SECRET_UNREADABLE);
  return { provider: settings.pacProvider as PacProvider, ...credentials.data };
}
