import {
  type FinancialReportsRecord,
  type IncomeTaxIndicatorRecord,
  incomeTaxIndicator,
  type ReportPeriod,
  reportWindow,
  type StatementLine,
  taxpayerOfRuc,
  toCents,
  todayInPanama,
} from "../../contract";
import type { AccountType } from "../../contract/values/statuses";
import type { Db } from "../../db/client";
import { readCompanyRuc } from "../company-settings";
import { type AccountRow, monthFigures, statementFigures, type Window } from "./report-queries";

// The financial reports (api/docs/finance-reports.md, "Financial reports"): the balance sheet, the
// income statement and the cash flow read from the journal, the ITBMS of the period and the
// income-tax indicator, for a period of Panama calendar dates. One read-only snapshot, so the
// statements, the fiscal cards and the charts describe the same books.

/** The accounts of `type` whose figure is not zero, as statement lines. */
function linesOf(accounts: readonly AccountRow[], type: AccountType, figure: "balance" | "movement"): StatementLine[] {
  return accounts
    .filter((account) => account.type === type && account[figure] !== "0.00")
    .map((account) => ({
      accountCode: account.accountCode,
      accountName: account.accountName,
      amount: account[figure],
    }));
}

/** Largest first (the charts), compared in cents; the chart's order among equals. */
const largestFirst = (lines: readonly StatementLine[]) =>
  [...lines].sort((a, b) => {
    const difference = toCents(b.amount) - toCents(a.amount);
    return difference > 0n ? 1 : difference < 0n ? -1 : 0;
  });

/** The indicator for the period's figures and the company's RUC (contract/taxes/income-tax.ts). */
function incomeTaxOf(
  ruc: string | null,
  window: Window,
  netIncome: string,
  grossIncome: string,
): IncomeTaxIndicatorRecord {
  const taxpayer = taxpayerOfRuc(ruc);
  const figures = incomeTaxIndicator(taxpayer.kind, netIncome, grossIncome);
  const year = window.from.slice(0, 4);
  return {
    taxpayer: taxpayer.kind,
    taxpayerAssumed: taxpayer.assumed,
    taxableIncome: netIncome,
    grossIncome,
    ...figures,
    fullYear: window.from === `${year}-01-01` && window.to === `${year}-12-31`,
  };
}

/** GET /api/financial/reports for a period; `now` pins the clock in tests. */
export async function financialReports(
  db: Db,
  period: ReportPeriod,
  now = new Date(),
): Promise<FinancialReportsRecord> {
  const window = reportWindow(period, todayInPanama(now));
  const { accounts, totals, months, ruc } = await db.transaction(
    async (tx) => ({
      ...(await statementFigures(tx, window)),
      months: await monthFigures(tx, window),
      ruc: await readCompanyRuc(tx),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const income = linesOf(accounts, "income", "movement");
  const expenses = linesOf(accounts, "expense", "movement");
  return {
    period,
    from: window.from,
    to: window.to,
    balanceSheet: {
      asOf: window.to,
      bankBalance: totals.bank_balance,
      receivables: totals.receivables,
      totalAssets: totals.total_assets,
      payables: totals.payables,
      totalLiabilities: totals.total_liabilities,
      equity: totals.equity,
      unclosedResult: totals.unclosed_result,
      totalLiabilitiesAndEquity: totals.total_liabilities_and_equity,
      assets: linesOf(accounts, "asset", "balance"),
      liabilities: linesOf(accounts, "liability", "balance"),
      equityAccounts: linesOf(accounts, "equity", "balance"),
    },
    incomeStatement: {
      income,
      expenses,
      totalIncome: totals.total_income,
      totalExpenses: totals.total_expenses,
      netIncome: totals.net_income,
    },
    cashFlow: {
      openingCash: totals.opening_cash,
      inflows: totals.inflows,
      outflows: totals.outflows,
      netCashFlow: totals.net_cash_flow,
      accountOpenings: totals.account_openings,
      closingCash: totals.closing_cash,
    },
    fiscal: {
      itbmsCharged: totals.itbms_charged,
      itbmsPaid: totals.itbms_paid,
      itbmsDifference: totals.itbms_difference,
      incomeTax: incomeTaxOf(ruc, window, totals.net_income, totals.total_income),
    },
    analysis: {
      byMonth: months,
      incomeByAccount: largestFirst(income),
      expensesByAccount: largestFirst(expenses),
    },
  };
}
