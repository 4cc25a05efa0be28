CREATE TABLE "form_430_filings" (
	"month" text PRIMARY KEY NOT NULL,
	"base_7" numeric(14, 2) NOT NULL,
	"itbms_7" numeric(14, 2) NOT NULL,
	"base_10" numeric(14, 2) NOT NULL,
	"itbms_10" numeric(14, 2) NOT NULL,
	"base_15" numeric(14, 2) NOT NULL,
	"itbms_15" numeric(14, 2) NOT NULL,
	"exempt_sales" numeric(14, 2) NOT NULL,
	"total_sales" numeric(14, 2) NOT NULL,
	"debit" numeric(14, 2) NOT NULL,
	"taxable_purchases" numeric(14, 2) NOT NULL,
	"exempt_purchases" numeric(14, 2) NOT NULL,
	"total_purchases" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	"previous_credit" numeric(14, 2) NOT NULL,
	"total_credit" numeric(14, 2) NOT NULL,
	"retentions" numeric(14, 2) NOT NULL,
	"tax_to_pay" numeric(14, 2) NOT NULL,
	"credit_carried_forward" numeric(14, 2) NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_by" integer,
	CONSTRAINT "form_430_filings_month_check" CHECK ("form_430_filings"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "itbms_withholding_percent" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "itbms_withholding_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receivable_payments" ADD COLUMN "itbms_withheld" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_430_filings" ADD CONSTRAINT "form_430_filings_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_itbms_withholding_check" CHECK ("clients"."itbms_withholding_percent" is null or "clients"."itbms_withholding_percent" in (0, 50, 100));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_itbms_withholding_check" CHECK ("invoices"."itbms_withholding_percent" in (0, 50, 100));--> statement-breakpoint
ALTER TABLE "receivable_payments" ADD CONSTRAINT "receivable_payments_itbms_withheld_check" CHECK ("receivable_payments"."itbms_withheld" >= 0);