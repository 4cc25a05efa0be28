import { sql } from "drizzle-orm";
import { check, customType, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
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
    // RUC and DV as the DGI writes them, checked by contract/ruc.ts.
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
    ...timestamps(),
  },
  (t) => [
    check("company_settings_single_row", sql`${t.id} = 1`),
    check("company_settings_payment_terms_check", sql`${t.paymentTermsDays} >= 0`),
    check(
      "company_settings_logo_check",
      sql`(${t.logo} is null) = (${t.logoMimeType} is null) and (${t.logo} is null or octet_length(${t.logo}) <= 524288)`,
    ),
  ],
);

export type CompanySettings = typeof companySettings.$inferSelect;
