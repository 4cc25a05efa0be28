import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type {
  GeneralLedgerQuery,
  GeneralLedgerRecord,
  JournalEntryRecord,
  JournalListQuery,
  Page,
  PeriodQuery,
  TrialBalanceRecord,
} from "../../../contract";
import { todayInPanama } from "../../../contract/values/dates";
import { type Db, rows } from "../../../db/client";
import { chartOfAccounts, journalEntries, journalLines } from "../../../db/schema";
import { DomainFailure } from "../../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../../paging";
import { accountSums, dayBefore, monthlySums } from "./account-sums";

// The books as the accountant reads them, each figure summed by the database from the journal
// (api/docs/ledger.md, "Reports"): the journal, the trial balance, an account's ledger.

export const ACCOUNT_NOT_FOUND = "Cuenta no encontrada en el catálogo";
export const ENTRY_NOT_FOUND = "Asiento no encontrado";

/** What the journal answers of an entry besides its lines. */
const entryHead = {
  id: journalEntries.id,
  entryDate: journalEntries.entryDate,
  description: journalEntries.description,
  originType: journalEntries.originType,
  originId: journalEntries.originId,
  reversesEntryId: journalEntries.reversesEntryId,
  createdAt: journalEntries.createdAt,
};

/** The period asked for: `to` defaults to today (Panama), `from` to the first day of `to`'s year. */
export function periodOf(query: PeriodQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? todayInPanama(now);
  return { from: query.from ?? `${to.slice(0, 4)}-01-01`, to };
}

/** The journal, newest first: entries with their lines; filtered by dates, text and account. */
export async function listJournal(db: Db, query: JournalListQuery): Promise<Page<JournalEntryRecord>> {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(journalEntries.entryDate, query.from));
  if (query.to) conditions.push(lte(journalEntries.entryDate, query.to));
  if (query.q) conditions.push(matchesText(query.q, journalEntries.description));
  if (query.account) {
    conditions.push(sql`exists (select 1 from ${journalLines} l join ${chartOfAccounts} a on a.id = l.account_id
      where l.entry_id = ${journalEntries.id} and a.code = ${query.account})`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = withPage(
    db
      .select(entryHead)
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.entryDate), desc(journalEntries.id))
      .$dynamic(),
    query,
  );
  const { rows: entries, total } = await pageAndTotal(query, page, () =>
    db.select({ n: countAll }).from(journalEntries).where(where),
  );
  return { rows: await withLines(db, entries), total };
}

type EntryHead = Omit<JournalEntryRecord, "lines" | "createdAt" | "reversedByEntryId"> & { createdAt: Date };

/** The entries' lines (in the order posted) and which entry reversed each. */
async function withLines(db: Db, entries: EntryHead[]): Promise<JournalEntryRecord[]> {
  if (entries.length === 0) return [];
  const ids = entries.map((entry) => entry.id);
  const lines = await db
    .select({
      entryId: journalLines.entryId,
      accountCode: chartOfAccounts.code,
      accountName: chartOfAccounts.name,
      bankAccountId: journalLines.bankAccountId,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(chartOfAccounts, eq(chartOfAccounts.id, journalLines.accountId))
    .where(inArray(journalLines.entryId, ids))
    .orderBy(asc(journalLines.id));
  const reversals = await db
    .select({ id: journalEntries.id, reverses: journalEntries.reversesEntryId })
    .from(journalEntries)
    .where(inArray(journalEntries.reversesEntryId, ids));
  const reversedBy = new Map(reversals.map((reversal) => [reversal.reverses, reversal.id]));
  return entries.map((entry) => ({
    ...entry,
    createdAt: entry.createdAt.toISOString(),
    reversedByEntryId: reversedBy.get(entry.id) ?? null,
    lines: lines.filter((line) => line.entryId === entry.id).map(({ entryId: _, ...line }) => line),
  }));
}

/** One entry of the journal. */
export async function findJournalEntry(db: Db, id: number): Promise<JournalEntryRecord> {
  const [entry] = await db.select(entryHead).from(journalEntries).where(eq(journalEntries.id, id));
  if (!entry) throw new DomainFailure("not_found", ENTRY_NOT_FOUND);
  const [withItsLines] = await withLines(db, [entry]);
  return withItsLines as JournalEntryRecord;
}

/**
 * Every account of the chart with its balance before `from`, its debits and credits within the
 * period and its balance at `to`. Accounts with nothing in either are left out; the totals of
 * debits and credits are equal, as every entry's are.
 */
export async function trialBalance(db: Db, query: PeriodQuery, now?: Date): Promise<TrialBalanceRecord> {
  const { from, to } = periodOf(query, now);
  const found = rows(
    await db.execute<{
      accountCode: string;
      accountName: string;
      accountType: TrialBalanceRecord["rows"][number]["accountType"];
      opening: string;
      debits: string;
      credits: string;
      closing: string;
    }>(sql`
      with opening as (${accountSums(null, dayBefore(from))}),
      period as (${accountSums(from, to)})
      select a.code as "accountCode", a.name as "accountName", a.account_type as "accountType",
        coalesce(o.debit - o.credit, 0)::numeric(14,2)::text as opening,
        coalesce(p.debit, 0)::numeric(14,2)::text as debits,
        coalesce(p.credit, 0)::numeric(14,2)::text as credits,
        (coalesce(o.debit - o.credit, 0) + coalesce(p.debit - p.credit, 0))::numeric(14,2)::text as closing
      from ${chartOfAccounts} a
      left join opening o on o.account_id = a.id
      left join period p on p.account_id = a.id
      where o.account_id is not null or p.account_id is not null
      order by string_to_array(a.code, '.')::int[]`),
  );
  const [totals] = rows(
    await db.execute<{ debits: string; credits: string }>(sql`
      select coalesce(sum(debit), 0)::numeric(14,2)::text as debits, coalesce(sum(credit), 0)::numeric(14,2)::text as credits
      from (${accountSums(from, to)}) period`),
  );
  return { from, to, rows: found, totals: totals ?? { debits: "0.00", credits: "0.00" } };
}

/** An account's lines in a period, oldest first, with the balance after each (a page of them). */
export async function generalLedger(
  db: Db,
  accountCode: string,
  query: GeneralLedgerQuery,
  now?: Date,
): Promise<GeneralLedgerRecord> {
  const { from, to } = periodOf(query, now);
  const [account] = await db
    .select({
      id: chartOfAccounts.id,
      code: chartOfAccounts.code,
      name: chartOfAccounts.name,
      accountType: chartOfAccounts.accountType,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.code, accountCode));
  if (!account) throw new DomainFailure("not_found", ACCOUNT_NOT_FOUND);
  const [summary] = rows(
    await db.execute<{ opening: string; debits: string; credits: string; closing: string; lineCount: number }>(sql`
      with opening as (select coalesce(sum(debit - credit), 0) as dr from (${monthlySums(null, dayBefore(from))}) m
          where account_id = ${account.id}),
        period as (select coalesce(sum(debit), 0) as debit, coalesce(sum(credit), 0) as credit,
            coalesce(sum(lines), 0)::int as lines
          from (${monthlySums(from, to)}) m where account_id = ${account.id})
      select
        opening.dr::numeric(14,2)::text as opening,
        period.debit::numeric(14,2)::text as debits,
        period.credit::numeric(14,2)::text as credits,
        (opening.dr + period.debit - period.credit)::numeric(14,2)::text as closing,
        period.lines as "lineCount"
      from opening, period`),
  );
  const opening = summary?.opening ?? "0.00";
  const limit = query.limit ?? 500;
  const offset = query.offset ?? 0;
  const lines = rows(
    await db.execute<GeneralLedgerRecord["lines"][number]>(sql`
      -- The lines up to the page's last, in order (a top-N sort, not every line of the period),
      -- their running sum, and the page itself.
      select "entryId", "entryDate", description, "originType", "originId", debit::text, credit::text,
        (${opening}::numeric + running)::numeric(14,2)::text as balance
      from (
        select *, row_number() over w as n, sum(debit - credit) over w as running
        from (
          select e.id as "entryId", e.entry_date::text as "entryDate", e.description, e.origin_type as "originType",
            e.origin_id as "originId", l.debit, l.credit, l.id as line_id
          from ${journalLines} l join ${journalEntries} e on e.id = l.entry_id
          where l.account_id = ${account.id} and e.entry_date between ${from}::date and ${to}::date
          order by e.entry_date, e.id, l.id
          limit ${offset + limit}
        ) upto
        window w as (order by "entryDate", "entryId", line_id)
      ) numbered
      where n > ${offset}
      order by n`),
  );
  return {
    account: { code: account.code, name: account.name, accountType: account.accountType },
    from,
    to,
    opening,
    debits: summary?.debits ?? "0.00",
    credits: summary?.credits ?? "0.00",
    closing: summary?.closing ?? "0.00",
    lineCount: summary?.lineCount ?? 0,
    lines,
  };
}
