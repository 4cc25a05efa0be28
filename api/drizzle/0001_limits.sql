CREATE TABLE "failed_sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "failed_sign_ins_email_idx" ON "failed_sign_ins" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "failed_sign_ins_address_idx" ON "failed_sign_ins" USING btree ("address","failed_at");--> statement-breakpoint
CREATE INDEX "failed_sign_ins_failed_at_idx" ON "failed_sign_ins" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");