import {
  type CompanySettingsRecord,
  dayMonthYear,
  FE_CERTIFICATE_FILE_FIELD,
  FE_CERTIFICATE_SIZE_MESSAGE,
  MAX_FE_CERTIFICATE_BYTES,
  normalizeRuc,
  panamaDateOf,
} from "../contract";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { readSigningCertificate } from "../fe/certificate";
import { assertCanStoreSecrets, encryptSecret } from "../lib/secrets";
import type { Actor } from "./activity";
import { settingsRow, toCompanySettingsRecord, writeSettingsColumns } from "./company-settings";
import { FieldFailure } from "./failures";

// The company's signing certificate for electronic invoicing (api/docs/company-settings.md, "The
// signing certificate"): the .p12 and its password stored encrypted, what it says of itself
// (subject, RUC, expiry) in the clear so the settings show it without decrypting anything.

/**
 * Stores a new certificate once readSigningCertificate accepts it with `password`. Refused (400 on
 * `file`) when it names a RUC and the company has another: a certificate of another company would
 * sign documents no PAC or DGI accepts from this one. Without SECRET_KEY: 409, before the file is read.
 */
export async function replaceFeCertificate(
  db: Db,
  env: Pick<Env, "SECRET_KEY">,
  upload: { file: Uint8Array; password: string },
  actor: Actor,
): Promise<CompanySettingsRecord> {
  assertCanStoreSecrets(env);
  if (upload.file.length > MAX_FE_CERTIFICATE_BYTES) {
    throw new FieldFailure(FE_CERTIFICATE_FILE_FIELD, FE_CERTIFICATE_SIZE_MESSAGE);
  }
  // Read and sealed before the transaction: the row stays unlocked while the file is decrypted.
  const certificate = readSigningCertificate(upload.file, upload.password);
  const sealed = { file: encryptSecret(env, upload.file), password: encryptSecret(env, upload.password) };
  return db.transaction(async (tx) => {
    const current = await settingsRow(tx, { lock: true });
    if (certificate.ruc && current.ruc && normalizeRuc(certificate.ruc) !== normalizeRuc(current.ruc)) {
      throw new FieldFailure(
        FE_CERTIFICATE_FILE_FIELD,
        `El certificado es de otro RUC (${certificate.ruc}); el de la empresa es ${current.ruc}`,
      );
    }
    return writeSettingsColumns(
      tx,
      {
        feCertificate: sealed.file,
        feCertificatePassword: sealed.password,
        feCertificateSubject: certificate.subject,
        feCertificateRuc: certificate.ruc,
        feCertificateExpiresAt: certificate.notAfter,
      },
      `Certificado de firma electrónica actualizado (vence el ${dayMonthYear(panamaDateOf(certificate.notAfter))})`,
      actor,
    );
  });
}

/** Removes the certificate; without one there is nothing to change or log. Needs no SECRET_KEY. */
export async function removeFeCertificate(db: Db, actor: Actor): Promise<CompanySettingsRecord> {
  return db.transaction(async (tx) => {
    const current = await settingsRow(tx, { lock: true });
    if (current.feCertificateSubject === null) return toCompanySettingsRecord(current);
    return writeSettingsColumns(
      tx,
      {
        feCertificate: null,
        feCertificatePassword: null,
        feCertificateSubject: null,
        feCertificateRuc: null,
        feCertificateExpiresAt: null,
      },
      "Certificado de firma electrónica eliminado",
      actor,
    );
  });
}
