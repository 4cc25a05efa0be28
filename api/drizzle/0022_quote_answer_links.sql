CREATE TABLE "quote_answer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "quote_answer_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answered_by_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answer_channel" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answer_comment" text;--> statement-breakpoint
ALTER TABLE "quote_answer_links" ADD CONSTRAINT "quote_answer_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answer_links" ADD CONSTRAINT "quote_answer_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_answer_links_quote_id_idx" ON "quote_answer_links" USING btree ("quote_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answer_channel_check" CHECK ("quotes"."answer_channel" is null or "quotes"."answer_channel" in ('client_link', 'staff'));