CREATE TABLE "bank_unmatched_movements" (
	"bank_account_id" integer PRIMARY KEY NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- bank_unmatched_movements is kept by the statements that change what an unmatched book movement
-- is (src/db/schema/banking.ts; the movement: src/domain/banking/book-movements.ts): a journal line
-- on 1.1.02 Bancos naming a bank account, of an entry neither reversed nor reversing, in no match.
-- One upsert of the net change per account and statement, from its transition tables, in account
-- order so that two transactions take the rows' locks in the same order. The journal is
-- append-only (0013_ledger) and an entry is reversed at most once (journal_entries_reverses_unique),
-- so an insert of lines, an insert of a reversing entry and a match made or undone are all there
-- is to follow.
CREATE FUNCTION bank_unmatched_movements_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM bank_unmatched_movements;
  INSERT INTO bank_unmatched_movements (bank_account_id, movements)
    SELECT l.bank_account_id, count(*)::int
    FROM journal_lines AS l JOIN journal_entries AS e ON e.id = l.entry_id
    WHERE l.bank_account_id IS NOT NULL
      AND l.account_id = (SELECT id FROM chart_of_accounts WHERE code = '1.1.02')
      AND e.reverses_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM journal_entries AS r WHERE r.reverses_entry_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM bank_match_book_lines AS m WHERE m.journal_line_id = l.id)
    GROUP BY 1 ORDER BY 1;
$$;--> statement-breakpoint
-- A line on Bancos naming an account adds one, unless its entry reverses another (or, were lines
-- ever added to an entry already reversed, is reversed): a new line is in no match yet.
CREATE FUNCTION bank_unmatched_movements_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bank_unmatched_movements AS u (bank_account_id, movements)
      SELECT l.bank_account_id, count(*)::int
      FROM new_lines AS l JOIN journal_entries AS e ON e.id = l.entry_id
      WHERE l.bank_account_id IS NOT NULL
        AND l.account_id = (SELECT id FROM chart_of_accounts WHERE code = '1.1.02')
        AND e.reverses_entry_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM journal_entries AS r WHERE r.reverses_entry_id = e.id)
      GROUP BY 1 ORDER BY 1
      ON CONFLICT (bank_account_id) DO UPDATE SET movements = u.movements + excluded.movements;
  ELSIF TG_OP = 'TRUNCATE' THEN
    -- Truncating the lines truncates the matches that reference them: nothing is left to count.
    DELETE FROM bank_unmatched_movements;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A reversing entry takes off the reversed entry's Bancos lines that were counted: those in no
-- match (a matched one is refused by the ledger after this insert, rolling it back) and not of a
-- reversal themselves. Its own lines, inserted after it, are never counted (above).
CREATE FUNCTION bank_unmatched_movements_reversals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bank_unmatched_movements AS u (bank_account_id, movements)
    SELECT l.bank_account_id, -count(*)::int
    FROM new_entries AS n
    JOIN journal_entries AS e ON e.id = n.reverses_entry_id
    JOIN journal_lines AS l ON l.entry_id = e.id
    WHERE l.bank_account_id IS NOT NULL
      AND l.account_id = (SELECT id FROM chart_of_accounts WHERE code = '1.1.02')
      AND e.reverses_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM bank_match_book_lines AS m WHERE m.journal_line_id = l.id)
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (bank_account_id) DO UPDATE SET movements = u.movements + excluded.movements;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A match takes its movements off; undoing it (deleting the match cascades here) adds them back.
-- Only lines that are movements count: a match is only made of them, but the count must not
-- depend on that.
CREATE FUNCTION bank_unmatched_movements_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer[] := '{}';
  freed integer[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM bank_unmatched_movements_recount();
    RETURN NULL;
  END IF;
  -- A statement trigger sees only the transition tables its event has.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(m.journal_line_id), '{}') INTO taken FROM new_rows AS m;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(array_agg(m.journal_line_id), '{}') INTO freed FROM old_rows AS m;
  END IF;
  INSERT INTO bank_unmatched_movements AS u (bank_account_id, movements)
    SELECT l.bank_account_id, sum(c.delta)::int
    FROM (
      SELECT unnest(taken) AS journal_line_id, -1 AS delta
      UNION ALL
      SELECT unnest(freed), 1
    ) AS c
    JOIN journal_lines AS l ON l.id = c.journal_line_id
    JOIN journal_entries AS e ON e.id = l.entry_id
    WHERE l.bank_account_id IS NOT NULL
      AND l.account_id = (SELECT id FROM chart_of_accounts WHERE code = '1.1.02')
      AND e.reverses_entry_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM journal_entries AS r WHERE r.reverses_entry_id = e.id)
    GROUP BY 1
    HAVING sum(c.delta) <> 0
    ORDER BY 1
    ON CONFLICT (bank_account_id) DO UPDATE SET movements = u.movements + excluded.movements;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_lines AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_lines();--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_lines_truncate AFTER TRUNCATE ON journal_lines FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_lines();--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_reversals AFTER INSERT ON journal_entries REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_reversals();--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_matches_insert AFTER INSERT ON bank_match_book_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_matches();--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_matches_update AFTER UPDATE ON bank_match_book_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_matches();--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_matches_delete AFTER DELETE ON bank_match_book_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_matches();--> statement-breakpoint
CREATE TRIGGER bank_unmatched_movements_matches_truncate AFTER TRUNCATE ON bank_match_book_lines FOR EACH STATEMENT EXECUTE FUNCTION bank_unmatched_movements_matches();--> statement-breakpoint
-- The count of the books as they stand.
SELECT bank_unmatched_movements_recount();
