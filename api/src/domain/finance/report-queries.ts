import { sql } from "drizzle-orm";
import type { AccountType } from "../../contract/values/statuses";
import { type Db, rows } from "../../db/client";
import { chartOfAccounts, journalEntries, journalLines } from "../../db/schema";
import { accountSums, cashFlowSums, monthlySums } from "./ledger/account-sums";
import { ledgerAccounts as A } from "./ledger/accounts";

// The SQL behind the financial statements (api/docs/finance-reports.md): every figure is a sum of
// journal lines (debit − credit) computed by PostgreSQL on numeric, over the entries dated up to the
// period's last day. The balance sheet needs the whole history: it reads the kept monthly totals
// per account (ledger/account-sums.ts), and the totals are summed from those; the cash flow's
// movements and the ITBMS of the period's documents read only the period's lines. reports.ts runs
// both statements in one snapshot.

export type Window = { from: string; to: string };

export type AccountRow = {
  accountCode: string;
  accountName: string;
  type: AccountType;
  /** The balance at `to`, on the account's side (assets and expenses debit − credit, the rest credit − debit). */
  balance: string;
  /** The movement between `from` and `to`, on the account's side. */
  movement: string;
};

export type StatementTotals = {
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
  itbms_charged: string;
  itbms_paid: string;
  itbms_difference: string;
  opening_cash: string;
  inflows: string;
  outflows: string;
  net_cash_flow: string;
  account_openings: string;
  closing_cash: string;
};

/**
 * Each account with a line up to `to` (its balance then and its movement in the window, in the
 * chart's order) and every total of the statements, in one statement. The journal is read once
 * for the accounts' figures, and the totals are summed from those, with the sign of each side.
 *
 * Cash is Caja and Bancos. Each entry of the window is one movement of cash, the net of its lines
 * on them: a transfer between two bank accounts nets to its fee, money moved from Caja to Bancos to
 * nothing. A reversal counts on the side of the entry it cancels (a deleted receipt lowers the
 * inflows, it is not an outflow); a bank account's opening balance is neither, but its own figure.
 * Cash at the end is the balance sheet's; at the start, that less the window's movements.
 */
export async function statementFigures(
  tx: Db,
  { from, to }: Window,
): Promise<{ accounts: AccountRow[]; totals: StatementTotals }> {
  const [result] = rows(
    await tx.execute<StatementTotals & { accounts: AccountRow[] }>(sql`
      with until_to as (${accountSums(null, to)}),
      in_window as (${accountSums(from, to)}),
      -- The ITBMS of the window's invoices and supplier invoices: only those two accounts' lines.
      by_document as (
        select l.account_id,
          sum(l.debit - l.credit) filter (where e.origin_type = 'invoice') as invoice_dr,
          sum(l.debit - l.credit) filter (where e.origin_type = 'payable') as payable_dr
        from ${journalLines} l
        join ${journalEntries} e on e.id = l.entry_id
        where e.entry_date between ${from}::date and ${to}::date
          and l.account_id in (select id from ${chartOfAccounts} where code in (${A.itbmsPayable}, ${A.itbmsCredit}))
        group by l.account_id
      ),
      per_account as (
        select a.code, a.name, a.account_type as type,
          (case when a.account_type in ('asset', 'expense') then 1 else -1 end) as side,
          t.debit - t.credit as dr,
          coalesce(w.debit - w.credit, 0) as period_dr,
          coalesce(d.invoice_dr, 0) as invoice_dr,
          coalesce(d.payable_dr, 0) as payable_dr
        from until_to t
        join ${chartOfAccounts} a on a.id = t.account_id
        left join in_window w on w.account_id = t.account_id
        left join by_document d on d.account_id = t.account_id
      ),
      sums as (
        select
          coalesce(sum(dr) filter (where code in (${A.cash}, ${A.banks})), 0) as bank_balance,
          coalesce(sum(dr) filter (where code = ${A.receivables}), 0) as receivables,
          -coalesce(sum(dr) filter (where code = ${A.payables}), 0) as payables,
          coalesce(sum(dr) filter (where type = 'asset'), 0) as assets,
          -coalesce(sum(dr) filter (where type = 'liability'), 0) as liabilities,
          -coalesce(sum(dr) filter (where type = 'equity'), 0) as equity_accounts,
          -coalesce(sum(dr) filter (where type in ('income', 'expense')), 0) as unclosed,
          -coalesce(sum(period_dr) filter (where type = 'income'), 0) as income,
          coalesce(sum(period_dr) filter (where type = 'expense'), 0) as expenses,
          -coalesce(sum(invoice_dr) filter (where code = ${A.itbmsPayable}), 0) as itbms_charged,
          coalesce(sum(payable_dr) filter (where code = ${A.itbmsCredit}), 0) as itbms_paid
        from per_account
      ),
      flow as (${cashFlowSums(from, to)})
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
        round(itbms_charged, 2)::text as itbms_charged,
        round(itbms_paid, 2)::text as itbms_paid,
        round(itbms_charged - itbms_paid, 2)::text as itbms_difference,
        round(bank_balance - (inflows - outflows) - account_openings, 2)::text as opening_cash,
        round(inflows, 2)::text as inflows,
        round(outflows, 2)::text as outflows,
        round(inflows - outflows, 2)::text as net_cash_flow,
        round(account_openings, 2)::text as account_openings,
        round(bank_balance, 2)::text as closing_cash,
        (select coalesce(json_agg(json_build_object(
            'accountCode', code, 'accountName', name, 'type', type,
            'balance', round(side * dr, 2)::text, 'movement', round(side * period_dr, 2)::text
          ) order by string_to_array(code, '.')::int[]), '[]'::json)
          from per_account) as accounts
      from sums, flow`),
  );
  if (!result) throw new Error("statement figures query returned no row");
  const { accounts, ...totals } = result;
  // A driver that leaves json as text (none today) still gives the same rows.
  return { accounts: typeof accounts === "string" ? JSON.parse(accounts) : accounts, totals };
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
        select m.month as day, a.account_type as type, m.debit - m.credit as dr
        from (${monthlySums(from, to)}) m
        join ${chartOfAccounts} a on a.id = m.account_id
        where a.account_type in ('income', 'expense')
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
