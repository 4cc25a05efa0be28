-- status_counts (src/db/schema/status-counts.ts) also keeps the finance summary's income and
-- expenses: the transactions per type and status with the sum of their amounts. The trigger now
-- takes two optional arguments: the column summed as `total` ('total' when absent) and a column
-- whose value splits the entity ('transactions.income', 'transactions.expense'…). Without
-- arguments it counts as migration 0007 did.
-- Receivables and payables are not kept here: an invoice edit writes the invoice, then its
-- receivable, and a payment the receivable, then the invoice; both would then upsert the same two
-- status_counts rows in opposite orders, and two such writes at once could deadlock.
CREATE OR REPLACE FUNCTION status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summed text := coalesce(TG_ARGV[0], 'total');
  split_by text := TG_ARGV[1];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO status_counts AS s (entity, status, records, total)
      SELECT TG_TABLE_NAME || coalesce('.' || (to_jsonb(r) ->> split_by), ''), r.status,
             count(*), coalesce(sum((to_jsonb(r) ->> summed)::numeric), 0)
      FROM new_rows AS r GROUP BY 1, 2
      ON CONFLICT (entity, status) DO UPDATE SET records = s.records + excluded.records, total = s.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO status_counts AS s (entity, status, records, total)
      SELECT TG_TABLE_NAME || coalesce('.' || (to_jsonb(r) ->> split_by), ''), r.status,
             -count(*), -coalesce(sum((to_jsonb(r) ->> summed)::numeric), 0)
      FROM old_rows AS r GROUP BY 1, 2
      ON CONFLICT (entity, status) DO UPDATE SET records = s.records + excluded.records, total = s.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO status_counts AS s (entity, status, records, total)
      SELECT c.entity, c.status, sum(c.records), coalesce(sum(c.total), 0)
      FROM (
        SELECT TG_TABLE_NAME || coalesce('.' || (to_jsonb(r) ->> split_by), '') AS entity, r.status,
               1 AS records, (to_jsonb(r) ->> summed)::numeric AS total
        FROM new_rows AS r
        UNION ALL
        SELECT TG_TABLE_NAME || coalesce('.' || (to_jsonb(r) ->> split_by), ''), r.status,
               -1, -(to_jsonb(r) ->> summed)::numeric
        FROM old_rows AS r
      ) AS c
      GROUP BY c.entity, c.status
      HAVING sum(c.records) <> 0 OR coalesce(sum(c.total), 0) <> 0
      ON CONFLICT (entity, status) DO UPDATE SET records = s.records + excluded.records, total = s.total + excluded.total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM status_counts WHERE entity = TG_TABLE_NAME OR entity LIKE TG_TABLE_NAME || '.%';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_status_counts_insert AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply('amount', 'transaction_type');--> statement-breakpoint
CREATE TRIGGER transactions_status_counts_update AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply('amount', 'transaction_type');--> statement-breakpoint
CREATE TRIGGER transactions_status_counts_delete AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply('amount', 'transaction_type');--> statement-breakpoint
CREATE TRIGGER transactions_status_counts_truncate AFTER TRUNCATE ON transactions FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply('amount', 'transaction_type');--> statement-breakpoint
-- The rows already there.
INSERT INTO status_counts (entity, status, records, total)
  SELECT 'transactions.' || transaction_type, status, count(*), coalesce(sum(amount), 0) FROM transactions GROUP BY 1, 2;
