import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { roleGate } from "./http/access";
import { contentSecurityPolicy, frontEndPolicy } from "./http/content-security";
import type { AppEnv } from "./http/context";
import { onError, onNotFound } from "./http/errors";
import { LiveUpdates, publishWrites } from "./http/live-updates";
import { noStoreWhenSignedIn, originCheck, requestLog, sessionGate } from "./http/middleware";
import { RateLimiter } from "./http/rate-limit";
import { staticFrontEnds } from "./http/static-files";
import type { JobEngine } from "./jobs/job-engine";
import { type PdfRenderer, PdfWorkerPool } from "./pdf/worker-pool";
import { accountingRoutes } from "./routes/accounting";
import { incomeAccountsRoutes } from "./routes/accounting/income-accounts";
import { activityRoutes } from "./routes/activity";
import { authRoutes } from "./routes/auth";
import { API_PAGE_POLICY } from "./routes/auth/login-page";
import { ownPasswordRoutes } from "./routes/auth/password";
import { clientsRoutes } from "./routes/clients";
import { contactRoutes } from "./routes/contact";
import { creditNotesRoutes } from "./routes/credit-notes";
import { dashboardRoutes } from "./routes/dashboard";
import { eventsRoutes } from "./routes/events";
import { achBatchesRoutes } from "./routes/finance/ach-batches";
import { bankAccountsRoutes } from "./routes/finance/bank-accounts";
import { bankStatementsRoutes } from "./routes/finance/bank-statements";
import { budgetsRoutes } from "./routes/finance/budgets";
import { calendarRoutes } from "./routes/finance/calendar";
import { categoriesRoutes } from "./routes/finance/categories";
import { chartAccountsRoutes } from "./routes/finance/chart-accounts";
import { dgiRoutes } from "./routes/finance/dgi";
import { calendarExportRoutes, transactionsExportRoutes, transfersExportRoutes } from "./routes/finance/exports";
import { payablesRoutes } from "./routes/finance/payables";
import { paymentsRoutes } from "./routes/finance/payments";
import { receivablesRoutes } from "./routes/finance/receivables";
import { reconciliationRoutes } from "./routes/finance/reconciliation";
import { financialReportsRoutes } from "./routes/finance/reports";
import { financialSummaryRoutes } from "./routes/finance/summary";
import { supplierPaymentsRoutes } from "./routes/finance/supplier-payments";
import { suppliersRoutes } from "./routes/finance/suppliers";
import { transactionsRoutes } from "./routes/finance/transactions";
import { transfersRoutes } from "./routes/finance/transfers";
import { healthRoutes } from "./routes/health";
import { invoicesRoutes } from "./routes/invoices";
import { mailSettingsRoutes } from "./routes/mail/settings";
import { projectsRoutes } from "./routes/projects";
import { quoteAnswerRoutes } from "./routes/quote-answer";
import { quotesRoutes } from "./routes/quotes";
import { recurringInvoicesRoutes } from "./routes/recurring-invoices";
import { referenceRoutes } from "./routes/reference";
import { remotesRoutes } from "./routes/remotes";
import { reportsRoutes } from "./routes/reports";
import { companySettingsRoutes } from "./routes/settings/company";
import { jobsRoutes } from "./routes/settings/jobs";
import { apiTokensRoutes } from "./routes/settings/tokens";
import { staffUsersRoutes } from "./routes/settings/users";
import { timeEntriesRoutes } from "./routes/time-entries";

/** A visitor may send this many quote requests a minute before being asked to wait. */
export const CONTACT_REQUESTS_PER_MINUTE = 5;

/** A visitor may open or answer quote links this many times a minute before being asked to wait. */
export const QUOTE_ANSWER_REQUESTS_PER_MINUTE = 20;

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * `pdf`: the PDF workers (server.ts passes the pool it closes at shutdown; tests, one with a short time limit).
 * `live`: the live updates' event streams (server.ts passes the ones it ends at shutdown).
 * `jobs`: the job queue server.ts started ('Ejecutar ahora' sends to it); without it the lists still read.
 */
export type AppOptions = {
  db: Db;
  env: Env;
  staticRoot?: string;
  pdf?: PdfRenderer;
  live?: LiveUpdates;
  jobs?: JobEngine;
};

/** Builds the whole app; never listens (server.ts does). Tests call app.request() on it. */
export function createApp({
  db,
  env,
  staticRoot,
  pdf = new PdfWorkerPool(),
  live = new LiveUpdates(db),
  jobs,
}: AppOptions) {
  const deps = {
    db,
    env,
    // In the database, so the limit holds across replicas and restarts.
    contactLimiter: new RateLimiter(db, "contact", CONTACT_REQUESTS_PER_MINUTE, 60_000),
    quoteAnswerLimiter: new RateLimiter(db, "quote-answer", QUOTE_ANSWER_REQUESTS_PER_MINUTE, 60_000),
    pdf,
    live,
    jobs,
  };
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(onNotFound);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLog);
  app.use(
    "*",
    secureHeaders({
      // Content-Security-Policy is set below, per kind of page.
      crossOriginResourcePolicy: "cross-origin",
      crossOriginEmbedderPolicy: false,
      // "no-referrer" would make Chromium send `Origin: null` on form posts, which the
      // CSRF check must refuse; this policy still keeps paths from leaking off-site.
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  app.use("*", contentSecurityPolicy({ apiPages: API_PAGE_POLICY, frontEnds: frontEndPolicy(env) }));
  if (staticRoot) app.use("*", staticFrontEnds(staticRoot));
  // No form of this product sends more than a few kilobytes; a huge body is refused before it is read.
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: "La solicitud es demasiado grande" }, 413),
    }),
  );
  app.use("/api/*", originCheck);
  app.use("/api/*", noStoreWhenSignedIn);
  app.use("/api/*", sessionGate);
  app.use("/api/*", roleGate);
  app.use("/api/*", publishWrites);

  const api = new Hono<AppEnv>()
    .route("/", authRoutes)
    .route("/auth/password", ownPasswordRoutes)
    .route("/settings/users", staffUsersRoutes)
    .route("/settings/tokens", apiTokensRoutes)
    .route("/settings/company", companySettingsRoutes)
    .route("/settings/jobs", jobsRoutes)
    .route("/settings/mail", mailSettingsRoutes)
    .route("/contact", contactRoutes)
    .route("/health", healthRoutes)
    .route("/remotes", remotesRoutes)
    .route("/events", eventsRoutes)
    .route("/", referenceRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/activity", activityRoutes)
    .route("/clients", clientsRoutes)
    .route("/quotes", quotesRoutes)
    .route("/quote-answer", quoteAnswerRoutes)
    .route("/invoices", invoicesRoutes)
    .route("/credit-notes", creditNotesRoutes)
    .route("/recurring-invoices", recurringInvoicesRoutes)
    .route("/projects", projectsRoutes)
    .route("/time-entries", timeEntriesRoutes)
    .route("/reports", reportsRoutes)
    .route("/financial/accounts-receivable", receivablesRoutes)
    .route("/financial/payments", paymentsRoutes)
    .route("/financial/transactions/export", transactionsExportRoutes)
    .route("/financial/transactions", transactionsRoutes)
    .route("/financial/categories", categoriesRoutes)
    .route("/financial/bank-accounts", bankStatementsRoutes)
    .route("/financial/bank-accounts/:id/reconciliation", reconciliationRoutes)
    .route("/financial/bank-accounts", bankAccountsRoutes)
    .route("/financial/transfers/export", transfersExportRoutes)
    .route("/financial/transfers", transfersRoutes)
    .route("/financial/accounts-payable", payablesRoutes)
    .route("/financial/supplier-payments", supplierPaymentsRoutes)
    .route("/financial/ach-batches", achBatchesRoutes)
    .route("/financial/suppliers", suppliersRoutes)
    .route("/financial/chart-accounts", chartAccountsRoutes)
    .route("/financial/budgets", budgetsRoutes)
    .route("/financial/calendar/export", calendarExportRoutes)
    .route("/financial/calendar", calendarRoutes)
    .route("/financial/reports", financialReportsRoutes)
    .route("/financial/dgi", dgiRoutes)
    .route("/financial/summary", financialSummaryRoutes)
    .route("/accounting", accountingRoutes)
    .route("/income-accounts", incomeAccountsRoutes);
  return app.route("/api", api);
}
