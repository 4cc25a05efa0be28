import { sql } from "drizzle-orm";
import type { FinancialSummaryRecord } from "../../contract";
import { type Db, rows } from "../../db/client";
import {
  accountMonthTotals,
  accountsPayable,
  accountsReceivable,
  bankAccounts,
  chartOfAccounts,
} from "../../db/schema";

type SummaryRow = {
  total_income: string;
  total_expenses: string;
  net_income: string;
  bank_balance: string;
  receivable_total: string;
  payable_total: string;
};

/**
 * The finance home's six figures in one round trip, summed by PostgreSQL on `numeric` (round(…, 2): always two places)
 * (api/docs/finance-summary-exports.md): the income and expense accounts of the ledger over all
 * time (what the income statement reads, so without ITBMS; from account_month_totals, the
 * journal's sums per account and month that a trigger keeps), the active bank accounts' balances,
 * and the open balances of receivables and payables.
 */
export async function financialSummary(db: Db): Promise<FinancialSummaryRecord> {
  const result = await db.execute<SummaryRow>(sql`
    with books as (
      select
        -coalesce(sum(t.debit - t.credit) filter (where a.account_type = 'income'), 0) as income,
        coalesce(sum(t.debit - t.credit) filter (where a.account_type = 'expense'), 0) as expenses
      from ${accountMonthTotals} t
      join ${chartOfAccounts} a on a.id = t.account_id
      where a.account_type in ('income', 'expense')
    )
    select
      round(books.income, 2)::text as total_income,
      round(books.expenses, 2)::text as total_expenses,
      round(books.income - books.expenses, 2)::text as net_income,
      round((select coalesce(sum(${bankAccounts.currentBalance}), 0) from ${bankAccounts}
        where ${bankAccounts.isActive}), 2)::text as bank_balance,
      round((select coalesce(sum(${accountsReceivable.balanceAmount}), 0) from ${accountsReceivable}
        where ${accountsReceivable.status} <> 'paid'), 2)::text as receivable_total,
      round((select coalesce(sum(${accountsPayable.balanceAmount}), 0) from ${accountsPayable}
        where ${accountsPayable.status} <> 'paid'), 2)::text as payable_total
    from books`);
  const row = rows(result)[0];
  if (!row) throw new Error("summary query returned no row");
  return {
    totalIncome: row.total_income,
    totalExpenses: row.total_expenses,
    netIncome: row.net_income,
    bankBalance: row.bank_balance,
    accountsReceivableTotal: row.receivable_total,
    accountsPayableTotal: row.payable_total,
  };
}
