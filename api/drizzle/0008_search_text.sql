DROP INDEX "invoices_title_search_idx";--> statement-breakpoint
DROP INDEX "invoices_number_search_idx";--> statement-breakpoint
DROP INDEX "invoices_description_search_idx";--> statement-breakpoint
DROP INDEX "projects_name_search_idx";--> statement-breakpoint
DROP INDEX "projects_description_search_idx";--> statement-breakpoint
DROP INDEX "quotes_title_search_idx";--> statement-breakpoint
DROP INDEX "quotes_number_search_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- search_text (src/db/schema/crm.ts) is the row's searched columns, named by the trigger's
-- arguments, then its client's name and company, one per line: what the lists' `q` matches.
CREATE FUNCTION search_text_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fields jsonb := to_jsonb(NEW);
BEGIN
  NEW.search_text := concat_ws(E'\n',
    VARIADIC ARRAY(SELECT fields ->> a.column_name FROM unnest(TG_ARGV) WITH ORDINALITY AS a(column_name, n) ORDER BY a.n)
      || ARRAY(SELECT concat_ws(E'\n', c.name, c.company) FROM clients AS c WHERE c.id = NEW.client_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quotes_search_text BEFORE INSERT OR UPDATE OF quote_number, title, client_id ON quotes FOR EACH ROW EXECUTE FUNCTION search_text_fill('quote_number', 'title');--> statement-breakpoint
CREATE TRIGGER invoices_search_text BEFORE INSERT OR UPDATE OF invoice_number, title, description, client_id ON invoices FOR EACH ROW EXECUTE FUNCTION search_text_fill('invoice_number', 'title', 'description');--> statement-breakpoint
CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE OF name, description, client_id ON projects FOR EACH ROW EXECUTE FUNCTION search_text_fill('name', 'description');--> statement-breakpoint
-- A client renamed: its quotes, invoices and projects write their search_text again. Naming
-- client_id in SET is what fires their search_text_fill (UPDATE OF client_id), nothing changes.
CREATE FUNCTION search_text_client_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes SET client_id = client_id WHERE client_id = NEW.id;
  UPDATE invoices SET client_id = client_id WHERE client_id = NEW.id;
  UPDATE projects SET client_id = client_id WHERE client_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_search_text AFTER UPDATE OF name, company ON clients FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.company IS DISTINCT FROM NEW.company) EXECUTE FUNCTION search_text_client_renamed();--> statement-breakpoint
-- The rows already there, before their indexes are built.
UPDATE quotes SET client_id = client_id;--> statement-breakpoint
UPDATE invoices SET client_id = client_id;--> statement-breakpoint
UPDATE projects SET client_id = client_id;--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gist ("search_text" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gist ("search_text" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gist ("search_text" gist_trgm_ops(siglen=256));
