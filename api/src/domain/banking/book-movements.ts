import { eq, type SQL, sql } from "drizzle-orm";
import type { BookMovementRecord, Page, ReconciliationListQuery } from "../../contract";
import { pageBounds } from "../../contract/values/paging";
import { journalOriginLabels } from "../../contract/values/statuses";
import { type Db, rows } from "../../db/client";
import {
  accountsPayable,
  accountsReceivable,
  bankMatchBookLines,
  bankUnmatchedMovements,
  chartOfAccounts,
  clients,
  journalEntries,
  journalLines,
  receivablePayments,
  supplierPayments,
  suppliers,
  transactions,
} from "../../db/schema";
import { ledgerAccounts } from "../finance/ledger/accounts";
import { containsPattern, pageAndTotal } from "../paging";

// The book side of reconciliation (api/docs/banking.md, "Reconciliation"): a bank account's
// journal lines on 1.1.02 Bancos. An entry that was reversed and its reversal cancel out (no
// money moved), so neither is a movement to reconcile; nor is a line already in a match.
// Each movement says what it is from its origin: the receivable payment's invoice and client, the
// supplier payment's bill and supplier, the transaction's own client or supplier.

type MovementFilter = {
  bankAccountId: number;
  /** Only these lines (a match being made). */
  journalLineIds?: readonly number[];
  /** Only unmatched ones (the screen's list, suggestions). */
  unmatched?: boolean;
  /** Suggestions: exactly one of these signed amounts, dated within these days. */
  amounts?: readonly string[];
  from?: string;
  to?: string;
  q?: string;
};

/**
 * Which journal lines are movements of the filter (aliases `l` and `e`). Bancos is named by its id
 * (a scalar subquery) rather than a join on the chart: PostgreSQL then estimates the account's
 * lines from the column's statistics instead of 1/61 of them, and counting years of movements
 * takes hash joins rather than a nested loop per line (docs/performance.md, "Banking").
 */
function movementConditions(filter: MovementFilter): SQL {
  const conditions: SQL[] = [
    sql`l.bank_account_id = ${filter.bankAccountId}`,
    sql`l.account_id = (select ${chartOfAccounts.id} from ${chartOfAccounts} where ${chartOfAccounts.code} = ${ledgerAccounts.banks})`,
    sql`e.reverses_entry_id is null`,
    sql`not exists (select 1 from ${journalEntries} r where r.reverses_entry_id = e.id)`,
  ];
  if (filter.unmatched)
    conditions.push(sql`not exists (select 1 from ${bankMatchBookLines} m where m.journal_line_id = l.id)`);
  if (filter.journalLineIds) conditions.push(sql`l.id = any(${sql.param([...filter.journalLineIds])}::int[])`);
  if (filter.amounts)
    conditions.push(sql`(l.debit - l.credit) = any(${sql.param([...filter.amounts])}::text[]::numeric[])`);
  if (filter.from) conditions.push(sql`e.entry_date >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`e.entry_date <= ${filter.to}::date`);
  if (filter.q) conditions.push(sql`e.description ilike ${containsPattern(filter.q)}`);
  return sql.join(conditions, sql` and `);
}

/** How many movements the filter finds: the lines alone, without what each one is. */
const countSql = (filter: MovementFilter): SQL => sql`
  select count(*)::int as n
  from ${journalLines} l
  join ${journalEntries} e on e.id = l.entry_id
  where ${movementConditions(filter)}`;

/**
 * The SQL of the movements of a bank account, each with what it is (see the note above), oldest
 * first. A page is chosen first by the sort key alone (the lines and entries, no lookups), then
 * only its rows are described: describing every movement before sorting them joined the six
 * lookups to thousands of rows for a page of 25 (docs/performance.md, "Banking").
 */
function movementsSql(filter: MovementFilter, page?: { limit: number; offset: number }): SQL {
  const chosen = sql`
    select l.id, e.entry_date
    from ${journalLines} l
    join ${journalEntries} e on e.id = l.entry_id
    where ${movementConditions(filter)}
    order by e.entry_date, l.id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
  return sql`
    select l.id as "journalLineId", e.id as "entryId", e.entry_date::text as "entryDate", e.description,
      e.origin_type as "originType", e.origin_id as "originId",
      (l.debit - l.credit)::numeric(14,2)::text as amount,
      coalesce(ar.invoice_number, ap.invoice_number) as "documentNumber",
      coalesce(coalesce(nullif(rc.company, ''), rc.name), ps.name, coalesce(nullif(tc.company, ''), tc.name), ts.name)
        as "counterpartyName"
    from (${chosen}) p
    join ${journalLines} l on l.id = p.id
    join ${journalEntries} e on e.id = l.entry_id
    left join ${receivablePayments} rp on e.origin_type = 'receivable_payment' and rp.id = e.origin_id
    left join ${accountsReceivable} ar on ar.id = rp.receivable_id
    left join ${clients} rc on rc.id = ar.client_id
    left join ${supplierPayments} sp on e.origin_type = 'supplier_payment' and sp.id = e.origin_id
    left join ${accountsPayable} ap on ap.id = sp.payable_id
    left join ${suppliers} ps on ps.id = ap.supplier_id
    left join ${transactions} t on e.origin_type = 'transaction' and t.id = e.origin_id
    left join ${clients} tc on tc.id = t.client_id
    left join ${suppliers} ts on ts.id = t.supplier_id
    order by p.entry_date, p.id`;
}

type MovementRow = Omit<BookMovementRecord, "originLabel">;

const withLabel = (row: MovementRow): BookMovementRecord => ({
  ...row,
  originLabel: journalOriginLabels[row.originType],
});

/** The unmatched book movements of an account, oldest first, a page of them and their count. */
export async function listUnmatchedBookMovements(
  db: Db,
  bankAccountId: number,
  query: ReconciliationListQuery,
): Promise<Page<BookMovementRecord>> {
  const filter: MovementFilter = { bankAccountId, unmatched: true, from: query.from, to: query.to, q: query.q };
  // Unfiltered, the count is the kept one; a search or a period counts what it finds.
  const filtered = Boolean(query.q || query.from || query.to);
  const page = pageAndTotal(
    query,
    db.execute<MovementRow>(movementsSql(filter, pageBounds(query))).then(rows),
    async () =>
      filtered
        ? rows(await db.execute<{ n: number }>(countSql(filter)))
        : [{ n: await countUnmatchedBookMovements(db, bankAccountId) }],
  );
  const { rows: found, total } = await page;
  return { rows: found.map(withLabel), total };
}

/**
 * How many unmatched movements an account has: the count kept by the triggers of migration
 * 0029_banking_unmatched_count (src/db/schema/banking.ts), not a count of the lines.
 */
export async function countUnmatchedBookMovements(db: Db, bankAccountId: number): Promise<number> {
  const [kept] = await db
    .select({ n: bankUnmatchedMovements.movements })
    .from(bankUnmatchedMovements)
    .where(eq(bankUnmatchedMovements.bankAccountId, bankAccountId));
  return kept?.n ?? 0;
}

/**
 * Unmatched movements of any of `amounts`, dated from `from` to `to`: the candidates of a page of
 * statement lines, read at once (suggestions.ts keeps each line's own amount and window).
 */
export async function candidateMovements(
  db: Db,
  bankAccountId: number,
  amounts: readonly string[],
  window: { from: string; to: string },
): Promise<BookMovementRecord[]> {
  if (amounts.length === 0) return [];
  const found = rows(
    await db.execute<MovementRow>(
      movementsSql({ bankAccountId, unmatched: true, amounts, ...window }, { limit: 5000, offset: 0 }),
    ),
  );
  return found.map(withLabel);
}

/**
 * The movements `journalLineIds` of the account as they stand (a line of another account, not on
 * Bancos, or of a reversed entry or a reversal, is not answered), whether matched or not.
 */
export async function movementsByIds(
  db: Db,
  bankAccountId: number,
  journalLineIds: readonly number[],
): Promise<BookMovementRecord[]> {
  const found = rows(await db.execute<MovementRow>(movementsSql({ bankAccountId, journalLineIds })));
  return found.map(withLabel);
}
