/**
 * mf-finance's SWR keys and the keys each write refreshes once it succeeds. They are defined in the
 * contract (api/src/contract/list-relations.ts), because the server publishes the same lists to
 * every other open screen after a write (live updates: docs/architecture.md). revalidate() matches
 * by path prefix: '/api/financial/transactions' also refreshes every page of the list.
 */
export {
  afterBankAccountWrite,
  afterBudgetWrite,
  afterChartAccountWrite,
  afterPayableWrite,
  afterReceivablePayment,
  afterSupplierPayment,
  afterSupplierWrite,
  afterTransactionWrite,
  afterTransferWrite,
  BANK_ACCOUNTS_KEY,
  BUDGETS_KEY,
  CATEGORIES_KEY,
  CHART_ACCOUNTS_KEY,
  DGI_REPORTS_KEY,
  FINANCIAL_SUMMARY_KEY,
  PAYABLES_KEY,
  RECEIVABLES_KEY,
  SUPPLIERS_KEY,
  TRANSACTIONS_KEY,
  TRANSFER_SUMMARY_KEY,
  TRANSFERS_KEY,
} from "api/contract/list-relations";
