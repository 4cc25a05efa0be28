/**
 * The back office's SWR keys and the keys each write refreshes once it succeeds. They are defined
 * in the contract (api/src/contract/list-relations.ts), because the server publishes the same lists
 * to every other open screen after a write (live updates: docs/architecture.md). revalidate()
 * matches by path prefix: '/api/invoices' also refreshes '/api/invoices/3'.
 */
export {
  API_TOKENS_KEY,
  afterApiTokenWrite,
  afterClientWrite,
  afterCompanySettingsWrite,
  afterInvoiceWrite,
  afterJobRun,
  afterProjectWrite,
  afterQuoteConversion,
  afterQuoteWrite,
  afterStaffUserWrite,
  CLIENTS_KEY,
  COMPANY_SETTINGS_KEY,
  JOB_SCHEDULES_KEY,
  JOBS_KEY,
  PROJECTS_KEY,
  STAFF_USERS_KEY,
} from "api/contract/list-relations";
