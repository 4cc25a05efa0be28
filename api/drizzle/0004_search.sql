-- The trigram indexes below (searchIndex, src/db/schema/columns.ts) need pg_trgm: a trusted extension,
-- which the database's owner may create; PGlite loads it in src/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "activity_log_created_at_idx";--> statement-breakpoint
CREATE INDEX "activity_log_summary_search_idx" ON "activity_log" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_newest_idx" ON "clients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_name_search_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_company_search_idx" ON "clients" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_search_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_search_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_lower_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invoices_newest_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_title_search_idx" ON "invoices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_search_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_description_search_idx" ON "invoices" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_newest_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_name_search_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_search_idx" ON "projects" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_newest_idx" ON "quotes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_title_search_idx" ON "quotes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_number_search_idx" ON "quotes" USING gin ("quote_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_description_search_idx" ON "transactions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_reference_search_idx" ON "transactions" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);