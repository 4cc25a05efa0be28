CREATE TABLE "status_counts" (
	"entity" text NOT NULL,
	"status" text NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "status_counts_entity_status_pk" PRIMARY KEY("entity","status")
);
--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_status_due_date_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_paid_day_idx" ON "invoices" USING btree (coalesce(("paid_at" at time zone 'America/Panama')::date, "issue_date")) WHERE "invoices"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "projects_status_updated_idx" ON "projects" USING btree ("status","updated_at");--> statement-breakpoint
-- status_counts is kept by the statements that change those tables (src/db/schema/status-counts.ts):
-- one upsert per statement with the net change per status, from its transition tables, so a bulk
-- insert of 100,000 rows costs one upsert, not 100,000. Rows whose status and total did not change
-- cancel out. `total` is read through to_jsonb: clients and projects have none and count 0.
CREATE FUNCTION status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO status_counts AS s (entity, status, records, total)
      SELECT TG_TABLE_NAME, r.status, count(*), coalesce(sum((to_jsonb(r) ->> 'total')::numeric), 0)
      FROM new_rows AS r GROUP BY r.status
      ON CONFLICT (entity, status) DO UPDATE SET records = s.records + excluded.records, total = s.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO status_counts AS s (entity, status, records, total)
      SELECT TG_TABLE_NAME, r.status, -count(*), -coalesce(sum((to_jsonb(r) ->> 'total')::numeric), 0)
      FROM old_rows AS r GROUP BY r.status
      ON CONFLICT (entity, status) DO UPDATE SET records = s.records + excluded.records, total = s.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO status_counts AS s (entity, status, records, total)
      SELECT TG_TABLE_NAME, c.status, sum(c.records), coalesce(sum(c.total), 0)
      FROM (
        SELECT r.status, 1 AS records, (to_jsonb(r) ->> 'total')::numeric AS total FROM new_rows AS r
        UNION ALL
        SELECT r.status, -1, -(to_jsonb(r) ->> 'total')::numeric FROM old_rows AS r
      ) AS c
      GROUP BY c.status
      HAVING sum(c.records) <> 0 OR coalesce(sum(c.total), 0) <> 0
      ON CONFLICT (entity, status) DO UPDATE SET records = s.records + excluded.records, total = s.total + excluded.total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM status_counts WHERE entity = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_status_counts_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER clients_status_counts_update AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER clients_status_counts_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER clients_status_counts_truncate AFTER TRUNCATE ON clients FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER projects_status_counts_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER projects_status_counts_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER projects_status_counts_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER projects_status_counts_truncate AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_update AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER quotes_status_counts_truncate AFTER TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoices_status_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoices_status_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoices_status_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoices_status_counts_truncate AFTER TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO status_counts (entity, status, records, total)
  SELECT 'clients', status, count(*), 0 FROM clients GROUP BY status
  UNION ALL SELECT 'projects', status, count(*), 0 FROM projects GROUP BY status
  UNION ALL SELECT 'quotes', status, count(*), coalesce(sum(total), 0) FROM quotes GROUP BY status
  UNION ALL SELECT 'invoices', status, count(*), coalesce(sum(total), 0) FROM invoices GROUP BY status;
