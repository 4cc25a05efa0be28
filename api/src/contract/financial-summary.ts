/**
 * GET /api/financial/summary: the finance home's figures, computed from the books in one query.
 * Every amount is a decimal string with two places; PAB and USD are added at par.
 * The rules behind each figure are in api/docs/finance-summary-exports.md.
 */
export type FinancialSummaryRecord = {
  /** Completed income transactions, all time. */
  totalIncome: string;
  /** Completed expense transactions, all time. */
  totalExpenses: string;
  /** totalIncome − totalExpenses (may be negative). */
  netIncome: string;
  /** Current balances of the active bank accounts. */
  bankBalance: string;
  /** What clients still owe: balances of the receivables not paid. */
  accountsReceivableTotal: string;
  /** What is still owed to suppliers: balances of the payables not paid. */
  accountsPayableTotal: string;
};
