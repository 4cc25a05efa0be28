import { eq, getTableColumns, sql } from "drizzle-orm";
import {
  COMPANY_LOGO_PATH,
  type CompanySettingsPatch,
  type CompanySettingsRecord,
  companySettingsLabels,
  FE_CERTIFICATE_WARNING_DAYS,
  type FeCertificateRecord,
  type FeEnvironment,
  type FeSetupSubject,
  itbmsRateOf,
  type LogoMimeType,
  type PacProvider,
  rucInCertificateName,
} from "../contract";
import type { Db } from "../db/client";
import { type CompanySettings, companySettings } from "../db/schema";
import type { Env } from "../env";
import { encryptSecret } from "../lib/secrets";
import { type Actor, recordActivity } from "./activity";
import { storableLogo } from "./logo-image";
import { changedFields, returnedRow } from "./records";
import { checkRucChanges } from "./ruc-changes";

// The company's settings (api/docs/company-settings.md): one row, id 1, created by migration 0003
// and only ever updated.

const SETTINGS_ID = 1;
export const COMPANY_SETTINGS_ACTIVITY = { entity: "company_settings", entityId: SETTINGS_ID } as const;

/**
 * The company's settings row (id 1, created by migration 0003): what every quote, invoice and
 * report prints as the issuer, and the defaults new documents start with.
 */
export async function readCompanySettings(db: Db): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  if (!row) throw new Error("company_settings has no row: migration 0003 must have run");
  return row;
}

/** The company's RUC alone (the income-tax indicator reads which kind of taxpayer it is), without the logo's bytes. */
export async function readCompanyRuc(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ ruc: companySettings.ruc })
    .from(companySettings)
    .where(eq(companySettings.id, SETTINGS_ID));
  return row?.ruc ?? null;
}

/** The fields a PATCH sent (no defaults: an absent field stays as it is). */
export type CompanySettingsChanges = Partial<CompanySettingsPatch>;

// Every column but the logo's bytes, which only GET …/logo reads, and the secrets, which only the
// issuing code decrypts (fe-setup.ts); instead, a digest of the logo that versions its URL (a new
// logo is a new URL, so no browser keeps showing the old one) and whether the PAC's credentials
// are there.
const {
  logo: _logo,
  pacCredentials: _pacCredentials,
  feCertificate: _feCertificate,
  feCertificatePassword: _feCertificatePassword,
  ...publicColumns
} = getTableColumns(companySettings);
const recordColumns = {
  ...publicColumns,
  logoVersion: sql<string | null>`left(md5(${companySettings.logo}), 16)`,
  hasPacCredentials: sql<boolean>`(${companySettings.pacCredentials} is not null)`,
};
export type SettingsRow = Omit<
  CompanySettings,
  "logo" | "pacCredentials" | "feCertificate" | "feCertificatePassword"
> & {
  logoVersion: string | null;
  hasPacCredentials: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the settings say of the stored certificate, as of `now`; null without one. */
function feCertificateOf(
  row: Pick<CompanySettings, "feCertificateSubject" | "feCertificateRuc" | "feCertificateExpiresAt">,
  now: Date,
): FeCertificateRecord | null {
  if (!row.feCertificateSubject || !row.feCertificateExpiresAt) return null;
  const expiresAt = row.feCertificateExpiresAt;
  const expired = expiresAt.getTime() <= now.getTime();
  // The DV is not a column of its own: it is read again from the subject, beside the stored RUC.
  const named = rucInCertificateName(row.feCertificateSubject);
  return {
    subject: row.feCertificateSubject,
    ruc: row.feCertificateRuc,
    dv: named && named.ruc === row.feCertificateRuc ? named.dv : null,
    expiresAt: expiresAt.toISOString(),
    expiresSoon: !expired && expiresAt.getTime() - now.getTime() <= FE_CERTIFICATE_WARNING_DAYS * DAY_MS,
    expired,
  };
}

/** The settings feSetupProblems (contract/fe/fe-settings.ts) reads, from the whole row. */
export function feSetupSubjectOf(row: CompanySettings, now = new Date()): FeSetupSubject {
  return {
    legalName: row.legalName,
    ruc: row.ruc,
    dv: row.dv,
    address: row.address,
    phone: row.phone,
    feEnvironment: row.feEnvironment as FeEnvironment | null,
    feBranchCode: row.feBranchCode,
    feBillingPoint: row.feBillingPoint,
    feLocationCode: row.feLocationCode,
    feProvince: row.feProvince,
    feDistrict: row.feDistrict,
    feCorregimiento: row.feCorregimiento,
    feCoordinates: row.feCoordinates,
    pacProvider: row.pacProvider as PacProvider | null,
    hasPacCredentials: row.pacCredentials !== null,
    feCertificate: feCertificateOf(row, now),
  };
}

export function toCompanySettingsRecord(row: SettingsRow, now = new Date()): CompanySettingsRecord {
  return {
    legalName: row.legalName,
    tradeName: row.tradeName,
    ruc: row.ruc,
    dv: row.dv,
    address: row.address,
    phone: row.phone,
    email: row.email,
    defaultItbmsRate: itbmsRateOf(row.defaultItbmsRate),
    paymentTermsDays: row.paymentTermsDays,
    bankName: row.bankName,
    // Only the contract's two types are ever stored.
    bankAccountType: row.bankAccountType as CompanySettingsRecord["bankAccountType"],
    bankAccountNumber: row.bankAccountNumber,
    bankAccountHolder: row.bankAccountHolder,
    // Only the contract's values are ever stored (the API's fields, the database's checks).
    feEnvironment: row.feEnvironment as FeEnvironment | null,
    feBranchCode: row.feBranchCode,
    feBillingPoint: row.feBillingPoint,
    feLocationCode: row.feLocationCode,
    feProvince: row.feProvince,
    feDistrict: row.feDistrict,
    feCorregimiento: row.feCorregimiento,
    feCoordinates: row.feCoordinates,
    pacProvider: row.pacProvider as PacProvider | null,
    feAnnulmentDays: row.feAnnulmentDays,
    hasPacCredentials: row.hasPacCredentials,
    feCertificate: feCertificateOf(row, now),
    hasLogo: row.logoVersion !== null,
    logoUrl: row.logoVersion === null ? null : `${COMPANY_LOGO_PATH}?v=${row.logoVersion}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function settingsRow(db: Db, options: { lock?: boolean } = {}): Promise<SettingsRow> {
  const query = db.select(recordColumns).from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  const [row] = await (options.lock ? query.for("update") : query);
  if (!row) throw new Error("company_settings has no row: migration 0003 must have run");
  return row;
}

/** GET /api/settings/company. */
export async function findCompanySettings(db: Db): Promise<CompanySettingsRecord> {
  return toCompanySettingsRecord(await settingsRow(db));
}

/**
 * Applies a PATCH: only the fields that differ from the stored ones are written, and one
 * activity entry names them; nothing different changes nothing and logs nothing. New PAC
 * credentials are always written (sealed anew, they cannot be compared) and need SECRET_KEY: without
 * it the whole PATCH is a 409 and nothing changes.
 */
export async function updateCompanySettings(
  db: Db,
  env: Pick<Env, "SECRET_KEY">,
  changes: CompanySettingsChanges,
  actor: Actor,
): Promise<CompanySettingsRecord> {
  const { pacCredentials, ...fields } = changes;
  // Sealed before the transaction: the row stays unlocked, and a server without a key refuses first.
  const sealedCredentials = pacCredentials ? encryptSecret(env, JSON.stringify(pacCredentials)) : pacCredentials;
  return db.transaction(async (tx) => {
    const current = await settingsRow(tx, { lock: true });
    // The rate is stored as numeric ("7.00") and sent as the contract's "7".
    const stored = { ...current, defaultItbmsRate: itbmsRateOf(current.defaultItbmsRate) };
    const changed: Partial<typeof fields> & { pacCredentials?: Uint8Array | null } = changedFields(stored, fields);
    if (sealedCredentials || (sealedCredentials === null && current.hasPacCredentials)) {
      changed.pacCredentials = sealedCredentials;
    }
    if (Object.keys(changed).length === 0) return toCompanySettingsRecord(current);
    checkRucChanges(current, changed);
    const row = await returnedRow(
      tx.update(companySettings).set(changed).where(eq(companySettings.id, SETTINGS_ID)).returning(recordColumns),
      "la configuración de la empresa",
    );
    // In the order of the contract's labels, whatever order the body had.
    const names = (Object.keys(companySettingsLabels) as Array<keyof CompanySettingsPatch>)
      .filter((key) => key in changed)
      .map((key) => companySettingsLabels[key]);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      ...COMPANY_SETTINGS_ACTIVITY,
      summary: `Configuración de la empresa actualizada: ${names.join(", ")}`,
    });
    return toCompanySettingsRecord(row);
  });
}

/**
 * Stores a new logo as storableLogo makes it (checked, then re-encoded to what a PDF prints);
 * anything it refuses is a 400 on the field `logo` and nothing changes.
 */
export async function replaceCompanyLogo(db: Db, bytes: Uint8Array, actor: Actor): Promise<CompanySettingsRecord> {
  // Re-encoded before the transaction: the row stays unlocked while the image is decoded.
  const logo = await storableLogo(bytes);
  return db.transaction(async (tx) => {
    await settingsRow(tx, { lock: true });
    return writeSettingsColumns(
      tx,
      { logo: logo.bytes, logoMimeType: logo.mimeType },
      "Logo de la empresa actualizado",
      actor,
    );
  });
}

/** Removes the logo; without one there is nothing to change or log. */
export async function removeCompanyLogo(db: Db, actor: Actor): Promise<CompanySettingsRecord> {
  return db.transaction(async (tx) => {
    const current = await settingsRow(tx, { lock: true });
    if (current.logoVersion === null) return toCompanySettingsRecord(current);
    return writeSettingsColumns(tx, { logo: null, logoMimeType: null }, "Logo de la empresa eliminado", actor);
  });
}

/**
 * Writes some columns (the logo's, the certificate's) and their activity entry, inside the caller's
 * transaction, which has locked the row.
 */
export async function writeSettingsColumns(
  tx: Db,
  values: Partial<Omit<CompanySettings, "logoMimeType">> & { logoMimeType?: LogoMimeType | null },
  summary: string,
  actor: Actor,
): Promise<CompanySettingsRecord> {
  const row = await returnedRow(
    tx.update(companySettings).set(values).where(eq(companySettings.id, SETTINGS_ID)).returning(recordColumns),
    "la configuración de la empresa",
  );
  await recordActivity(tx, { userId: actor.userId, action: "update", ...COMPANY_SETTINGS_ACTIVITY, summary });
  return toCompanySettingsRecord(row);
}

/** The logo's bytes and type (GET /api/settings/company/logo), or null when there is none. */
export async function readCompanyLogo(db: Db): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  const [row] = await db
    .select({ bytes: companySettings.logo, mimeType: companySettings.logoMimeType })
    .from(companySettings)
    .where(eq(companySettings.id, SETTINGS_ID));
  return row?.bytes && row.mimeType ? { bytes: row.bytes, mimeType: row.mimeType } : null;
}
