CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"invoice_line_id" integer,
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
	CONSTRAINT "credit_note_lines_position_unique" UNIQUE("credit_note_id","position"),
	CONSTRAINT "credit_note_lines_quantity_check" CHECK ("credit_note_lines"."quantity" > 0),
	CONSTRAINT "credit_note_lines_unit_price_check" CHECK ("credit_note_lines"."unit_price" >= 0),
	CONSTRAINT "credit_note_lines_itbms_rate_check" CHECK ("credit_note_lines"."itbms_rate" in (0, 7, 10, 15)),
	CONSTRAINT "credit_note_lines_total_check" CHECK ("credit_note_lines"."total" = "credit_note_lines"."subtotal" + "credit_note_lines"."itbms_amount")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"issue_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"itbms_amount" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"customer_credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "credit_notes_reason_check" CHECK (char_length("credit_notes"."reason") between 15 and 1000),
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total" = "credit_notes"."amount" + "credit_notes"."itbms_amount" and "credit_notes"."total" > 0),
	CONSTRAINT "credit_notes_customer_credit_check" CHECK ("credit_notes"."customer_credit" >= 0 and "credit_notes"."customer_credit" <= "credit_notes"."total")
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_origin_check";--> statement-breakpoint
ALTER TABLE "fe_documents" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_income_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_invoice_line_idx" ON "credit_note_lines" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issue_date_idx" ON "credit_notes" USING btree ("issue_date");--> statement-breakpoint
ALTER TABLE "fe_documents" ADD CONSTRAINT "fe_documents_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fe_documents_credit_note_key" ON "fe_documents" USING btree ("credit_note_id");--> statement-breakpoint
ALTER TABLE "fe_documents" ADD CONSTRAINT "fe_documents_credit_note_check" CHECK (("fe_documents"."document_type" = '04') = ("fe_documents"."credit_note_id" is not null));--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_origin_check" CHECK ("journal_entries"."origin_type" in ('invoice', 'receivable_payment', 'payable', 'supplier_payment', 'transfer', 'transaction', 'bank_account', 'credit_note', 'manual', 'opening'));