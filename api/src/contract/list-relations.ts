// Which of the API's lists a write changes, in one place. The front ends reread these SWR keys after
// their own writes (shared-ui's useApiAction looks up the path it wrote), and the server publishes
// them to every other open screen after a write (api/docs/live-updates.md). They are
// facts about the API (a payment changes the invoice it pays, the bank account and the dashboard), so
// they live in the contract, beside the other rules both sides share.
//
// Each key is an API path; a revalidation matches by prefix: '/api/invoices' also refreshes
// '/api/invoices/3', and '/api/activity' '/api/activity?limit=8'.

// ── The back office (mf-core) ──

/** Read by the CRM page and by the client pickers and name look-ups of quotes, invoices and projects. */
export const CLIENTS_KEY = "/api/clients";
/** Read by the projects board and the dashboard's pending projects. */
export const PROJECTS_KEY = "/api/projects";
/** Read by the recurring invoices screen: the templates, each one's invoices and next dates. */
export const RECURRING_INVOICES_KEY = "/api/recurring-invoices";
/**
 * Time entries, and everything read under the same path: the timer, the weekly timesheet, a
 * project's hours, the invoice preview (api/docs/time.md).
 */
export const TIME_ENTRIES_KEY = "/api/time-entries";
/** The quote requests of the landing page (the CRM's 'Solicitudes de cotización'). */
export const CONTACT_REQUESTS_KEY = "/api/contact";

// Every write shows in the dashboard's figures, its recent activity and the reports.
const summaryKeys = ["/api/dashboard/stats", "/api/activity", "/api/reports"];

/**
 * Quotes, invoices, projects and receivables carry their client's name as it was read; each
 * quote request says whether its email is a client's.
 */
export const afterClientWrite = [
  CLIENTS_KEY,
  CONTACT_REQUESTS_KEY,
  "/api/quotes",
  "/api/invoices",
  RECURRING_INVOICES_KEY,
  PROJECTS_KEY,
  TIME_ENTRIES_KEY,
  "/api/financial/accounts-receivable",
  ...summaryKeys,
];

/** A quote write changes its own list, and the quote an invoice names (deleted: unlinked). */
export const afterQuoteWrite = ["/api/quotes", "/api/invoices", ...summaryKeys];

/**
 * An invoice write opens, changes or closes its account receivable, which the finance
 * remote lists from the same SWR cache (swr is a page-wide singleton); deleting one made from a
 * quote lets that quote be converted again. Its entry in the ledger moves the finance summary's
 * income and the financial statements.
 */
export const afterInvoiceWrite = [
  "/api/invoices",
  // Deleting a draft made from hours frees them; the entries show their invoice's number.
  TIME_ENTRIES_KEY,
  "/api/quotes",
  // A template lists the invoices it made, with their status.
  RECURRING_INVOICES_KEY,
  "/api/financial/accounts-receivable",
  "/api/accounting",
  "/api/financial/summary",
  "/api/financial/reports",
  // The Formulario 430 counts billed invoices by their issue date.
  "/api/financial/dgi",
  ...summaryKeys,
];

/**
 * Issuing (or sending again) a credit note's electronic document changes the note, which its
 * invoice lists, and the month's fiscal documents of the Formulario 430.
 */
export const afterCreditNoteWrite = ["/api/credit-notes", ...afterInvoiceWrite];

/**
 * A client's answer from a quote's link (no session) accepts or rejects the quote, as a status
 * change by staff does (api/docs/quote-answer-links.md).
 */
export const afterQuoteAnswer = afterQuoteWrite;

/** Creating or revoking a quote's answer link: its links (under the quote's path) and the activity log. */
export const afterQuoteAnswerLinkWrite = ["/api/quotes", "/api/activity"];

/** Converting a quote writes a new (draft) invoice and links the quote to it. */
export const afterQuoteConversion = afterInvoiceWrite;

/** A recurring invoice's write (form, pause, resume, delete) changes its list and the activity feed. */
export const afterRecurringInvoiceWrite = [RECURRING_INVOICES_KEY, "/api/activity"];

/** A project write (form, delete or a move on the board): its hours show its name and budgets. */
export const afterProjectWrite = [PROJECTS_KEY, TIME_ENTRIES_KEY, ...summaryKeys];

/**
 * Recording hours (an entry, the timer, a week of the timesheet): the hours, a project's hours
 * and the time reports (under /api/reports), and the activity feed.
 */
export const afterTimeWrite = [TIME_ENTRIES_KEY, ...summaryKeys];

/** 'Facturar horas' writes a draft invoice and links the hours to it. */
export const afterHoursInvoice = afterInvoiceWrite;

/** A visitor's quote request (the landing page's form) adds to the CRM's list of requests. */
export const afterQuoteRequest = [CONTACT_REQUESTS_KEY];

/** The company's settings: read by the settings screen and by the documents' defaults. */
export const COMPANY_SETTINGS_KEY = "/api/settings/company";

/**
 * A settings or logo write changes no other record: the settings and the activity feed, and the
 * financial reports, whose income-tax indicator reads which kind of taxpayer the RUC shows.
 */
export const afterCompanySettingsWrite = [COMPANY_SETTINGS_KEY, "/api/activity", "/api/financial/reports"];

/** Read by the API tokens screen (/settings/tokens). */
export const API_TOKENS_KEY = "/api/settings/tokens";

/** Issuing or revoking a token shows in its list and the activity log. */
export const afterApiTokenWrite = [API_TOKENS_KEY, "/api/activity"];

/**
 * The job queue's lists (the jobs, and the schedules under the same prefix). The queue also
 * changes on its own: the job engine publishes JOBS_KEY when a run starts and ends, with the lists
 * the job's work changed (src/jobs/job-table.ts), so the screen needs no polling.
 */
export const JOBS_KEY = "/api/settings/jobs";
export const JOB_SCHEDULES_KEY = "/api/settings/jobs/schedules";

/** 'Ejecutar ahora' puts a job in the queue: the jobs' list. */
export const afterJobRun = [JOBS_KEY];

/** Read by the staff administration screen (/settings/users). */
export const STAFF_USERS_KEY = "/api/settings/users";

/**
 * A staff account write shows in the activity log and in the tokens' list (a deactivated account's
 * tokens are revoked, a renamed one's show the new name). The signed-in admin may have changed
 * their own name or role (the greeting and the sidebar follow) or deactivated themselves (signed out).
 */
export const afterStaffUserWrite = [STAFF_USERS_KEY, "/api/activity", "/api/auth/user", API_TOKENS_KEY];

/** One's own password ('Cambiar contraseña') changes no list, but the change is in the activity log. */
export const afterOwnPasswordChange = ["/api/activity"];

/** Every e-mail sent or tried ('Correos enviados', /settings/mail). */
export const EMAILS_KEY = "/api/settings/mail/emails";
/** The mail settings screen: the reminders, the templates and the sends. */
export const MAIL_SETTINGS_KEY = "/api/settings/mail";

/**
 * Sending a document by e-mail adds to its history (under its own path) and to the activity log and
 * 'Correos enviados'; a draft quote sent becomes a sent one.
 */
export const afterQuoteEmail = [...afterQuoteWrite, EMAILS_KEY];
export const afterInvoiceEmail = ["/api/invoices", "/api/activity", EMAILS_KEY];
export const afterCreditNoteEmail = ["/api/credit-notes", "/api/activity", EMAILS_KEY];
/** A statement's history is under its client's path. */
export const afterStatementEmail = [CLIENTS_KEY, "/api/activity", EMAILS_KEY];
/** The reminders' schedule or a template: the mail settings and the activity log. */
export const afterMailSettingsWrite = [MAIL_SETTINGS_KEY, "/api/activity"];

// ── Finance (mf-finance) ──

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

/** The general ledger: the journal, the trial balance and every account's ledger (api/docs/ledger.md). */
export const ACCOUNTING_KEY = "/api/accounting";

// Every money write posts to the ledger and shows in the finance summary, the reports and the activity feed.
const financeSummaryKeys = [FINANCIAL_SUMMARY_KEY, "/api/financial/reports", ACCOUNTING_KEY, "/api/activity"];

/** A transaction with a bank account moves its balance: the accounts are refreshed too (and budgets' actuals). */
export const afterTransactionWrite = [TRANSACTIONS_KEY, BANK_ACCOUNTS_KEY, BUDGETS_KEY, ...financeSummaryKeys];

/** The chart of accounts, whole or searched. */
export const CHART_ACCOUNTS_KEY = "/api/financial/chart-accounts";
/** The statements name each account as the chart does now. */
export const afterChartAccountWrite = [CHART_ACCOUNTS_KEY, "/api/financial/reports", "/api/activity"];
/** A category's account: the categories (the chart screen's mapping, the forms) and the activity feed. */
export const afterCategoryWrite = [CATEGORIES_KEY, "/api/activity"];

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
  DGI_REPORTS_KEY,
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

/** ACH batches (api/docs/banking.md): their list; a draft's write changes no other record. */
export const ACH_BATCHES_KEY = "/api/financial/ach-batches";
export const afterAchBatchWrite = [ACH_BATCHES_KEY, "/api/activity"];
/** Marking a batch sent records a supplier payment for each of its payables. */
export const afterAchBatchSent = [ACH_BATCHES_KEY, ...afterSupplierPayment];

/**
 * Reconciliation (api/docs/banking.md): a match, a rule or a reconciled month changes the
 * account's reconciliation screen (under BANK_ACCOUNTS_KEY) and the activity feed; creating a
 * record from a statement line is a payment or a transaction, with all they change.
 */
export const afterReconciliationWrite = [BANK_ACCOUNTS_KEY, "/api/activity"];
export const afterCreateFromStatementLine = [
  ...new Set([...afterReceivablePayment, ...afterSupplierPayment, ...afterTransactionWrite]),
];

/**
 * Filing a Formulario 430 freezes the month's figures, carries its credit into the next month and
 * closes the month in the books.
 */
export const afterForm430Filing = [DGI_REPORTS_KEY, ACCOUNTING_KEY, "/api/activity"];

/** A manual entry changes the books and what the statements and the summary's income and expenses read from them. */
export const afterJournalWrite = [ACCOUNTING_KEY, "/api/financial/reports", FINANCIAL_SUMMARY_KEY, "/api/activity"];

// ── From a written path to the lists it changes ──

/**
 * Each write route of the API (any method but GET) and the lists it changes: a pattern covers a
 * path when its segments match the path's first ones (":id" matches any one segment); the longest
 * pattern that covers the written path wins. Signing in and out change no list. routes/events/events.test.ts
 * checks that every write route of the app has its pattern here.
 */
const writeEffects: ReadonlyArray<readonly [pattern: string, lists: readonly string[]]> = [
  ["/api/login", []],
  ["/api/logout", []],
  ["/api/auth", []],
  ["/api/auth/password", afterOwnPasswordChange],
  ["/api/contact", afterQuoteRequest],
  ["/api/clients", afterClientWrite],
  ["/api/quotes", afterQuoteWrite],
  ["/api/quotes/:id/convert", afterQuoteConversion],
  ["/api/quotes/:id/answer-links", afterQuoteAnswerLinkWrite],
  ["/api/quote-answer", afterQuoteAnswer],
  ["/api/invoices", afterInvoiceWrite],
  ["/api/credit-notes", afterCreditNoteWrite],
  ["/api/recurring-invoices", afterRecurringInvoiceWrite],
  ["/api/projects", afterProjectWrite],
  ["/api/time-entries", afterTimeWrite],
  ["/api/time-entries/invoice", afterHoursInvoice],
  ["/api/settings/company", afterCompanySettingsWrite],
  ["/api/settings/users", afterStaffUserWrite],
  ["/api/settings/tokens", afterApiTokenWrite],
  ["/api/settings/jobs", afterJobRun],
  ["/api/settings/mail", afterMailSettingsWrite],
  ["/api/quotes/:id/email", afterQuoteEmail],
  ["/api/invoices/:id/email", afterInvoiceEmail],
  ["/api/credit-notes/:id/email", afterCreditNoteEmail],
  ["/api/clients/:id/statement/email", afterStatementEmail],
  ["/api/financial/transactions", afterTransactionWrite],
  ["/api/financial/bank-accounts", afterBankAccountWrite],
  // A statement's preview reads the file and stores nothing (banking.md, "Statement import").
  ["/api/financial/bank-accounts/:id/statements/preview", []],
  ["/api/financial/bank-accounts/:id/reconciliation", afterReconciliationWrite],
  ["/api/financial/bank-accounts/:id/reconciliation/create-from-line", afterCreateFromStatementLine],
  ["/api/financial/transfers", afterTransferWrite],
  ["/api/financial/chart-accounts", afterChartAccountWrite],
  ["/api/financial/categories", afterCategoryWrite],
  ["/api/financial/budgets", afterBudgetWrite],
  ["/api/financial/suppliers", afterSupplierWrite],
  ["/api/financial/accounts-payable", afterPayableWrite],
  ["/api/financial/payments", afterReceivablePayment],
  ["/api/financial/supplier-payments", afterSupplierPayment],
  ["/api/financial/ach-batches", afterAchBatchWrite],
  ["/api/financial/ach-batches/:id/send", afterAchBatchSent],
  ["/api/accounting/journal", afterJournalWrite],
  ["/api/accounting/periods", afterJournalWrite],
  ["/api/accounting/opening-balances", afterJournalWrite],
  ["/api/financial/dgi", afterForm430Filing],
];

const segments = (path: string) => path.split("/").filter(Boolean);

/** How many segments of `path` the pattern covers, or 0 when it does not cover it. */
function coveredSegments(pattern: string, path: string[]): number {
  const parts = segments(pattern);
  if (parts.length > path.length) return 0;
  return parts.every((part, index) => part === ":id" || part === path[index]) ? parts.length : 0;
}

/** The entry of the table above for a written path (its longest covering pattern), if any. */
export function writeEffectFor(path: string): { pattern: string; lists: readonly string[] } | undefined {
  const written = segments(path.split("?")[0] ?? "");
  let found: { pattern: string; lists: readonly string[]; covered: number } | undefined;
  for (const [pattern, lists] of writeEffects) {
    const covered = coveredSegments(pattern, written);
    if (covered > 0 && (!found || covered > found.covered)) found = { pattern, lists, covered };
  }
  return found && { pattern: found.pattern, lists: found.lists };
}

/**
 * The lists a successful write to `path` changes, e.g. '/api/financial/payments' →
 * receivables, invoices, the dashboard, bank accounts…; a path the table lacks changes itself.
 */
export function listsChangedBy(path: string): readonly string[] {
  return writeEffectFor(path)?.lists ?? [path];
}
