CREATE TABLE "recurring_invoice_lines" (
	"recurring_invoice_id" integer NOT NULL,
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
	"income_account_id" integer,
	CONSTRAINT "recurring_invoice_lines_position_unique" UNIQUE("recurring_invoice_id","position"),
	CONSTRAINT "recurring_invoice_lines_quantity_check" CHECK ("recurring_invoice_lines"."quantity" > 0),
	CONSTRAINT "recurring_invoice_lines_unit_price_check" CHECK ("recurring_invoice_lines"."unit_price" >= 0),
	CONSTRAINT "recurring_invoice_lines_discount_check" CHECK ("recurring_invoice_lines"."discount_percent" >= 0 and "recurring_invoice_lines"."discount_percent" <= 100),
	CONSTRAINT "recurring_invoice_lines_itbms_rate_check" CHECK ("recurring_invoice_lines"."itbms_rate" in (0, 7, 10, 15)),
	CONSTRAINT "recurring_invoice_lines_total_check" CHECK ("recurring_invoice_lines"."total" = "recurring_invoice_lines"."subtotal" + "recurring_invoice_lines"."itbms_amount")
);
--> statement-breakpoint
CREATE TABLE "recurring_invoice_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"recurring_invoice_id" integer NOT NULL,
	"occurrence_date" date NOT NULL,
	"invoice_id" integer,
	"outcome" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoice_occurrences_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "recurring_invoice_occurrences_date_unique" UNIQUE("recurring_invoice_id","occurrence_date"),
	CONSTRAINT "recurring_invoice_occurrences_outcome_check" CHECK ("recurring_invoice_occurrences"."outcome" in ('draft', 'issuing', 'issued', 'issue_failed'))
);
--> statement-breakpoint
CREATE TABLE "recurring_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"itbms_amount" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"frequency" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"max_count" integer,
	"mode" text DEFAULT 'draft' NOT NULL,
	"send_by_email" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_date" date,
	"generated_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoices_frequency_check" CHECK ("recurring_invoices"."frequency" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_invoices_mode_check" CHECK ("recurring_invoices"."mode" in ('draft', 'issue')),
	CONSTRAINT "recurring_invoices_status_check" CHECK ("recurring_invoices"."status" in ('active', 'paused')),
	CONSTRAINT "recurring_invoices_day_check" CHECK ("recurring_invoices"."day_of_month" between 1 and 31),
	CONSTRAINT "recurring_invoices_terms_check" CHECK ("recurring_invoices"."payment_terms_days" between 0 and 365),
	CONSTRAINT "recurring_invoices_count_check" CHECK ("recurring_invoices"."max_count" is null or "recurring_invoices"."max_count" >= 1),
	CONSTRAINT "recurring_invoices_end_check" CHECK ("recurring_invoices"."end_date" is null or "recurring_invoices"."end_date" >= "recurring_invoices"."start_date"),
	CONSTRAINT "recurring_invoices_end_or_count_check" CHECK ("recurring_invoices"."end_date" is null or "recurring_invoices"."max_count" is null),
	CONSTRAINT "recurring_invoices_total_check" CHECK ("recurring_invoices"."total" = "recurring_invoices"."amount" + "recurring_invoices"."itbms_amount")
);
--> statement-breakpoint
ALTER TABLE "recurring_invoice_lines" ADD CONSTRAINT "recurring_invoice_lines_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoice_lines" ADD CONSTRAINT "recurring_invoice_lines_income_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoice_occurrences" ADD CONSTRAINT "recurring_invoice_occurrences_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoice_occurrences" ADD CONSTRAINT "recurring_invoice_occurrences_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_invoice_occurrences_issuing_idx" ON "recurring_invoice_occurrences" USING btree ("id") WHERE "recurring_invoice_occurrences"."outcome" = 'issuing';--> statement-breakpoint
CREATE INDEX "recurring_invoices_client_id_idx" ON "recurring_invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "recurring_invoices_due_idx" ON "recurring_invoices" USING btree ("next_date") WHERE "recurring_invoices"."status" = 'active';--> statement-breakpoint
CREATE INDEX "recurring_invoices_newest_idx" ON "recurring_invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recurring_invoices_title_search_idx" ON "recurring_invoices" USING gist ("title" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "recurring_invoices_description_search_idx" ON "recurring_invoices" USING gist ("description" gist_trgm_ops(siglen=256));