import { sql } from "drizzle-orm";
import {
  type CategoryAmount,
  type FinancialReportsRecord,
  INCOME_TAX_RATE,
  type ReportPeriod,
  reportWindow,
  todayInPanama,
} from "../../contract";
import { owedInvoiceStatuses } from "../../contract/statuses";
import { type Db, rows } from "../../db/client";
import {
  accountsPayable,
  accountsReceivable,
  bankAccounts,
  invoices,
  transactionCategories,
  transactions,
} from "../../db/schema";

// The financial reports (api/docs/finance-reports.md, "Financial reports"): every figure summed by
// PostgreSQL on numeric, for a period of Panama calendar dates. Three statements in one read-only
// snapshot, so the statements, the fiscal cards and the charts describe the same moment.

type TotalsRow = {
  bank_balance: string;
  receivables: string;
  total_assets: string;
  payables: string;
  equity: string;
  total_income: string;
  total_expenses: string;
  net_income: string;
  itbms_charged: string;
  itbms_paid: string;
  itbms_to_pay: string;
  income_tax: string;
};

type CategoryRow = {
  kind: "income" | "expense";
  category_id: number | null;
  category_name: string | null;
  amount: string;
};
type MonthRow = { month: string; income: string; expenses: string };

/** GET /api/financial/reports for a period; `now` pins the clock in tests. */
export async function financialReports(
  db: Db,
  period: ReportPeriod,
  now = new Date(),
): Promise<FinancialReportsRecord> {
  const { from, to } = reportWindow(period, todayInPanama(now));
  const inPeriod = sql`${transactions.transactionDate} between ${from}::date and ${to}::date`;
  const booked = sql`${transactions.status} = 'completed' and ${transactions.transactionType} in ('income', 'expense')`;
  const owed = sql.join(
    owedInvoiceStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const { totals, categories, months } = await db.transaction(
    async (tx) => {
      const totalsRows = rows(
        await tx.execute<TotalsRow>(sql`
          with sheet as (
            select
              (select coalesce(sum(${bankAccounts.currentBalance}), 0) from ${bankAccounts}
                where ${bankAccounts.isActive}) as bank_balance,
              (select coalesce(sum(${accountsReceivable.balanceAmount}), 0) from ${accountsReceivable}
                where ${accountsReceivable.status} <> 'paid') as receivables,
              (select coalesce(sum(${accountsPayable.balanceAmount}), 0) from ${accountsPayable}
                where ${accountsPayable.status} <> 'paid') as payables
          ),
          books as (
            select
              coalesce(sum(${transactions.amount}) filter (where ${transactions.transactionType} = 'income'), 0) as income,
              coalesce(sum(${transactions.amount}) filter (where ${transactions.transactionType} = 'expense'), 0)
                as expenses
            from ${transactions}
            where ${booked} and ${inPeriod}
          ),
          taxes as (
            select
              (select coalesce(sum(${invoices.itbmsAmount}), 0) from ${invoices}
                where ${invoices.issueDate} between ${from}::date and ${to}::date
                  and ${invoices.status} in (${owed})) as charged,
              (select coalesce(sum(${accountsPayable.itbmsAmount}), 0) from ${accountsPayable}
                where ${accountsPayable.issueDate} between ${from}::date and ${to}::date) as paid
          )
          select
            round(sheet.bank_balance, 2)::text as bank_balance,
            round(sheet.receivables, 2)::text as receivables,
            round(sheet.bank_balance + sheet.receivables, 2)::text as total_assets,
            round(sheet.payables, 2)::text as payables,
            round(sheet.bank_balance + sheet.receivables - sheet.payables, 2)::text as equity,
            round(books.income, 2)::text as total_income,
            round(books.expenses, 2)::text as total_expenses,
            round(books.income - books.expenses, 2)::text as net_income,
            round(taxes.charged, 2)::text as itbms_charged,
            round(taxes.paid, 2)::text as itbms_paid,
            round(taxes.charged - taxes.paid, 2)::text as itbms_to_pay,
            round(greatest(books.income - books.expenses, 0) * ${INCOME_TAX_RATE}::numeric / 100, 2)::text
              as income_tax
          from sheet, books, taxes`),
      );
      const categoryRows = rows(
        await tx.execute<CategoryRow>(sql`
          select ${transactions.transactionType} as kind, ${transactions.categoryId} as category_id,
            ${transactionCategories.name} as category_name, round(sum(${transactions.amount}), 2)::text as amount
          from ${transactions}
          left join ${transactionCategories} on ${transactionCategories.id} = ${transactions.categoryId}
          where ${booked} and ${inPeriod}
          group by 1, 2, 3
          order by sum(${transactions.amount}) desc, 3 nulls last, 2`),
      );
      const monthRows = rows(
        await tx.execute<MonthRow>(sql`
          -- Dates as timestamp (no zone): calendar months step the same whatever the session's zone.
          with months as (
            select generate_series(${from}::timestamp, ${to}::timestamp, interval '1 month')::date as m
          )
          select to_char(months.m::timestamp, 'YYYY-MM') as month,
            round(coalesce(sum(${transactions.amount}) filter (where ${transactions.transactionType} = 'income'), 0), 2)
              ::text as income,
            round(coalesce(sum(${transactions.amount}) filter (where ${transactions.transactionType} = 'expense'), 0), 2)
              ::text as expenses
          from months
          left join ${transactions} on ${booked}
            and ${transactions.transactionDate} >= months.m
            and ${transactions.transactionDate} < (months.m + interval '1 month')::date
          group by months.m
          order by months.m`),
      );
      return { totals: totalsRows[0], categories: categoryRows, months: monthRows };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (!totals) throw new Error("financial reports query returned no row");
  const byKind = (kind: CategoryRow["kind"]): CategoryAmount[] =>
    categories
      .filter((row) => row.kind === kind)
      .map((row) => ({
        categoryId: row.category_id === null ? null : Number(row.category_id),
        categoryName: row.category_name,
        amount: row.amount,
      }));
  const income = byKind("income");
  const expenses = byKind("expense");
  return {
    period,
    from,
    to,
    balanceSheet: {
      bankBalance: totals.bank_balance,
      receivables: totals.receivables,
      totalAssets: totals.total_assets,
      payables: totals.payables,
      totalLiabilities: totals.payables,
      equity: totals.equity,
    },
    incomeStatement: {
      income,
      expenses,
      totalIncome: totals.total_income,
      totalExpenses: totals.total_expenses,
      netIncome: totals.net_income,
    },
    cashFlow: { inflows: totals.total_income, outflows: totals.total_expenses, netCashFlow: totals.net_income },
    fiscal: {
      itbmsCharged: totals.itbms_charged,
      itbmsPaid: totals.itbms_paid,
      itbmsToPay: totals.itbms_to_pay,
      incomeTax: totals.income_tax,
    },
    analysis: { byMonth: months, incomeByCategory: income, expensesByCategory: expenses },
  };
}
