import type { CompanySettingsRecord } from "../company-settings";
import { dayMonthYear, panamaDateOf } from "../values/dates";
import { requiredText } from "../values/fields";
import { instantText } from "../values/record-fields";
import { normalizeDv, normalizeRuc, parseRuc } from "../values/ruc";
import { z } from "../zod";

// Electronic invoicing's company setup (api/docs/company-settings.md, "Electronic invoicing
// setup"): the fields of the DGI's issuer (gEmis) and of the number series that the company's
// settings keep, the PAC, the signing certificate, and what is still missing before the company
// can issue (feSetupProblems).

/** iAmb: 1 production, 2 test (the PAC's demo service). */
export const feEnvironments = [1, 2] as const;
export type FeEnvironment = (typeof feEnvironments)[number];
export const feEnvironmentLabels: Record<FeEnvironment, string> = { 1: "Producción", 2: "Pruebas" };

/** The PACs the product can issue through; HKA's API is also EBI's. */
export const pacProviders = ["hka"] as const;
export type PacProvider = (typeof pacProviders)[number];
export const pacProviderLabels: Record<PacProvider, string> = { hka: "The Factory HKA (también EBI)" };

export const FE_ENVIRONMENT_MESSAGE = "Ambiente inválido: 1 (producción) o 2 (pruebas)";
export const FE_BRANCH_CODE_MESSAGE = "La sucursal son 4 letras o números (0000 es la casa matriz)";
export const FE_BILLING_POINT_MESSAGE = "El punto de facturación son 3 dígitos, de 001 a 999";
export const FE_LOCATION_CODE_MESSAGE =
  "Código de ubicación inválido: provincia-distrito-corregimiento del catálogo de la DGI (ejemplo: 8-8-7)";
export const FE_COORDINATES_MESSAGE =
  "Coordenadas inválidas: latitud,longitud con 4 a 6 decimales (ejemplo: +8.9892,-79.5201)";
export const FE_COORDINATES_RANGE_MESSAGE =
  "Las coordenadas deben estar en Panamá: latitud entre 7 y 10, longitud entre -83.5 y -77 (ejemplo: +8.9892,-79.5201)";
export const PAC_PROVIDER_MESSAGE = "Proveedor PAC inválido";
export const FE_ANNULMENT_DAYS_MESSAGE = "Los días para anular deben ser de 1 a 30";

/** Empty text (or blank) is "not set": null, stored one way only. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** iAmb: 1 or 2 (a number or its text, as a select sends it), or empty. */
export const feEnvironmentField = () =>
  z
    .preprocess((value) => {
      const blank = blankToNull(value);
      return typeof blank === "string" && /^\d$/.test(blank.trim()) ? Number(blank) : blank;
    }, z.union([z.literal(1), z.literal(2)], { error: FE_ENVIRONMENT_MESSAGE }).nullable())
    .meta({ description: "Ambiente de la factura electrónica: 1 producción, 2 pruebas; null sin definir" });

/** dSucEm: 4 letters or digits, stored upper case (the CUFE is computed on it), '0000' the head office. */
export const feBranchCodeField = () =>
  z
    .preprocess(
      (value) => {
        const blank = blankToNull(trimmed(value));
        return typeof blank === "string" ? blank.toUpperCase() : blank;
      },
      z
        .string({ error: FE_BRANCH_CODE_MESSAGE })
        .regex(/^[A-Z0-9]{4}$/, { error: FE_BRANCH_CODE_MESSAGE })
        .nullable(),
    )
    .meta({ description: "Código de sucursal (dSucEm): 4 letras o números, 0000 la casa matriz; null sin definir" });

/** dPtoFacDF: 3 digits, never '000'; '1' is read as '001', as a DV '9' is '09'. */
export const feBillingPointField = () =>
  z
    .preprocess(
      (value) => {
        const blank = blankToNull(trimmed(value));
        return typeof blank === "string" && /^\d{1,3}$/.test(blank) ? blank.padStart(3, "0") : blank;
      },
      z
        .string({ error: FE_BILLING_POINT_MESSAGE })
        .regex(/^(?!000)\d{3}$/, { error: FE_BILLING_POINT_MESSAGE })
        .nullable(),
    )
    .meta({ description: "Punto de facturación (dPtoFacDF): 3 dígitos, de 001 a 999; null sin definir" });

/**
 * Whether `code` is a location code of the DGI's catalogue (dCodUbi, 'provincia-distrito-
 * corregimiento'). For now its format only: the one place to check it against the catalogue once
 * it is in the code.
 */
export function isFeLocationCodeFormat(code: string): boolean {
  return /^\d{1,2}-\d{1,2}-\d{1,2}$/.test(code);
}

/** dCodUbi of the company's address: '8-8-7' (Panamá, Panamá, Bella Vista). */
export const feLocationCodeField = () =>
  z
    .preprocess(
      (value) => blankToNull(trimmed(value)),
      z
        .string({ error: FE_LOCATION_CODE_MESSAGE })
        .refine(isFeLocationCodeFormat, { error: FE_LOCATION_CODE_MESSAGE })
        .nullable(),
    )
    .meta({
      description: "Código de ubicación de la DGI (provincia-distrito-corregimiento, p. ej. 8-8-7); null sin definir",
    });

/**
 * dProv, dDistr, dCorreg: the names of the location's province, district and corregimiento as the
 * DGI's catalogue writes them (upper case, at most 50 characters each).
 */
export const feLocationNameField = (what: string) =>
  z
    .preprocess(
      (value) => blankToNull(trimmed(value)),
      z
        .string()
        .max(50, { error: `El nombre ${what} admite como máximo 50 caracteres` })
        .transform((text) => text.toUpperCase())
        .nullable(),
    )
    .meta({ description: `Nombre ${what} según el catálogo de la DGI; null sin definir` });

// Panama, islands included, with a margin: 7.2°N (Isla Montuosa, Punta Mariato) to 9.7°N (Guna
// Yala), 77.2°W (the border with Colombia) to 83.05°W (the border with Costa Rica).
const PANAMA_LATITUDE = { min: 7, max: 10 };
const PANAMA_LONGITUDE = { min: -83.5, max: -77 };
const COORDINATES = /^([+-]?\d{1,2}\.\d{4,6})\s*,\s*([+-]?\d{1,3}\.\d{4,6})$/;
const signed = (text: string) => (text.startsWith("-") || text.startsWith("+") ? text : `+${text}`);

/**
 * dCoordEm: 'latitude,longitude' with 4 to 6 decimals each, in Panama; stored as the DGI writes it,
 * each with its sign and no blank ('8.9892, -79.5201' -> '+8.9892,-79.5201').
 */
export const feCoordinatesField = () =>
  z
    .preprocess(
      (value) => blankToNull(trimmed(value)),
      z
        .string({ error: FE_COORDINATES_MESSAGE })
        .transform((text, ctx) => {
          const match = COORDINATES.exec(text);
          if (!match) {
            ctx.addIssue({ code: "custom", message: FE_COORDINATES_MESSAGE });
            return z.NEVER;
          }
          const [latitude = "", longitude = ""] = [match[1], match[2]];
          const [lat, lon] = [Number(latitude), Number(longitude)];
          if (
            lat < PANAMA_LATITUDE.min ||
            lat > PANAMA_LATITUDE.max ||
            lon < PANAMA_LONGITUDE.min ||
            lon > PANAMA_LONGITUDE.max
          ) {
            ctx.addIssue({ code: "custom", message: FE_COORDINATES_RANGE_MESSAGE });
            return z.NEVER;
          }
          return `${signed(latitude)},${signed(longitude)}`;
        })
        .nullable(),
    )
    .meta({ description: "Coordenadas del emisor (dCoordEm): '+8.9892,-79.5201'; null sin definir" });

/** The PAC, or empty: none yet (documents are then signed, not authorised). */
export const pacProviderField = () =>
  z
    .preprocess((value) => blankToNull(value), z.enum(pacProviders, { error: PAC_PROVIDER_MESSAGE }).nullable())
    .meta({ description: "Proveedor PAC (hka: The Factory HKA, también EBI); null sin PAC" });

/** Days after issue an authorised document may still be annulled: the PAC's window (HKA: 7). */
export const feAnnulmentDaysField = () =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: FE_ANNULMENT_DAYS_MESSAGE })
      .int({ error: FE_ANNULMENT_DAYS_MESSAGE })
      .min(1, { error: FE_ANNULMENT_DAYS_MESSAGE })
      .max(30, { error: FE_ANNULMENT_DAYS_MESSAGE }),
  );

/** The PAC's credentials (HKA: one pair per RUC). Written, never answered. */
export const pacCredentialsInput = z.object({
  tokenEmpresa: requiredText("El tokenEmpresa es requerido", 500),
  tokenPassword: requiredText("El tokenPassword es requerido", 500).meta({ format: "password" }),
});
export type PacCredentialsInput = z.input<typeof pacCredentialsInput>;
export type PacCredentials = z.output<typeof pacCredentialsInput>;

/** PATCH's `pacCredentials`: new ones, or null to remove them. */
export const pacCredentialsField = () =>
  pacCredentialsInput
    .nullable()
    .meta({ description: "Credenciales del PAC (solo escritura: nunca se responden); null las quita" });

/** What the settings say of the signing certificate: read from it at upload, never the file or its key. */
export const feCertificateRecord = z.object({
  subject: z.string().meta({ description: "Sujeto del certificado (CN=[F] RAZÓN SOCIAL - RUC - DV - …, OU=…)" }),
  ruc: z.string().nullable().meta({ description: "RUC que el certificado nombra; null si no nombra ninguno" }),
  dv: z.string().nullable().meta({ description: "DV que el certificado nombra (dos dígitos); null si ninguno" }),
  expiresAt: instantText("Cuándo vence (ISO 8601, UTC)"),
  expiresSoon: z.boolean().meta({ description: "Vence dentro de 30 días (y aún no venció)" }),
  expired: z.boolean().meta({ description: "Ya venció: no sirve para firmar" }),
});
export type FeCertificateRecord = z.infer<typeof feCertificateRecord>;

/** A certificate that expires within this many days is flagged (expiresSoon) for renewal. */
export const FE_CERTIFICATE_WARNING_DAYS = 30;

export const FE_CERTIFICATE_PATH = "/api/settings/company/fe-certificate";
/** The multipart fields PUT …/fe-certificate reads: the .p12 file and its password. */
export const FE_CERTIFICATE_FILE_FIELD = "file";
export const FE_CERTIFICATE_PASSWORD_FIELD = "password";
/** A signing certificate with its chain is a few kB; far more is not one. */
export const MAX_FE_CERTIFICATE_BYTES = 64 * 1024;
export const FE_CERTIFICATE_MISSING_MESSAGE = "Debe seleccionar el archivo del certificado (.p12 o .pfx)";
export const FE_CERTIFICATE_SIZE_MESSAGE = "El certificado no puede superar 64 kB";
export const FE_CERTIFICATE_PASSWORD_MISSING_MESSAGE = "La contraseña del certificado es requerida";

/** The DGI's phone format in gEmis (dTfnEm): '000-0000' or '0000-0000'. */
export const FE_PHONE_PATTERN = /^\d{3,4}-\d{4}$/;

/**
 * The RUC and DV in a certificate's name. The Registro Público's CN for electronic invoicing is
 * '[F] <RAZÓN SOCIAL> - <RUC> - <DV> - <representante>': the RUC is the first part, among those
 * ' - ' separates, that has one of the DGI's formats and is followed by a DV of one or two digits
 * (a razón social may itself hold ' - '). Works on the CN or on the whole subject.
 */
export function rucInCertificateName(name: string): { ruc: string; dv: string } | null {
  const parts = name.split(/\s+-\s+/);
  for (let index = 1; index + 1 < parts.length; index += 1) {
    const ruc = normalizeRuc(parts[index] ?? "");
    const dv = (parts[index + 1] ?? "").trim().split(/[\s,]/)[0] ?? "";
    if (parseRuc(ruc) && /^\d{1,2}$/.test(dv)) return { ruc, dv: normalizeDv(dv) ?? dv };
  }
  return null;
}

/** The settings feSetupProblems reads: the API's record, as GET /api/settings/company answers it. */
export type FeSetupSubject = Pick<
  CompanySettingsRecord,
  | "legalName"
  | "ruc"
  | "dv"
  | "address"
  | "phone"
  | "feEnvironment"
  | "feBranchCode"
  | "feBillingPoint"
  | "feLocationCode"
  | "feProvince"
  | "feDistrict"
  | "feCorregimiento"
  | "feCoordinates"
  | "pacProvider"
  | "hasPacCredentials"
  | "feCertificate"
>;

/**
 * What is still missing or wrong before the company can issue an electronic invoice, one Spanish
 * sentence each, in the order the settings screen shows the fields; none: it can. The settings
 * screen lists them and the issuing code refuses with them. The phone and the lengths are checked
 * here rather than on the fields: the settings serve the printed documents too, where any phone
 * and a longer address are fine.
 */
export function feSetupProblems(settings: FeSetupSubject): string[] {
  const problems: string[] = [];
  if (settings.legalName.length > 100) problems.push("La razón social supera los 100 caracteres que admite la DGI");
  if (!settings.ruc) problems.push("Falta el RUC de la empresa");
  if (!settings.dv) problems.push("Falta el DV del RUC de la empresa");
  if (!settings.address) problems.push("Falta la dirección de la empresa");
  else if (settings.address.length > 100) problems.push("La dirección supera los 100 caracteres que admite la DGI");
  if (!settings.phone) problems.push("Falta el teléfono de la empresa (formato 000-0000 o 0000-0000)");
  else if (!FE_PHONE_PATTERN.test(settings.phone)) {
    problems.push("El teléfono de la empresa debe tener el formato 000-0000 o 0000-0000");
  }
  if (settings.feEnvironment === null) problems.push("Falta el ambiente (producción o pruebas)");
  if (!settings.feBranchCode) problems.push("Falta el código de sucursal");
  if (!settings.feBillingPoint) problems.push("Falta el punto de facturación");
  if (!settings.feLocationCode) problems.push("Falta el código de ubicación (provincia-distrito-corregimiento)");
  if (!settings.feProvince || !settings.feDistrict || !settings.feCorregimiento) {
    problems.push("Faltan los nombres de la provincia, el distrito y el corregimiento de la ubicación");
  }
  if (!settings.feCoordinates) problems.push("Faltan las coordenadas de la empresa");
  if (settings.pacProvider && !settings.hasPacCredentials) problems.push("Faltan las credenciales del PAC");
  const certificate = settings.feCertificate;
  if (!certificate) problems.push("Falta el certificado de firma electrónica");
  else {
    if (certificate.expired) {
      problems.push(`El certificado de firma venció el ${dayMonthYear(panamaDateOf(new Date(certificate.expiresAt)))}`);
    }
    if (certificate.ruc && settings.ruc && normalizeRuc(certificate.ruc) !== normalizeRuc(settings.ruc)) {
      problems.push(`El certificado de firma es del RUC ${certificate.ruc}, no del de la empresa (${settings.ruc})`);
    }
  }
  return problems;
}
