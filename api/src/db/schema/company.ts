import { sql } from "drizzle-orm";
import { check, customType, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/** PostgreSQL bytea as a Uint8Array (drizzle has no built-in bytea column). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * The company's legal data, printed on every document. One row (id = 1), created by the migration
 * and only ever updated: the documents need it to exist, so there is nothing to create or delete.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    tradeName: text("trade_name"),
    // RUC and DV as the DGI writes them, checked by contract/values/ruc.ts.
    ruc: text("ruc"),
    dv: text("dv"),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    // PNG or JPEG, at most 512 kB, its type read from its bytes by the API.
    logo: bytea("logo"),
    logoMimeType: text("logo_mime_type"),
    // A percentage (7.00 = 7 %): the rate new quote and invoice lines start with.
    defaultItbmsRate: numeric("default_itbms_rate", { precision: 5, scale: 2 }).notNull().default("7"),
    // Days from issue to due date that new invoices start with.
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    // Where clients pay: printed on every invoice.
    bankName: text("bank_name"),
    bankAccountType: text("bank_account_type"),
    bankAccountNumber: text("bank_account_number"),
    bankAccountHolder: text("bank_account_holder"),
    // Electronic invoicing (api/docs/electronic-invoicing.md, "Company setup"); null while unset.
    // iAmb: 1 production, 2 test.
    feEnvironment: integer("fe_environment"),
    // dSucEm: 4 characters, '0000' the head office.
    feBranchCode: text("fe_branch_code"),
    // dPtoFacDF: 3 digits, never '000'.
    feBillingPoint: text("fe_billing_point"),
    // dCodUbi: the DGI's 'provincia-distrito-corregimiento' code of the address.
    feLocationCode: text("fe_location_code"),
    // Its names as the DGI's catalogue writes them (dProv, dDistr, dCorreg).
    feProvince: text("fe_province"),
    feDistrict: text("fe_district"),
    feCorregimiento: text("fe_corregimiento"),
    // dCoordEm: '+8.9892,-79.5201'.
    feCoordinates: text("fe_coordinates"),
    // The PAC the documents are authorised through (fe/pac/providers.ts); null: none yet.
    pacProvider: text("pac_provider"),
    // Days after issue an authorised document may still be annulled (the PAC's window).
    feAnnulmentDays: integer("fe_annulment_days").notNull().default(7),
    // Secrets, encrypted with SECRET_KEY (lib/secrets.ts) and never answered by the API: the PAC's
    // credentials (JSON), the signing certificate (.p12) and its password.
    pacCredentials: bytea("pac_credentials"),
    feCertificate: bytea("fe_certificate"),
    feCertificatePassword: bytea("fe_certificate_password"),
    // What the certificate says, read at upload, so the settings show it without decrypting anything.
    feCertificateSubject: text("fe_certificate_subject"),
    feCertificateRuc: text("fe_certificate_ruc"),
    feCertificateExpiresAt: timestamp("fe_certificate_expires_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("company_settings_single_row", sql`${t.id} = 1`),
    check("company_settings_payment_terms_check", sql`${t.paymentTermsDays} >= 0`),
    check("company_settings_fe_environment_check", sql`${t.feEnvironment} is null or ${t.feEnvironment} in (1, 2)`),
    check("company_settings_fe_annulment_days_check", sql`${t.feAnnulmentDays} between 1 and 30`),
    check(
      "company_settings_fe_certificate_check",
      sql`(${t.feCertificate} is null) = (${t.feCertificatePassword} is null)`,
    ),
    check(
      "company_settings_logo_check",
      sql`(${t.logo} is null) = (${t.logoMimeType} is null) and (${t.logo} is null or octet_length(${t.logo}) <= 524288)`,
    ),
  ],
);

export type CompanySettings = typeof companySettings.$inferSelect;
