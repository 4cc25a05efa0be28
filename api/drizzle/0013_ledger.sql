CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"origin_type" text NOT NULL,
	"origin_id" integer,
	"reverses_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_origin_check" CHECK ("journal_entries"."origin_type" in ('invoice', 'receivable_payment', 'payable', 'supplier_payment', 'transfer', 'transaction', 'bank_account', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"bank_account_id" integer,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "journal_lines_one_side_check" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0))
);
--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_unique" ON "journal_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "journal_entries_origin_idx" ON "journal_entries" USING btree ("origin_type","origin_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_id","entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_bank_account_idx" ON "journal_lines" USING btree ("bank_account_id") WHERE "journal_lines"."bank_account_id" is not null;--> statement-breakpoint
ALTER TABLE "transaction_categories" ADD CONSTRAINT "transaction_categories_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The journal keeps itself balanced and unchanged whoever writes to it (api/docs/ledger.md).
-- After each statement that inserts lines: every entry it touched has at least two lines and its
-- debits equal its credits, counting all of that entry's lines.
CREATE FUNCTION journal_lines_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT l.entry_id, count(*) AS line_count, sum(l.debit) AS debits, sum(l.credit) AS credits INTO bad
  FROM journal_lines l
  WHERE l.entry_id IN (SELECT DISTINCT entry_id FROM new_lines)
  GROUP BY l.entry_id
  HAVING count(*) < 2 OR sum(l.debit) <> sum(l.credit)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'El asiento % no cuadra: debe % y haber % en % líneas', bad.entry_id, bad.debits, bad.credits, bad.line_count
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_balanced();--> statement-breakpoint
-- At commit: no entry without its lines.
CREATE FUNCTION journal_entries_have_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_lines WHERE entry_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'El asiento % no tiene líneas', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_have_lines AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entries_have_lines();--> statement-breakpoint
-- Posted is never edited or deleted: a correction is a reversing entry.
CREATE FUNCTION journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El diario no se modifica: una corrección es un asiento de reversión' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();
