-- Device cookies (docs/sign-in.md): the browsers each account signed in from, and which device a
-- failed sign-in was made with, so such failures count against that device only.
CREATE TABLE "sign_in_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "failed_sign_ins" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_devices_user_id_idx" ON "sign_in_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_devices_created_at_idx" ON "sign_in_devices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "failed_sign_ins_device_idx" ON "failed_sign_ins" USING btree ("device_id","failed_at") WHERE "failed_sign_ins"."device_id" is not null;