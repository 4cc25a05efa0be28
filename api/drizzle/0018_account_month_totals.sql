CREATE TABLE "account_month_totals" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"debit" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "account_month_totals_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each insert statement adds its lines' sums per account and month (of the entry's date), in key
-- order so that two transactions take the rows' locks in the same order. The journal is
-- append-only (0013_ledger), so inserts are all there is to follow.
CREATE FUNCTION account_month_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_month_totals AS t (account_id, month, debit, credit)
      SELECT l.account_id, date_trunc('month', e.entry_date::timestamp)::date, sum(l.debit), sum(l.credit)
      FROM new_lines AS l JOIN journal_entries AS e ON e.id = l.entry_id
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (account_id, month) DO UPDATE SET debit = t.debit + excluded.debit, credit = t.credit + excluded.credit;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_month_totals;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER account_month_totals_add AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION account_month_totals_add();--> statement-breakpoint
CREATE TRIGGER account_month_totals_truncate AFTER TRUNCATE ON journal_lines FOR EACH STATEMENT EXECUTE FUNCTION account_month_totals_add();--> statement-breakpoint
INSERT INTO account_month_totals (account_id, month, debit, credit)
  SELECT l.account_id, date_trunc('month', e.entry_date::timestamp)::date, sum(l.debit), sum(l.credit)
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
  GROUP BY 1, 2;
