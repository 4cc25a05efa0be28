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

/** A quote write changes no other record: only its own list and the summaries. */
export const afterQuoteWrite = ["/api/quotes", ...summaryKeys];

/**
 * An invoice write opens, changes or closes its account receivable, which the finance
 * remote lists from the same SWR cache (swr is a page-wide singleton).
 */
export const afterInvoiceWrite = ["/api/invoices", "/api/financial/accounts-receivable", ...summaryKeys];

/** A project write (form, delete or a move on the board) changes no other record. */
export const afterProjectWrite = [PROJECTS_KEY, ...summaryKeys];
