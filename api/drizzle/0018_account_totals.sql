CREATE TABLE "account_totals" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"debit" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_totals" ADD CONSTRAINT "account_totals_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each insert statement adds its lines' sums per account, in account order so that two
-- transactions take the rows' locks in the same order.
CREATE FUNCTION account_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_totals AS t (account_id, debit, credit)
      SELECT l.account_id, sum(l.debit), sum(l.credit) FROM new_lines AS l
      GROUP BY l.account_id ORDER BY l.account_id
      ON CONFLICT (account_id) DO UPDATE SET debit = t.debit + excluded.debit, credit = t.credit + excluded.credit;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_totals;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER account_totals_add AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION account_totals_add();--> statement-breakpoint
CREATE TRIGGER account_totals_truncate AFTER TRUNCATE ON journal_lines FOR EACH STATEMENT EXECUTE FUNCTION account_totals_add();--> statement-breakpoint
INSERT INTO account_totals (account_id, debit, credit)
  SELECT account_id, sum(debit), sum(credit) FROM journal_lines GROUP BY account_id;
