CREATE TABLE "fe_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"environment" integer NOT NULL,
	"branch_code" text NOT NULL,
	"billing_point" text NOT NULL,
	"number" text NOT NULL,
	"security_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"emission_type" text NOT NULL,
	"contingency_reason" text,
	"contingency_started_at" timestamp with time zone,
	"cufe" text NOT NULL,
	"digest_value" text NOT NULL,
	"signed_xml" text NOT NULL,
	"status" text NOT NULL,
	"pac_provider" text,
	"protocol" text,
	"authorised_at" timestamp with time zone,
	"qr_content" text,
	"pac_xml" text,
	"rejection_code" text,
	"rejection_message" text,
	"annulled_at" timestamp with time zone,
	"annulment_reason" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sending_until" timestamp with time zone,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fe_documents_status_check" CHECK ("fe_documents"."status" in ('signed', 'authorised', 'rejected', 'annulled')),
	CONSTRAINT "fe_documents_document_type_check" CHECK ("fe_documents"."document_type" in ('01', '03', '04')),
	CONSTRAINT "fe_documents_emission_type_check" CHECK ("fe_documents"."emission_type" in ('01', '02')),
	CONSTRAINT "fe_documents_contingency_check" CHECK (("fe_documents"."emission_type" = '02') = ("fe_documents"."contingency_reason" is not null and "fe_documents"."contingency_started_at" is not null)),
	CONSTRAINT "fe_documents_authorised_check" CHECK ("fe_documents"."status" not in ('authorised', 'annulled') or ("fe_documents"."protocol" is not null and "fe_documents"."authorised_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "fe_number_series" (
	"environment" integer NOT NULL,
	"branch_code" text NOT NULL,
	"billing_point" text NOT NULL,
	"document_type" text NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_environment" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_branch_code" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_billing_point" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_location_code" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_province" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_district" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_corregimiento" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_coordinates" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pac_provider" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_annulment_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pac_credentials" "bytea";--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_certificate" "bytea";--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_certificate_password" "bytea";--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_certificate_subject" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_certificate_ruc" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fe_certificate_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country_code" text DEFAULT 'PA' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "is_government" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fe_documents" ADD CONSTRAINT "fe_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fe_documents" ADD CONSTRAINT "fe_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fe_documents_number_key" ON "fe_documents" USING btree ("environment","branch_code","billing_point","document_type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fe_documents_invoice_key" ON "fe_documents" USING btree ("invoice_id") WHERE "fe_documents"."document_type" in ('01', '03');--> statement-breakpoint
CREATE INDEX "fe_documents_pending_idx" ON "fe_documents" USING btree ("created_at") WHERE "fe_documents"."status" = 'signed' and "fe_documents"."pac_provider" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fe_number_series_key" ON "fe_number_series" USING btree ("environment","branch_code","billing_point","document_type");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_fe_environment_check" CHECK ("company_settings"."fe_environment" is null or "company_settings"."fe_environment" in (1, 2));--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_fe_annulment_days_check" CHECK ("company_settings"."fe_annulment_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_fe_certificate_check" CHECK (("company_settings"."fe_certificate" is null) = ("company_settings"."fe_certificate_password" is null));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_country_code_check" CHECK ("clients"."country_code" ~ '^[A-Z]{2}$');