import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { addDays, nextOccurrence } from "../../contract";
import type { Db } from "../../db/client";
import { recurringInvoiceOccurrences, recurringInvoices } from "../../db/schema";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/transport";
import type { PdfRenderer } from "../../pdf/worker-pool";
import type { Actor } from "../activity";
import { insertInvoice } from "../documents/invoices";
import { lineData, readDocumentLines } from "../documents/lines";
import { DomainFailure, FieldFailure } from "../failures";
import { emailRecurringInvoices, type RecurringEmailRun } from "./email";
import { issueOccurrence, occurrencesToIssue } from "./issue";
import { linkRetainerEntries, retainerOverage } from "./overage";
import { lockRecurringInvoice, scheduleOf } from "./records";

// The job 'facturas-recurrentes' (jobs/job-table.ts): every date due up to today makes its invoice
// (api/docs/recurring-invoices.md, "The job"). Each date is one transaction that locks its template,
// writes the invoice through the invoices' own path and moves the template to its next date, so two
// servers, or a retry after a failure, never bill a date twice.

export type RecurringRunResult = {
  /** Invoices made. */
  created: number;
  /** Of those in 'issue' mode (or taken up from an earlier run): issued, and refused (left drafts). */
  issued: number;
  issueFailed: number;
  /** Invoices issued by this run whose template asks for them to be e-mailed (email.ts sends them). */
  toEmail: number[];
  /** Templates whose invoice could not be made: their reason is also kept on the template. */
  failed: Array<{ id: number; title: string; reason: string }>;
};

/** The run failed for some templates (the others' invoices are made): the job retries it. */
export class RecurringRunFailed extends Error {
  constructor(readonly result: RecurringRunResult) {
    super(
      `No se pudieron crear ${result.failed.length} factura(s) recurrente(s): ${result.failed
        .map((failure) => `«${failure.title}»: ${failure.reason}`)
        .join("; ")}`,
    );
  }
}

type Made = { occurrenceId: number; invoiceId: number; issue: boolean; email: boolean } | "skipped";

/**
 * The template's next date if it is due by `today`, in one transaction: the date recorded (unique
 * per template and date), its invoice written as a draft, the template moved to its next date.
 * Null when nothing is due (paused, finished, not yet, or another server took it first).
 */
async function makeNextInvoice(db: Db, id: number, today: string, actor: Actor): Promise<Made | null> {
  return db.transaction(async (tx) => {
    const template = await lockRecurringInvoice(tx, id);
    if (template.status !== "active" || template.nextDate === null || template.nextDate > today) return null;
    const date = template.nextDate;
    const issue = template.mode === "issue";
    const [occurrence] = await tx
      .insert(recurringInvoiceOccurrences)
      .values({ recurringInvoiceId: id, occurrenceDate: date, outcome: issue ? "issuing" : "draft" })
      .onConflictDoNothing()
      .returning({ id: recurringInvoiceOccurrences.id });
    // A date already billed (it cannot be, under the lock, but the key is the guarantee) is passed over.
    const generated = template.generatedCount + (occurrence ? 1 : 0);
    let made: Made = "skipped";
    if (occurrence) {
      const lines = (await readDocumentLines(tx, "recurring_invoice", id)).map(lineData);
      // A retainer's hours of the month before: the overage line, and the entries it takes.
      const overage = await retainerOverage(tx, template, date, lines);
      const invoice = await insertInvoice(
        tx,
        {
          clientId: template.clientId,
          title: template.title,
          description: template.description,
          issueDate: date,
          dueDate: addDays(date, template.paymentTermsDays),
          status: "draft",
        },
        overage?.line ? [...lines, overage.line] : lines,
        actor,
        `desde la factura recurrente «${template.title}»`,
      );
      if (overage) await linkRetainerEntries(tx, overage.entryIds, invoice.id);
      await tx
        .update(recurringInvoiceOccurrences)
        .set({ invoiceId: invoice.id })
        .where(eq(recurringInvoiceOccurrences.id, occurrence.id));
      made = { occurrenceId: occurrence.id, invoiceId: invoice.id, issue, email: template.sendByEmail };
    }
    await tx
      .update(recurringInvoices)
      .set({
        nextDate: nextOccurrence(scheduleOf(template), date, generated),
        generatedCount: generated,
        lastError: null,
        lastErrorAt: null,
      })
      .where(eq(recurringInvoices.id, id));
    return made;
  });
}

const reasonOf = (error: unknown) =>
  error instanceof DomainFailure || error instanceof FieldFailure
    ? error.message
    : `Error inesperado: ${error instanceof Error ? error.message : String(error)}`;

/**
 * Makes every invoice due up to `today` (Panama), catching up the dates missed while no server
 * ran, oldest first; then issues those of templates in 'issue' mode. Issuing cut off in an earlier
 * run is taken up first. A template whose invoice cannot be made keeps the reason and stops there
 * (its later dates wait for it); the others go on, and the run then fails so the job retries it.
 */
export async function createDueRecurringInvoices(
  db: Db,
  env: Env,
  options: { today: string; now?: Date },
): Promise<RecurringRunResult> {
  const actor: Actor = { userId: null, now: options.now ?? new Date() };
  const result: RecurringRunResult = { created: 0, issued: 0, issueFailed: 0, toEmail: [], failed: [] };
  const count = (outcome: Awaited<ReturnType<typeof issueOccurrence>>) => {
    if (outcome === "issued") result.issued += 1;
    if (outcome === "issue_failed") result.issueFailed += 1;
  };
  for (const occurrenceId of await occurrencesToIssue(db)) count(await issueOccurrence(db, env, occurrenceId, actor));

  const due = await db
    .select({ id: recurringInvoices.id, title: recurringInvoices.title })
    .from(recurringInvoices)
    .where(
      and(
        eq(recurringInvoices.status, "active"),
        isNotNull(recurringInvoices.nextDate),
        lte(recurringInvoices.nextDate, options.today),
      ),
    )
    .orderBy(asc(recurringInvoices.nextDate), asc(recurringInvoices.id));
  for (const template of due) {
    for (;;) {
      let made: Made | null;
      try {
        made = await makeNextInvoice(db, template.id, options.today, actor);
      } catch (error) {
        const reason = reasonOf(error);
        await db
          .update(recurringInvoices)
          .set({ lastError: reason, lastErrorAt: actor.now })
          .where(eq(recurringInvoices.id, template.id));
        result.failed.push({ id: template.id, title: template.title, reason });
        break;
      }
      if (made === null) break;
      if (made === "skipped") continue;
      result.created += 1;
      const issued = made.issue ? await issueOccurrence(db, env, made.occurrenceId, actor) : null;
      count(issued);
      // Only an issued invoice goes to the client: a draft is for a person to review first.
      if (made.email && issued === "issued") result.toEmail.push(made.invoiceId);
    }
  }
  if (result.failed.length > 0) throw new RecurringRunFailed(result);
  return result;
}

/**
 * The job: makes the invoices due (createDueRecurringInvoices), then e-mails those issued whose
 * template asks for it, also when some other template failed (the run then still fails, to retry).
 */
export async function runRecurringInvoicesJob(
  deps: { db: Db; env: Env; pdf: PdfRenderer; mailer?: Mailer | null },
  options: { today: string; now?: Date },
): Promise<RecurringRunResult & { emailed: RecurringEmailRun }> {
  try {
    const result = await createDueRecurringInvoices(deps.db, deps.env, options);
    return { ...result, emailed: await emailRecurringInvoices(deps, result.toEmail) };
  } catch (error) {
    if (error instanceof RecurringRunFailed) await emailRecurringInvoices(deps, error.result.toEmail);
    throw error;
  }
}
