CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text,
	"ruc" text,
	"dv" text,
	"address" text,
	"phone" text,
	"email" text,
	"logo" "bytea",
	"logo_mime_type" text,
	"default_itbms_rate" numeric(5, 2) DEFAULT '7' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"bank_name" text,
	"bank_account_type" text,
	"bank_account_number" text,
	"bank_account_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1),
	CONSTRAINT "company_settings_payment_terms_check" CHECK ("company_settings"."payment_terms_days" >= 0),
	CONSTRAINT "company_settings_logo_check" CHECK (("company_settings"."logo" is null) = ("company_settings"."logo_mime_type" is null) and ("company_settings"."logo" is null or octet_length("company_settings"."logo") <= 524288))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"itbms_rate" numeric(5, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"itbms_amount" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_unit_price_check" CHECK ("invoice_lines"."unit_price" >= 0),
	CONSTRAINT "invoice_lines_discount_check" CHECK ("invoice_lines"."discount_percent" >= 0 and "invoice_lines"."discount_percent" <= 100),
	CONSTRAINT "invoice_lines_itbms_rate_check" CHECK ("invoice_lines"."itbms_rate" in (0, 7, 10, 15)),
	CONSTRAINT "invoice_lines_total_check" CHECK ("invoice_lines"."total" = "invoice_lines"."subtotal" + "invoice_lines"."itbms_amount")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"quote_id" integer NOT NULL,
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"itbms_rate" numeric(5, 2) NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"itbms_amount" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "quote_lines_position_unique" UNIQUE("quote_id","position"),
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_unit_price_check" CHECK ("quote_lines"."unit_price" >= 0),
	CONSTRAINT "quote_lines_discount_check" CHECK ("quote_lines"."discount_percent" >= 0 and "quote_lines"."discount_percent" <= 100),
	CONSTRAINT "quote_lines_itbms_rate_check" CHECK ("quote_lines"."itbms_rate" in (0, 7, 10, 15)),
	CONSTRAINT "quote_lines_total_check" CHECK ("quote_lines"."total" = "quote_lines"."subtotal" + "quote_lines"."itbms_amount")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "ruc" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dv" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "accounts_payable" ADD COLUMN "purchase_concept" text;--> statement-breakpoint
ALTER TABLE "accounts_payable" ADD COLUMN "purchase_type" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "person_type" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "purchase_concept" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "purchase_type" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_unique" UNIQUE("quote_id");--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_person_type_check" CHECK ("suppliers"."person_type" is null or "suppliers"."person_type" in ('N', 'J', 'E'));--> statement-breakpoint
-- The company's one settings row, with the trade name the product already used; the rest is filled
-- in on /settings/company.
INSERT INTO "company_settings" ("id", "legal_name", "trade_name") VALUES (1, 'Istmo Software', 'Istmo Software') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every existing document becomes one line with exactly its amounts: quantity 1 at its amount before
-- tax, its rate, no discount. The documents' totals do not change by a cent.
INSERT INTO "quote_lines" ("quote_id", "position", "description", "quantity", "unit_price", "discount_percent", "itbms_rate", "subtotal", "itbms_amount", "total")
  SELECT "id", 0, "title", 1, "amount", 0, "itbms_rate", "amount", "itbms_amount", "total" FROM "quotes";--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "position", "description", "quantity", "unit_price", "discount_percent", "itbms_rate", "subtotal", "itbms_amount", "total")
  SELECT "id", 0, coalesce(nullif(trim("title"), ''), "description"), 1, "amount", 0, "itbms_rate", "amount", "itbms_amount", "total" FROM "invoices";
