-- status_counts.total is a sum of any number of numeric(14,2) totals: unconstrained numeric, so no
-- sum of valid documents can overflow it (numeric(16,2) was filled by 99 drafts at the maximum).
ALTER TABLE "status_counts" ALTER COLUMN "total" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "status_counts" ALTER COLUMN "total" SET DEFAULT '0';