/**
 * mf-finance's SWR keys in one place: the reads more than one feature shares, and the keys each
 * write refreshes once it succeeds. revalidate() matches by path prefix: '/api/financial/transactions'
 * also refreshes '/api/financial/transactions?limit=5' and every page of the list.
 */

/** The finance home's figures (GET /api/financial/summary). */
export const FINANCIAL_SUMMARY_KEY = "/api/financial/summary";
/** The transactions list, every page and filter of it, and the home's last five. */
export const TRANSACTIONS_KEY = "/api/financial/transactions";
/** The categories of the transaction form. */
export const CATEGORIES_KEY = "/api/financial/categories";
/** The bank accounts (cards, totals, and the account pickers of the forms). */
export const BANK_ACCOUNTS_KEY = "/api/financial/bank-accounts";
/** The budgets of every year, with their actuals (a transaction changes them). */
export const BUDGETS_KEY = "/api/financial/budgets";

// Every money write shows in the finance summary, the reports and the activity feed.
const financeSummaryKeys = [FINANCIAL_SUMMARY_KEY, "/api/financial/reports", "/api/activity"];

/** A transaction with a bank account moves its balance: the accounts are refreshed too (and budgets' actuals). */
export const afterTransactionWrite = [TRANSACTIONS_KEY, BANK_ACCOUNTS_KEY, BUDGETS_KEY, ...financeSummaryKeys];

/** The chart of accounts, whole or searched. */
export const CHART_ACCOUNTS_KEY = "/api/financial/chart-accounts";
export const afterChartAccountWrite = [CHART_ACCOUNTS_KEY, "/api/activity"];

export const afterBudgetWrite = [BUDGETS_KEY, "/api/activity"];

/** Bank accounts: creating, editing or deleting one changes the totals and the summary's bank balance. */
export const afterBankAccountWrite = [BANK_ACCOUNTS_KEY, ...financeSummaryKeys];

/** The transfers list, every page and filter of it, and its cards (`/summary`). */
export const TRANSFERS_KEY = "/api/financial/transfers";
export const TRANSFER_SUMMARY_KEY = "/api/financial/transfers/summary";
/** A transfer moves two balances: transfers, bank accounts and the summary are refetched. */
export const afterTransferWrite = [TRANSFERS_KEY, BANK_ACCOUNTS_KEY, ...financeSummaryKeys];

/** The suppliers list, every page and search of it, and its cards (`/stats`). */
export const SUPPLIERS_KEY = "/api/financial/suppliers";
/** The DGI's monthly reports: Informe 43 shows each supplier's RUC and codes, and every payable. */
export const DGI_REPORTS_KEY = "/api/financial/dgi";
export const afterSupplierWrite = [SUPPLIERS_KEY, DGI_REPORTS_KEY, "/api/activity"];

/** Receivables and payables, every page, filter and calendar month of them. */
export const RECEIVABLES_KEY = "/api/financial/accounts-receivable";
export const PAYABLES_KEY = "/api/financial/accounts-payable";
const CALENDAR_KEY = "/api/financial/calendar";

/** A new payable: the payables, the calendar and the summary's payable total. */
export const afterPayableWrite = [PAYABLES_KEY, CALENDAR_KEY, DGI_REPORTS_KEY, ...financeSummaryKeys];
/** A payment may also move a bank account (and record a transaction); a receivable's may mark its invoice paid. */
export const afterReceivablePayment = [
  RECEIVABLES_KEY,
  "/api/invoices",
  "/api/dashboard",
  CALENDAR_KEY,
  BANK_ACCOUNTS_KEY,
  TRANSACTIONS_KEY,
  ...financeSummaryKeys,
];
export const afterSupplierPayment = [
  PAYABLES_KEY,
  CALENDAR_KEY,
  BANK_ACCOUNTS_KEY,
  TRANSACTIONS_KEY,
  ...financeSummaryKeys,
];
