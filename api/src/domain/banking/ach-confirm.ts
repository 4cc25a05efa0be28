import { sql } from "drizzle-orm";
import { type Db, rows } from "../../db/client";
import { type Actor, recordActivity } from "../activity";

// A sent ACH batch is confirmed when the bank's statement shows it (api/docs/banking.md, "ACH
// batches"): every one of its supplier payments has its current journal line on Bancos (of the
// batch's account) in a bank match. The reconciliation calls this after each match it stores.

/**
 * Confirms, in the caller's transaction, the account's sent batches whose payments' Bancos lines
 * are all matched; answers their ids. A payment's current line is one of an entry of its own that
 * is neither a reversal nor reversed (an edited payment's old lines do not count).
 */
export async function confirmMatchedAchBatches(tx: Db, bankAccountId: number, actor: Actor = { userId: null }) {
  const confirmed = rows(
    await tx.execute<{ id: number }>(sql`
      with book_lines as (
        select i.batch_id, l.id as line_id, m.match_id
        from ach_batch_items i
        join ach_batches b on b.id = i.batch_id
        left join journal_entries e on e.origin_type = 'supplier_payment' and e.origin_id = i.supplier_payment_id
          and e.reverses_entry_id is null
          and not exists (select 1 from journal_entries r where r.reverses_entry_id = e.id)
        left join journal_lines l on l.entry_id = e.id and l.bank_account_id = b.bank_account_id
        left join bank_match_book_lines m on m.journal_line_id = l.id
        where b.bank_account_id = ${bankAccountId} and b.status = 'sent'
      ),
      ready as (
        select batch_id from book_lines
        group by batch_id
        -- Every item has its Bancos line, and every such line is in a match.
        having bool_and(line_id is not null and match_id is not null)
      )
      update ach_batches set status = 'confirmed', confirmed_at = now(), updated_at = now()
      where id in (select batch_id from ready) and status = 'sent'
      returning id`),
  );
  for (const { id } of confirmed) {
    await recordActivity(tx, {
      userId: actor.userId,
      action: "status",
      entity: "ach_batch",
      entityId: Number(id),
      summary: `Lote ACH #${id} confirmado por el estado de cuenta`,
    });
  }
  return confirmed.map((row) => Number(row.id));
}

/**
 * The other way (a match undone): the account's confirmed batches with a payment whose Bancos line
 * is one of `journalLineIds` are 'sent' again, since the statement no longer shows all of them.
 */
export async function reopenAchBatches(tx: Db, journalLineIds: readonly number[], actor: Actor) {
  if (journalLineIds.length === 0) return [];
  const reopened = rows(
    await tx.execute<{ id: number }>(sql`
      update ach_batches set status = 'sent', confirmed_at = null, updated_at = now()
      where status = 'confirmed' and id in (
        select i.batch_id from ach_batch_items i
        join journal_entries e on e.origin_type = 'supplier_payment' and e.origin_id = i.supplier_payment_id
        join journal_lines l on l.entry_id = e.id
        where l.id = any(${sql.param([...journalLineIds])}::int[]))
      returning id`),
  );
  for (const { id } of reopened) {
    await recordActivity(tx, {
      userId: actor.userId,
      action: "status",
      entity: "ach_batch",
      entityId: Number(id),
      summary: `Lote ACH #${id} vuelve a enviado: se deshizo la conciliación de uno de sus pagos`,
    });
  }
  return reopened.map((row) => Number(row.id));
}
