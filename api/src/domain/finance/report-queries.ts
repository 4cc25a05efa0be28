import { sql } from "drizzle-orm";
import type { AccountType } from "../../contract/statuses";
import { type Db, rows } from "../../db/client";
import { chartOfAccounts, journalEntries, journalLines } from "../../db/schema";
import { ledgerAccounts as A } from "./ledger/accounts";

// The SQL behind the financial statements (api/docs/finance-reports.md): every figure is a sum of
// journal lines (debit − credit) computed by PostgreSQL on numeric, with the sign of the account's
// side, over the entries dated up to the period's last day. Three statements; reports.ts runs them
// in one read-only snapshot.

export type Window = { from: string; to: string };

/** Every line of the journal up to `to`, with its account's code and type and its entry's day and origin. */
const linesUpTo = (to: string) => sql`
  select a.id as account_id, a.code, a.account_type as type, e.id as entry_id, e.entry_date as day,
    e.origin_type as origin, e.reverses_entry_id is not null as reversal, l.debit - l.credit as dr
  from ${journalLines} l
  join ${journalEntries} e on e.id = l.entry_id
  join ${chartOfAccounts} a on a.id = l.account_id
  where e.entry_date <= ${to}::date`;

/** Debit-side accounts (assets, expenses) keep debit − credit; the others show credit − debit. */
const sideSign = sql`(case when a.account_type in ('asset', 'expense') then 1 else -1 end)`;

export type AccountRow = {
  accountCode: string;
  accountName: string;
  type: AccountType;
  /** The balance at `to`, on the account's side. */
  balance: string;
  /** The movement between `from` and `to`, on the account's side. */
  movement: string;
};

/** Each account with a line up to `to`: its balance then and its movement in the window, in the chart's order. */
export async function accountFigures(tx: Db, { from, to }: Window): Promise<AccountRow[]> {
  return rows(
    await tx.execute<AccountRow>(sql`
      select a.code as "accountCode", a.name as "accountName", a.account_type as type,
        (${sideSign} * sum(lines.dr))::numeric(14,2)::text as balance,
        (${sideSign} * coalesce(sum(lines.dr) filter (where lines.day >= ${from}::date), 0))::numeric(14,2)::text
          as movement
      from (${linesUpTo(to)}) lines
      join ${chartOfAccounts} a on a.id = lines.account_id
      group by a.id, a.code, a.name, a.account_type
      order by string_to_array(a.code, '.')::int[]`),
  );
}

export type TotalsRow = {
  bank_balance: string;
  receivables: string;
  payables: string;
  total_assets: string;
  total_liabilities: string;
  equity: string;
  unclosed_result: string;
  total_liabilities_and_equity: string;
  total_income: string;
  total_expenses: string;
  net_income: string;
  opening_cash: string;
  inflows: string;
  outflows: string;
  net_cash_flow: string;
  account_openings: string;
  closing_cash: string;
  itbms_charged: string;
  itbms_paid: string;
  itbms_difference: string;
};

/**
 * The statements' totals. Cash is Caja and Bancos: each entry's net on them is one movement, so a
 * transfer between two bank accounts nets to its fee, and money moved from Caja to Bancos to
 * nothing. A reversal counts on the side of the entry it cancels (a deleted receipt lowers the
 * inflows, it is not an outflow); a bank account's opening balance is neither, but its own figure.
 */
export async function statementTotals(tx: Db, { from, to }: Window): Promise<TotalsRow> {
  const cashCodes = sql`(${A.cash}, ${A.banks})`;
  const [totals] = rows(
    await tx.execute<TotalsRow>(sql`
      with lines as (${linesUpTo(to)}),
      cash as (
        select entry_id, min(day) as day, bool_or(origin = 'bank_account') as opening,
          -- The side of the movement: a reversal takes the side of the entry it cancels.
          sign(sum(dr)) * (case when bool_or(reversal) then -1 else 1 end) as side, sum(dr) as net
        from lines where code in ${cashCodes}
        group by entry_id
      ),
      sheet as (
        select
          coalesce(sum(dr) filter (where code in ${cashCodes}), 0) as bank_balance,
          coalesce(sum(dr) filter (where code = ${A.receivables}), 0) as receivables,
          -coalesce(sum(dr) filter (where code = ${A.payables}), 0) as payables,
          coalesce(sum(dr) filter (where type = 'asset'), 0) as assets,
          -coalesce(sum(dr) filter (where type = 'liability'), 0) as liabilities,
          -coalesce(sum(dr) filter (where type = 'equity'), 0) as equity_accounts,
          -coalesce(sum(dr) filter (where type in ('income', 'expense')), 0) as unclosed,
          -coalesce(sum(dr) filter (where type = 'income' and day >= ${from}::date), 0) as income,
          coalesce(sum(dr) filter (where type = 'expense' and day >= ${from}::date), 0) as expenses,
          -coalesce(sum(dr) filter (where code = ${A.itbmsPayable} and origin = 'invoice' and day >= ${from}::date), 0)
            as itbms_charged,
          coalesce(sum(dr) filter (where code = ${A.itbmsCredit} and origin = 'payable' and day >= ${from}::date), 0)
            as itbms_paid
        from lines
      ),
      flow as (
        select
          coalesce(sum(net) filter (where day < ${from}::date), 0) as opening_cash,
          coalesce(sum(net) filter (where day >= ${from}::date and not opening and side > 0), 0) as inflows,
          -coalesce(sum(net) filter (where day >= ${from}::date and not opening and side < 0), 0) as outflows,
          coalesce(sum(net) filter (where day >= ${from}::date and opening), 0) as account_openings,
          coalesce(sum(net), 0) as closing_cash
        from cash
      )
      select
        round(bank_balance, 2)::text as bank_balance,
        round(receivables, 2)::text as receivables,
        round(payables, 2)::text as payables,
        round(assets, 2)::text as total_assets,
        round(liabilities, 2)::text as total_liabilities,
        round(equity_accounts + unclosed, 2)::text as equity,
        round(unclosed, 2)::text as unclosed_result,
        round(liabilities + equity_accounts + unclosed, 2)::text as total_liabilities_and_equity,
        round(income, 2)::text as total_income,
        round(expenses, 2)::text as total_expenses,
        round(income - expenses, 2)::text as net_income,
        round(opening_cash, 2)::text as opening_cash,
        round(inflows, 2)::text as inflows,
        round(outflows, 2)::text as outflows,
        round(inflows - outflows, 2)::text as net_cash_flow,
        round(account_openings, 2)::text as account_openings,
        round(closing_cash, 2)::text as closing_cash,
        round(itbms_charged, 2)::text as itbms_charged,
        round(itbms_paid, 2)::text as itbms_paid,
        round(itbms_charged - itbms_paid, 2)::text as itbms_difference
      from sheet, flow`),
  );
  if (!totals) throw new Error("statement totals query returned no row");
  return totals;
}

export type MonthRow = { month: string; income: string; expenses: string };

/** Every calendar month of the window with the income and expense accounts' movements in it; empty months 0.00. */
export async function monthFigures(tx: Db, { from, to }: Window): Promise<MonthRow[]> {
  return rows(
    await tx.execute<MonthRow>(sql`
      -- Dates as timestamp (no zone): calendar months step the same whatever the session's zone.
      with months as (
        select generate_series(${from}::timestamp, ${to}::timestamp, interval '1 month')::date as m
      ),
      results as (
        select e.entry_date as day, a.account_type as type, l.debit - l.credit as dr
        from ${journalLines} l
        join ${journalEntries} e on e.id = l.entry_id
        join ${chartOfAccounts} a on a.id = l.account_id
        where a.account_type in ('income', 'expense') and e.entry_date between ${from}::date and ${to}::date
      )
      select to_char(months.m::timestamp, 'YYYY-MM') as month,
        round(-coalesce(sum(results.dr) filter (where results.type = 'income'), 0), 2)::text as income,
        round(coalesce(sum(results.dr) filter (where results.type = 'expense'), 0), 2)::text as expenses
      from months
      left join results on results.day >= months.m and results.day < (months.m + interval '1 month')::date
      group by months.m
      order by months.m`),
  );
}
