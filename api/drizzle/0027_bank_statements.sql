CREATE TABLE "ach_batch_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"payable_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"supplier_payment_id" integer,
	CONSTRAINT "ach_batch_items_amount_check" CHECK ("ach_batch_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ach_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_date" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_batches_format_check" CHECK ("ach_batches"."format" in ('banco_general', 'csv')),
	CONSTRAINT "ach_batches_status_check" CHECK ("ach_batches"."status" in ('draft', 'sent', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "bank_match_book_lines" (
	"match_id" integer NOT NULL,
	"journal_line_id" integer NOT NULL,
	CONSTRAINT "bank_match_book_lines_match_id_journal_line_id_pk" PRIMARY KEY("match_id","journal_line_id")
);
--> statement-breakpoint
CREATE TABLE "bank_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_matches_source_check" CHECK ("bank_matches"."source" in ('manual', 'suggestion', 'rule', 'created'))
);
--> statement-breakpoint
CREATE TABLE "bank_reconciled_months" (
	"bank_account_id" integer NOT NULL,
	"month" text NOT NULL,
	"statement_balance" numeric(14, 2) NOT NULL,
	"ledger_balance" numeric(14, 2) NOT NULL,
	"reconciled_by" integer,
	"reconciled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_reconciled_months_bank_account_id_month_pk" PRIMARY KEY("bank_account_id","month"),
	CONSTRAINT "bank_reconciled_months_month_check" CHECK ("bank_reconciled_months"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer,
	"contains" text NOT NULL,
	"action" text NOT NULL,
	"category_id" integer,
	"supplier_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_action_check" CHECK ("bank_rules"."action" in ('bank_fee', 'interest', 'income', 'expense', 'supplier_payment')),
	CONSTRAINT "bank_rules_contains_check" CHECK (length(trim("bank_rules"."contains")) > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"line_count" integer NOT NULL,
	"new_lines" integer NOT NULL,
	"existing_lines" integer NOT NULL,
	"period_start" date,
	"period_end" date,
	"closing_balance" numeric(14, 2),
	"ledger_balance" numeric(14, 2),
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_imports_format_check" CHECK ("bank_statement_imports"."format" in ('csv', 'xlsx', 'ofx', 'yappy'))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_account_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"line_date" date NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2),
	"bank_line_id" text,
	"identity" text NOT NULL,
	"match_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_mappings" (
	"bank_account_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receivable_payments" DROP CONSTRAINT "receivable_payments_method_check";--> statement-breakpoint
ALTER TABLE "supplier_payments" DROP CONSTRAINT "supplier_payments_method_check";--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "ach_routing_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "ach_account_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "ach_account_type" text;--> statement-breakpoint
ALTER TABLE "ach_batch_items" ADD CONSTRAINT "ach_batch_items_batch_id_ach_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ach_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batch_items" ADD CONSTRAINT "ach_batch_items_payable_id_accounts_payable_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."accounts_payable"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batch_items" ADD CONSTRAINT "ach_batch_items_supplier_payment_id_supplier_payments_id_fk" FOREIGN KEY ("supplier_payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batches" ADD CONSTRAINT "ach_batches_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_batches" ADD CONSTRAINT "ach_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_book_lines" ADD CONSTRAINT "bank_match_book_lines_match_id_bank_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bank_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_book_lines" ADD CONSTRAINT "bank_match_book_lines_journal_line_id_journal_lines_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciled_months" ADD CONSTRAINT "bank_reconciled_months_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciled_months" ADD CONSTRAINT "bank_reconciled_months_reconciled_by_users_id_fk" FOREIGN KEY ("reconciled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_category_id_transaction_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."transaction_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_match_id_bank_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."bank_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ach_batch_items_payable_unique" ON "ach_batch_items" USING btree ("batch_id","payable_id");--> statement-breakpoint
CREATE INDEX "ach_batch_items_payable_idx" ON "ach_batch_items" USING btree ("payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_match_book_lines_journal_line_unique" ON "bank_match_book_lines" USING btree ("journal_line_id");--> statement-breakpoint
CREATE INDEX "bank_statement_imports_account_idx" ON "bank_statement_imports" USING btree ("bank_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_identity_unique" ON "bank_statement_lines" USING btree ("bank_account_id","identity");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_date_idx" ON "bank_statement_lines" USING btree ("bank_account_id","line_date","id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_match_idx" ON "bank_statement_lines" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_description_search_idx" ON "bank_statement_lines" USING gist ("description" gist_trgm_ops(siglen=256));--> statement-breakpoint
ALTER TABLE "receivable_payments" ADD CONSTRAINT "receivable_payments_method_check" CHECK ("receivable_payments"."payment_method" in ('cash', 'check', 'transfer', 'credit_card', 'debit_card', 'yappy'));--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_method_check" CHECK ("supplier_payments"."payment_method" in ('cash', 'check', 'transfer', 'credit_card', 'debit_card', 'yappy'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_ach_account_type_check" CHECK ("suppliers"."ach_account_type" is null or "suppliers"."ach_account_type" in ('checking', 'savings'));