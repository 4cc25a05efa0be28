CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"template_kind" text NOT NULL,
	"to_addresses" text NOT NULL,
	"cc_addresses" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"attachments" text[] NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"message_id" text,
	"automatic_key" text,
	"claim_key" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_claim_key_unique" UNIQUE("claim_key"),
	CONSTRAINT "emails_document_kind_check" CHECK ("emails"."document_kind" in ('quote', 'invoice', 'credit_note', 'statement')),
	CONSTRAINT "emails_template_kind_check" CHECK ("emails"."template_kind" in ('quote', 'invoice', 'credit_note', 'statement', 'reminder_before', 'reminder_due', 'reminder_after', 'quote_follow_up')),
	CONSTRAINT "emails_status_check" CHECK ("emails"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminders_enabled" boolean DEFAULT false NOT NULL,
	"reminder_offsets" integer[] NOT NULL,
	"quote_follow_up_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_settings_single_row" CHECK ("mail_settings"."id" = 1),
	CONSTRAINT "mail_settings_follow_up_days_check" CHECK ("mail_settings"."quote_follow_up_days" is null or "mail_settings"."quote_follow_up_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_kind_check" CHECK ("mail_templates"."kind" in ('quote', 'invoice', 'credit_note', 'statement', 'reminder_before', 'reminder_due', 'reminder_after', 'quote_follow_up'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_action_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "no_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_document_idx" ON "emails" USING btree ("document_kind","document_id");--> statement-breakpoint
CREATE INDEX "emails_automatic_key_idx" ON "emails" USING btree ("automatic_key");--> statement-breakpoint
CREATE INDEX "emails_newest_idx" ON "emails" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "emails_document_number_search_idx" ON "emails" USING gist ("document_number" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "emails_to_search_idx" ON "emails" USING gist ("to_addresses" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "emails_subject_search_idx" ON "emails" USING gist ("subject" gist_trgm_ops(siglen=256));--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_action_check" CHECK ("activity_log"."action" in ('create', 'update', 'delete', 'status', 'payment', 'email'));