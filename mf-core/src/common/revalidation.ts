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
  afterProjectWrite,
  afterQuoteConversion,
  afterQuoteWrite,
  afterStaffUserWrite,
  CLIENTS_KEY,
  COMPANY_SETTINGS_KEY,
  PROJECTS_KEY,
  STAFF_USERS_KEY,
} from "api/contract/list-relations";

/**
 * The job queue's lists (the jobs, and the schedules under the same prefix). No user's write changes
 * them but 'Ejecutar ahora': the queue changes on its own, and its screen reads it again every few seconds.
 */
export const JOBS_KEY = "/api/settings/jobs";
export const JOB_SCHEDULES_KEY = "/api/settings/jobs/schedules";
