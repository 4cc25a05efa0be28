-- Trigram search indexes move from GIN to GiST (src/db/schema/columns.ts searchIndex says why).
DROP INDEX "activity_log_summary_search_idx";--> statement-breakpoint
DROP INDEX "clients_name_search_idx";--> statement-breakpoint
DROP INDEX "clients_company_search_idx";--> statement-breakpoint
DROP INDEX "clients_email_search_idx";--> statement-breakpoint
DROP INDEX "clients_phone_search_idx";--> statement-breakpoint
DROP INDEX "invoices_title_search_idx";--> statement-breakpoint
DROP INDEX "invoices_number_search_idx";--> statement-breakpoint
DROP INDEX "invoices_description_search_idx";--> statement-breakpoint
DROP INDEX "projects_name_search_idx";--> statement-breakpoint
DROP INDEX "projects_description_search_idx";--> statement-breakpoint
DROP INDEX "quotes_title_search_idx";--> statement-breakpoint
DROP INDEX "quotes_number_search_idx";--> statement-breakpoint
DROP INDEX "transactions_description_search_idx";--> statement-breakpoint
DROP INDEX "transactions_reference_search_idx";--> statement-breakpoint
CREATE INDEX "activity_log_summary_search_idx" ON "activity_log" USING gist ("summary" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "clients_name_search_idx" ON "clients" USING gist ("name" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "clients_company_search_idx" ON "clients" USING gist ("company" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "clients_email_search_idx" ON "clients" USING gist ("email" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "clients_phone_search_idx" ON "clients" USING gist ("phone" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "invoices_title_search_idx" ON "invoices" USING gist ("title" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "invoices_number_search_idx" ON "invoices" USING gist ("invoice_number" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "invoices_description_search_idx" ON "invoices" USING gist ("description" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "projects_name_search_idx" ON "projects" USING gist ("name" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "projects_description_search_idx" ON "projects" USING gist ("description" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "quotes_title_search_idx" ON "quotes" USING gist ("title" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "quotes_number_search_idx" ON "quotes" USING gist ("quote_number" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "transactions_description_search_idx" ON "transactions" USING gist ("description" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "transactions_reference_search_idx" ON "transactions" USING gist ("reference" gist_trgm_ops(siglen=256));