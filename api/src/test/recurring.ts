import { eq } from "drizzle-orm";
import { noonInPanama } from "../contract";
import type { Db } from "../db/client";
import { invoices, recurringInvoiceOccurrences } from "../db/schema";
import { createDueRecurringInvoices, runRecurringInvoicesJob } from "../domain/recurring-invoices/run";
import { parseEnv } from "../env";
import type { PdfRenderer } from "../pdf/worker-pool";
import { panamaDate } from "./fixtures";

// Recurring invoices in the tests: a template's body as the form sends it, the job's work run on a
// chosen day (the clock moved), and what a template made.

/** A monthly template from today, one line of 100.00 at 7 %: what each test changes. */
export function recurringBody(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    clientId,
    title: "Mantenimiento del sitio web",
    description: "Soporte y actualizaciones del mes",
    lines: [{ description: "Mantenimiento mensual", quantity: "1", unitPrice: "100", itbmsRate: "7" as const }],
    frequency: "monthly" as const,
    dayOfMonth: Number(panamaDate(0).slice(8, 10)),
    startDate: panamaDate(0),
    ...overrides,
  };
}

/** The job's work as the scheduled run does it, on `today` in Panama (noon of that day). */
export function runRecurringOn(db: Db, today: string, env: Record<string, string> = {}) {
  return createDueRecurringInvoices(db, parseEnv(env), { today, now: noonInPanama(today) });
}

/** The whole job on `today` (the invoices made, then those to e-mail sent), as the scheduler runs it. */
export function runRecurringJobOn(db: Db, today: string, env: Record<string, string>, pdf: PdfRenderer) {
  return runRecurringInvoicesJob({ db, env: parseEnv(env), pdf }, { today, now: noonInPanama(today) });
}

/** The invoices a template made, by date, with the dates' outcomes. */
export async function invoicesOfTemplate(db: Db, templateId: number) {
  return db
    .select({
      occurrenceDate: recurringInvoiceOccurrences.occurrenceDate,
      outcome: recurringInvoiceOccurrences.outcome,
      message: recurringInvoiceOccurrences.message,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      status: invoices.status,
      total: invoices.total,
    })
    .from(recurringInvoiceOccurrences)
    .leftJoin(invoices, eq(invoices.id, recurringInvoiceOccurrences.invoiceId))
    .where(eq(recurringInvoiceOccurrences.recurringInvoiceId, templateId))
    .orderBy(recurringInvoiceOccurrences.occurrenceDate);
}
