import { eq, getTableColumns, sql } from "drizzle-orm";
import {
  COMPANY_LOGO_PATH,
  type CompanySettingsData,
  type CompanySettingsRecord,
  companySettingsLabels,
  itbmsRateOf,
  type LogoMimeType,
} from "../contract";
import type { Db } from "../db/client";
import { type CompanySettings, companySettings } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { storableLogo } from "./logo-image";
import { changedFields, returnedRow } from "./records";
import { checkRucChanges } from "./ruc-changes";

// The company's settings (api/docs/company-settings.md): one row, id 1, created by migration 0003
// and only ever updated.

const SETTINGS_ID = 1;
const ACTIVITY_TARGET = { entity: "company_settings", entityId: SETTINGS_ID } as const;

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
export type CompanySettingsChanges = Partial<CompanySettingsData>;

// Every column but the logo's bytes, which only GET …/logo reads; instead, a digest of them that
// versions the logo's URL: a new logo is a new URL, so no browser keeps showing the old one.
const { logo: _logo, ...columnsWithoutLogo } = getTableColumns(companySettings);
const recordColumns = {
  ...columnsWithoutLogo,
  logoVersion: sql<string | null>`left(md5(${companySettings.logo}), 16)`,
};
type SettingsRow = Omit<CompanySettings, "logo"> & { logoVersion: string | null };

function toCompanySettingsRecord(row: SettingsRow): CompanySettingsRecord {
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
    hasLogo: row.logoVersion !== null,
    logoUrl: row.logoVersion === null ? null : `${COMPANY_LOGO_PATH}?v=${row.logoVersion}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function settingsRow(db: Db, options: { lock?: boolean } = {}): Promise<SettingsRow> {
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
 * activity entry names them; nothing different changes nothing and logs nothing.
 */
export async function updateCompanySettings(
  db: Db,
  changes: CompanySettingsChanges,
  actor: Actor,
): Promise<CompanySettingsRecord> {
  return db.transaction(async (tx) => {
    const current = await settingsRow(tx, { lock: true });
    // The rate is stored as numeric ("7.00") and sent as the contract's "7".
    const stored = { ...current, defaultItbmsRate: itbmsRateOf(current.defaultItbmsRate) };
    const changed = changedFields(stored, changes);
    if (Object.keys(changed).length === 0) return toCompanySettingsRecord(current);
    checkRucChanges(current, changed);
    const row = await returnedRow(
      tx.update(companySettings).set(changed).where(eq(companySettings.id, SETTINGS_ID)).returning(recordColumns),
      "la configuración de la empresa",
    );
    const names = (Object.keys(changed) as Array<keyof CompanySettingsData>).map((key) => companySettingsLabels[key]);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      ...ACTIVITY_TARGET,
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
    return writeLogo(tx, { logo: logo.bytes, logoMimeType: logo.mimeType }, "Logo de la empresa actualizado", actor);
  });
}

/** Removes the logo; without one there is nothing to change or log. */
export async function removeCompanyLogo(db: Db, actor: Actor): Promise<CompanySettingsRecord> {
  return db.transaction(async (tx) => {
    const current = await settingsRow(tx, { lock: true });
    if (current.logoVersion === null) return toCompanySettingsRecord(current);
    return writeLogo(tx, { logo: null, logoMimeType: null }, "Logo de la empresa eliminado", actor);
  });
}

/** Writes the logo columns and their activity entry, inside the caller's transaction. */
async function writeLogo(
  tx: Db,
  values: { logo: Uint8Array | null; logoMimeType: LogoMimeType | null },
  summary: string,
  actor: Actor,
): Promise<CompanySettingsRecord> {
  const row = await returnedRow(
    tx.update(companySettings).set(values).where(eq(companySettings.id, SETTINGS_ID)).returning(recordColumns),
    "la configuración de la empresa",
  );
  await recordActivity(tx, { userId: actor.userId, action: "update", ...ACTIVITY_TARGET, summary });
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
