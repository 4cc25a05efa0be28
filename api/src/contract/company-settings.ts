import { itbmsRateField } from "./documents/document-lines";
import {
  feAnnulmentDaysField,
  feBillingPointField,
  feBranchCodeField,
  feCertificateRecord,
  feCoordinatesField,
  feEnvironmentField,
  feLocationCodeField,
  feLocationNameField,
  pacCredentialsField,
  pacProviderField,
  pacProviders,
} from "./fe/fe-settings";
import { paymentTermsDays } from "./finance/suppliers";
import { optionalEmail, optionalText, requiredText } from "./values/fields";
import { instantText } from "./values/record-fields";
import { checkRucAndDv, rucAndDvFields } from "./values/ruc-fields";
import { itbmsRates } from "./values/statuses";
import { z } from "./zod";

// The company's own data, printed as the issuer of every quote and invoice, and the defaults new
// documents start with (api/docs/company-settings.md).

/** How the bank printed on invoices names the account: checking or savings, in its own words. */
export const companyBankAccountTypes = ["Corriente", "Ahorros"] as const;
export type CompanyBankAccountType = (typeof companyBankAccountTypes)[number];

const companySettingsFields = z.object({
  legalName: requiredText("La razón social es requerida"),
  tradeName: optionalText(200),
  // Checked together by checkRucAndDv (create form) or merged with the stored ones (PATCH).
  ...rucAndDvFields(),
  address: optionalText(500),
  phone: optionalText(50),
  email: optionalEmail(),
  defaultItbmsRate: itbmsRateField({ withDefault: false }),
  paymentTermsDays: paymentTermsDays(365),
  bankName: optionalText(200),
  bankAccountType: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.enum(companyBankAccountTypes, { error: "Tipo de cuenta inválido" }).nullable(),
  ),
  bankAccountNumber: optionalText(50),
  bankAccountHolder: optionalText(200),
  // Electronic invoicing (fe-settings.ts); feSetupProblems says which are still missing to issue.
  feEnvironment: feEnvironmentField(),
  feBranchCode: feBranchCodeField(),
  feBillingPoint: feBillingPointField(),
  feLocationCode: feLocationCodeField(),
  feProvince: feLocationNameField("de la provincia"),
  feDistrict: feLocationNameField("del distrito"),
  feCorregimiento: feLocationNameField("del corregimiento"),
  feCoordinates: feCoordinatesField(),
  pacProvider: pacProviderField(),
  feAnnulmentDays: feAnnulmentDaysField(),
});

/** The settings form: every field, the RUC checked with its DV as the form is submitted. */
export const companySettingsInput = companySettingsFields.superRefine(checkRucAndDv);

/**
 * PATCH /api/settings/company: any subset, no defaults. The RUC and DV are checked by the API
 * once merged with the stored ones, as a supplier's are. `pacCredentials` is write-only: stored
 * encrypted, answered only as `hasPacCredentials`; null removes them.
 */
export const companySettingsPatch = companySettingsFields.partial().extend({
  pacCredentials: pacCredentialsField().optional(),
});

export type CompanySettingsInput = z.input<typeof companySettingsInput>;
export type CompanySettingsData = z.output<typeof companySettingsInput>;
export type CompanySettingsPatch = z.output<typeof companySettingsPatch>;

/** What each field is called on the settings screen and in the activity log's summary. */
export const companySettingsLabels: Record<keyof CompanySettingsPatch, string> = {
  legalName: "Razón social",
  tradeName: "Nombre comercial",
  ruc: "RUC",
  dv: "DV",
  address: "Dirección",
  phone: "Teléfono",
  email: "Email",
  defaultItbmsRate: "Tasa de ITBMS por defecto",
  paymentTermsDays: "Términos de pago (días)",
  bankName: "Banco",
  bankAccountType: "Tipo de cuenta",
  bankAccountNumber: "Número de cuenta",
  bankAccountHolder: "Titular de la cuenta",
  feEnvironment: "Ambiente",
  feBranchCode: "Sucursal",
  feBillingPoint: "Punto de facturación",
  feLocationCode: "Código de ubicación",
  feProvince: "Provincia",
  feDistrict: "Distrito",
  feCorregimiento: "Corregimiento",
  feCoordinates: "Coordenadas",
  pacProvider: "Proveedor PAC",
  feAnnulmentDays: "Días para anular",
  pacCredentials: "Credenciales del PAC",
};

/** GET /api/settings/company: the settings without the logo's bytes, which have their own URL. */
export const companySettingsRecord = z.object({
  legalName: z.string(),
  tradeName: z.string().nullable(),
  ruc: z.string().nullable(),
  dv: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  defaultItbmsRate: z.enum(itbmsRates),
  paymentTermsDays: z.number().int().min(0),
  bankName: z.string().nullable(),
  bankAccountType: z.enum(companyBankAccountTypes).nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountHolder: z.string().nullable(),
  feEnvironment: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .meta({ description: "Ambiente de la factura electrónica: 1 producción, 2 pruebas; null sin definir" }),
  feBranchCode: z.string().nullable(),
  feBillingPoint: z.string().nullable(),
  feLocationCode: z.string().nullable(),
  feProvince: z.string().nullable(),
  feDistrict: z.string().nullable(),
  feCorregimiento: z.string().nullable(),
  feCoordinates: z.string().nullable(),
  pacProvider: z.enum(pacProviders).nullable(),
  feAnnulmentDays: z.number().int().min(1).max(30),
  /** Whether the PAC's credentials are stored; they themselves are never answered. */
  hasPacCredentials: z.boolean().meta({ description: "Si hay credenciales del PAC guardadas (nunca se responden)" }),
  feCertificate: feCertificateRecord
    .nullable()
    .meta({ description: "El certificado de firma, lo que dice de sí; null sin certificado (nunca el archivo)" }),
  hasLogo: z.boolean(),
  /** GET it for the image; it changes whenever the logo does, so a browser never shows an old one. Null without a logo. */
  logoUrl: z.string().nullable().meta({ description: "Dirección del logo (cambia con cada logo); null sin logo" }),
  updatedAt: instantText("Cuándo se modificó por última vez (ISO 8601, UTC)"),
});
export type CompanySettingsRecord = z.infer<typeof companySettingsRecord>;

export const COMPANY_LOGO_PATH = "/api/settings/company/logo";
/** The multipart form field PUT /api/settings/company/logo reads the file from. */
export const COMPANY_LOGO_FIELD = "logo";
/** 512 kB, as the database's check on the column also says. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const LOGO_TYPE_MESSAGE = "El logo debe ser una imagen PNG o JPEG";
export const LOGO_SIZE_MESSAGE = "El logo no puede superar 512 kB";
export const LOGO_MISSING_MESSAGE = "Debe seleccionar un archivo de logo";
/** 40 megapixels: far more than any logo needs, and the most an upload is ever decoded at. */
export const MAX_LOGO_PIXELS = 40_000_000;
export const LOGO_DIMENSIONS_MESSAGE = "La imagen del logo es demasiado grande (máximo 40 megapíxeles)";

export type LogoMimeType = "image/png" | "image/jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The image type the bytes themselves say (PNG's or JPEG's signature), whatever the file's name
 * or declared type claim; null for anything else.
 */
export function logoMimeType(bytes: Uint8Array): LogoMimeType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  return null;
}

/** What is wrong with a logo file, or null when it can be stored: size first, then type. */
export function logoIssue(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_LOGO_BYTES) return LOGO_SIZE_MESSAGE;
  return logoMimeType(bytes) ? null : LOGO_TYPE_MESSAGE;
}
