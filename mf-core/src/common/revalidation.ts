/**
 * The back office's SWR keys in one place: the reads more than one feature shares, and
 * the keys each write refreshes once it succeeds. revalidate() matches by path prefix:
 * '/api/invoices' also refreshes '/api/invoices/3' and '/api/activity' '/api/activity?limit=8'.
 */

/** Read by the CRM page and by the client pickers and name look-ups of quotes, invoices and projects. */
export const CLIENTS_KEY = "/api/clients";
/** Read by the projects board and the dashboard's pending projects. */
export const PROJECTS_KEY = "/api/projects";

// Every write shows in the dashboard's figures, its recent activity and the reports.
const summaryKeys = ["/api/dashboard/stats", "/api/activity", "/api/reports"];

/**
 * Quotes, invoices, projects and receivables carry their client's name as it was read; each
 * quote request says whether its email is a client's.
 */
export const afterClientWrite = [
  CLIENTS_KEY,
  "/api/contact",
  "/api/quotes",
  "/api/invoices",
  PROJECTS_KEY,
  "/api/financial/accounts-receivable",
  ...summaryKeys,
];

/** A quote write changes its own list, and the quote an invoice names (deleted: unlinked). */
export const afterQuoteWrite = ["/api/quotes", "/api/invoices", ...summaryKeys];

/**
 * An invoice write opens, changes or closes its account receivable, which the finance
 * remote lists from the same SWR cache (swr is a page-wide singleton); deleting one made from a
 * quote lets that quote be converted again.
 */
export const afterInvoiceWrite = ["/api/invoices", "/api/quotes", "/api/financial/accounts-receivable", ...summaryKeys];

/** Converting a quote writes a new (draft) invoice and links the quote to it. */
export const afterQuoteConversion = afterInvoiceWrite;

/** A project write (form, delete or a move on the board) changes no other record. */
export const afterProjectWrite = [PROJECTS_KEY, ...summaryKeys];

/** The company's settings: read by the settings screen and by the documents' defaults. */
export const COMPANY_SETTINGS_KEY = "/api/settings/company";

/** A settings or logo write changes no other record: the settings and the activity feed. */
export const afterCompanySettingsWrite = [COMPANY_SETTINGS_KEY, "/api/activity"];

/** Read by the API tokens screen (/settings/tokens). */
export const API_TOKENS_KEY = "/api/settings/tokens";

/** Issuing or revoking a token shows in its list and the activity log. */
export const afterApiTokenWrite = [API_TOKENS_KEY, "/api/activity"];

/** Read by the staff administration screen (/settings/users). */
export const STAFF_USERS_KEY = "/api/settings/users";

/**
 * A staff account write shows in the activity log and in the tokens' list (a deactivated account's
 * tokens are revoked, a renamed one's show the new name). The signed-in admin may have changed
 * their own name or role (the greeting and the sidebar follow) or deactivated themselves (signed out).
 */
export const afterStaffUserWrite = [STAFF_USERS_KEY, "/api/activity", "/api/auth/user", API_TOKENS_KEY];
