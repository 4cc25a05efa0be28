CREATE TABLE "account_month_totals" (
	"account_id" integer NOT NULL,
	"month" date NOT NULL,
	"debit" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_month_totals_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "cash_flow_month_totals" (
	"month" date PRIMARY KEY NOT NULL,
	"inflows" numeric DEFAULT '0' NOT NULL,
	"outflows" numeric DEFAULT '0' NOT NULL,
	"openings" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_month_totals" ADD CONSTRAINT "account_month_totals_account_id_chart_of_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chart_of_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each insert statement adds its lines' sums per account and month (of the entry's date), and its
-- entries' cash flow per month, in key order so that two transactions take the rows' locks in the
-- same order. The journal is append-only (0013_ledger), so inserts are all there is to follow.
-- Cash is 1.1.01 Caja and 1.1.02 Bancos; an entry's net on them is an inflow or an outflow by the
-- side of the entry it is (a reversal: of the entry it cancels), a bank account's opening apart
-- (api/src/domain/finance/report-queries.ts reads partial months the same way).
CREATE FUNCTION books_month_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_month_totals AS t (account_id, month, debit, credit, lines)
      SELECT l.account_id, date_trunc('month', e.entry_date::timestamp)::date, sum(l.debit), sum(l.credit), count(*)
      FROM new_lines AS l JOIN journal_entries AS e ON e.id = l.entry_id
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (account_id, month) DO UPDATE SET debit = t.debit + excluded.debit, credit = t.credit + excluded.credit,
        lines = t.lines + excluded.lines;
    INSERT INTO cash_flow_month_totals AS t (month, inflows, outflows, openings)
      SELECT m.month,
        coalesce(sum(m.net) FILTER (WHERE NOT m.opening AND m.side > 0), 0),
        -coalesce(sum(m.net) FILTER (WHERE NOT m.opening AND m.side < 0), 0),
        coalesce(sum(m.net) FILTER (WHERE m.opening), 0)
      FROM (
        SELECT date_trunc('month', e.entry_date::timestamp)::date AS month, e.origin_type = 'bank_account' AS opening,
          sum(l.debit - l.credit) AS net,
          sign(sum(l.debit - l.credit)) * (CASE WHEN e.reverses_entry_id IS NULL THEN 1 ELSE -1 END) AS side
        FROM new_lines AS l
        JOIN journal_entries AS e ON e.id = l.entry_id
        JOIN chart_of_accounts AS a ON a.id = l.account_id
        WHERE a.code IN ('1.1.01', '1.1.02')
        GROUP BY e.id
      ) AS m
      GROUP BY m.month ORDER BY m.month
      ON CONFLICT (month) DO UPDATE SET inflows = t.inflows + excluded.inflows,
        outflows = t.outflows + excluded.outflows, openings = t.openings + excluded.openings;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM account_month_totals;
    DELETE FROM cash_flow_month_totals;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER books_month_totals_add AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION books_month_totals_add();--> statement-breakpoint
CREATE TRIGGER books_month_totals_truncate AFTER TRUNCATE ON journal_lines FOR EACH STATEMENT EXECUTE FUNCTION books_month_totals_add();--> statement-breakpoint
INSERT INTO account_month_totals (account_id, month, debit, credit, lines)
  SELECT l.account_id, date_trunc('month', e.entry_date::timestamp)::date, sum(l.debit), sum(l.credit), count(*)
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
  GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO cash_flow_month_totals (month, inflows, outflows, openings)
  SELECT m.month,
    coalesce(sum(m.net) FILTER (WHERE NOT m.opening AND m.side > 0), 0),
    -coalesce(sum(m.net) FILTER (WHERE NOT m.opening AND m.side < 0), 0),
    coalesce(sum(m.net) FILTER (WHERE m.opening), 0)
  FROM (
    SELECT date_trunc('month', e.entry_date::timestamp)::date AS month, e.origin_type = 'bank_account' AS opening,
      sum(l.debit - l.credit) AS net,
      sign(sum(l.debit - l.credit)) * (CASE WHEN e.reverses_entry_id IS NULL THEN 1 ELSE -1 END) AS side
    FROM journal_lines l
    JOIN journal_entries e ON e.id = l.entry_id
    JOIN chart_of_accounts a ON a.id = l.account_id
    WHERE a.code IN ('1.1.01', '1.1.02')
    GROUP BY e.id
  ) m
  GROUP BY m.month;
