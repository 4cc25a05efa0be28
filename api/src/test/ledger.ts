import { and, asc, eq, sql } from "drizzle-orm";
import type { JournalOrigin } from "../contract/values/statuses";
import { type Db, rows } from "../db/client";
import { chartOfAccounts, journalEntries, journalLines } from "../db/schema";

// What the journal holds, read straight from the tables, for the ledger's tests.

/** A line as a test states it: [account code, debit, credit], with the bank account when it names one. */
export type LineOf =
  | [code: string, debit: string, credit: string]
  | [code: string, debit: string, credit: string, bankAccountId: number];

/** The entries of one origin, oldest first: description, reversed entry and lines. */
export async function entriesOf(db: Db, origin: JournalOrigin, originId: number) {
  const entries = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.originType, origin), eq(journalEntries.originId, originId)))
    .orderBy(asc(journalEntries.id));
  return Promise.all(
    entries.map(async (entry) => ({
      date: entry.entryDate,
      description: entry.description,
      reverses: entry.reversesEntryId !== null,
      lines: await linesOf(db, entry.id),
    })),
  );
}

export async function linesOf(db: Db, entryId: number): Promise<LineOf[]> {
  const found = await db
    .select({
      code: chartOfAccounts.code,
      debit: journalLines.debit,
      credit: journalLines.credit,
      bankAccountId: journalLines.bankAccountId,
    })
    .from(journalLines)
    .innerJoin(chartOfAccounts, eq(chartOfAccounts.id, journalLines.accountId))
    .where(eq(journalLines.entryId, entryId))
    .orderBy(asc(journalLines.id));
  return found.map((line) =>
    line.bankAccountId === null
      ? [line.code, line.debit, line.credit]
      : [line.code, line.debit, line.credit, line.bankAccountId],
  );
}

/** Σ debits and Σ credits of the whole journal, and the entries whose own do not match. */
export async function journalTotals(db: Db) {
  const [totals] = rows(
    await db.execute<{ debits: string; credits: string; unbalanced: number }>(sql`
      select coalesce(sum(debit), 0)::text as debits, coalesce(sum(credit), 0)::text as credits,
        (select count(*)::int from (select entry_id from ${journalLines} group by entry_id having sum(debit) <> sum(credit)) bad) as unbalanced
      from ${journalLines}`),
  );
  return totals;
}

/** The accounts and months whose kept totals (account_month_totals) are not the sums of their journal lines. */
export async function accountTotalsDrift(db: Db) {
  return rows(
    await db.execute<{ account_id: number; month: string }>(sql`
      select coalesce(l.account_id, t.account_id) as account_id, coalesce(l.month, t.month)::text as month
      from (
        select l.account_id, date_trunc('month', e.entry_date::timestamp)::date as month,
          sum(l.debit) as debit, sum(l.credit) as credit, count(*) as lines
        from ${journalLines} l join journal_entries e on e.id = l.entry_id group by 1, 2
      ) l
      full join account_month_totals t on t.account_id = l.account_id and t.month = l.month
      where coalesce(l.debit, 0) <> coalesce(t.debit, 0) or coalesce(l.credit, 0) <> coalesce(t.credit, 0)
        or coalesce(l.lines, 0) <> coalesce(t.lines, 0)`),
  );
}

/** The months whose kept cash flow (cash_flow_month_totals) is not what their entries say. */
export async function cashFlowDrift(db: Db) {
  return rows(
    await db.execute<{ month: string }>(sql`
      with moves as (
        select date_trunc('month', e.entry_date::timestamp)::date as month, e.origin_type = 'bank_account' as opening,
          sum(l.debit - l.credit) as net,
          sign(sum(l.debit - l.credit)) * (case when e.reverses_entry_id is null then 1 else -1 end) as side
        from journal_entries e join ${journalLines} l on l.entry_id = e.id
        join ${chartOfAccounts} a on a.id = l.account_id
        where a.code in ('1.1.01', '1.1.02')
        group by e.id
      ),
      computed as (
        select month, coalesce(sum(net) filter (where not opening and side > 0), 0) as inflows,
          -coalesce(sum(net) filter (where not opening and side < 0), 0) as outflows,
          coalesce(sum(net) filter (where opening), 0) as openings
        from moves group by month
      )
      select coalesce(c.month, t.month)::text as month
      from computed c full join cash_flow_month_totals t on t.month = c.month
      where coalesce(c.inflows, 0) <> coalesce(t.inflows, 0) or coalesce(c.outflows, 0) <> coalesce(t.outflows, 0)
        or coalesce(c.openings, 0) <> coalesce(t.openings, 0)`),
  );
}

/** Each bank account's current balance beside its lines' balance in the ledger. */
export async function bankLedgerBalances(db: Db) {
  return rows(
    await db.execute<{ id: number; current: string; ledger: string }>(sql`
      select a.id, a.current_balance::text as current,
        (select coalesce(sum(l.debit - l.credit), 0) from ${journalLines} l where l.bank_account_id = a.id)::numeric(14,2)::text as ledger
      from bank_accounts a order by a.id`),
  );
}

/** The balance (debit positive) of the account with `code`. */
export async function accountBalance(db: Db, code: string): Promise<string> {
  const [row] = rows(
    await db.execute<{ balance: string }>(sql`
      select coalesce(sum(l.debit - l.credit), 0)::numeric(14,2)::text as balance
      from ${journalLines} l join ${chartOfAccounts} a on a.id = l.account_id where a.code = ${code}`),
  );
  return row?.balance ?? "0.00";
}

/**
 * The bank accounts whose kept count of unmatched book movements (bank_unmatched_movements) is not
 * the count of their Bancos lines in no match and in no reversed or reversing entry.
 */
export async function unmatchedMovementsDrift(db: Db) {
  return rows(
    await db.execute<{ bank_account_id: number; counted: number; kept: number }>(sql`
      select coalesce(c.bank_account_id, k.bank_account_id) as bank_account_id,
        coalesce(c.n, 0) as counted, coalesce(k.movements, 0) as kept
      from (
        select l.bank_account_id, count(*)::int as n
        from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
        join ${chartOfAccounts} a on a.id = l.account_id
        where a.code = '1.1.02' and l.bank_account_id is not null and e.reverses_entry_id is null
          and not exists (select 1 from ${journalEntries} r where r.reverses_entry_id = e.id)
          and not exists (select 1 from bank_match_book_lines m where m.journal_line_id = l.id)
        group by 1
      ) c
      full join bank_unmatched_movements k on k.bank_account_id = c.bank_account_id
      where coalesce(c.n, 0) <> coalesce(k.movements, 0)`),
  );
}
