CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"description" text,
	"billable" boolean DEFAULT true NOT NULL,
	"task" text,
	"hourly_rate" numeric(14, 2),
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes_check" CHECK ("time_entries"."minutes" >= 0 and "time_entries"."minutes" <= 1440),
	CONSTRAINT "time_entries_running_check" CHECK (("time_entries"."started_at" is null and "time_entries"."minutes" > 0) or ("time_entries"."started_at" is not null and "time_entries"."minutes" = 0 and "time_entries"."invoice_id" is null)),
	CONSTRAINT "time_entries_hourly_rate_check" CHECK ("time_entries"."hourly_rate" is null or "time_entries"."hourly_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_rate" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "hourly_rate" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_hours" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hourly_rate" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "itbms_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_idx" ON "time_entries" USING btree ("user_id") WHERE "time_entries"."started_at" is not null;--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","work_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "time_entries_project_date_idx" ON "time_entries" USING btree ("project_id","work_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "time_entries_date_idx" ON "time_entries" USING btree ("work_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "time_entries_invoice_idx" ON "time_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "time_entries_description_search_idx" ON "time_entries" USING gist ("description" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "time_entries_task_search_idx" ON "time_entries" USING gist ("task" gist_trgm_ops(siglen=256));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hourly_rate_check" CHECK ("users"."hourly_rate" is null or "users"."hourly_rate" > 0);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_hourly_rate_check" CHECK ("clients"."hourly_rate" is null or "clients"."hourly_rate" > 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_hours_check" CHECK ("projects"."budget_hours" is null or "projects"."budget_hours" > 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_hourly_rate_check" CHECK ("projects"."hourly_rate" is null or "projects"."hourly_rate" > 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_itbms_rate_check" CHECK ("projects"."itbms_rate" is null or "projects"."itbms_rate" in (0, 7, 10, 15));