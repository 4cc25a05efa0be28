import { and, eq, gt, gte, inArray, isNotNull, lte, min, ne, notExists, sql } from "drizzle-orm";
import type { MailTemplateKind } from "../../contract/documents/mail";
import type { Db } from "../../db/client";
import { panamaDate, panamaToday } from "../../db/panama-time";
import { accountsReceivable, clients, emails, invoices, quotes } from "../../db/schema";
import type { Env } from "../../env";
import { type Mailer, mailerFromEnv } from "../../mail/transport";
import { type AutomaticEmail, sendAutomatic } from "./automatic";
import { readReminderSettings } from "./settings";

// The daily job 'recordatorios' (job-table.ts; api/docs/mail.md, "Reminders"): payment reminders
// of open invoices on the admin's schedule, and one follow-up of a sent quote nobody answered.
// Each is sent by sendAutomatic (automatic.ts), claimed by its key ('reminder:<invoice>:<offset>',
// 'follow-up:<quote>'): a second server, a retried job or a second run the same day sends nothing twice.

export type ReminderRun = {
  /** Why nothing was tried, when nothing could be: mail not configured. */
  skipped: string | null;
  reminders: number;
  followUps: number;
  failed: number;
};

/** A reminder's template: before, on or after the due date, by the days from it today. */
const reminderTemplate = (daysFromDue: number): MailTemplateKind =>
  daysFromDue < 0 ? "reminder_before" : daysFromDue === 0 ? "reminder_due" : "reminder_after";

/** The last offset reached `daysFromDue` days after the due date: the reminder due now (earlier ones are past). */
export function offsetDue(offsets: readonly number[], daysFromDue: number): number | null {
  const reached = offsets.filter((offset) => offset <= daysFromDue);
  return reached.length ? Math.max(...reached) : null;
}

/** Open invoices of clients who take reminders, with their days from the due date today (negative before). */
async function invoicesToRemind(db: Db, offsets: readonly number[], now: Date) {
  const today = panamaToday(now);
  const daysFromDue = sql<number>`(${today} - ${invoices.dueDate})`;
  return db
    .select({ id: invoices.id, days: daysFromDue })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(accountsReceivable, eq(accountsReceivable.invoiceId, invoices.id))
    .where(
      and(
        inArray(invoices.status, ["sent", "overdue"]),
        ne(accountsReceivable.status, "paid"),
        gt(accountsReceivable.balanceAmount, "0"),
        eq(clients.noReminders, false),
        isNotNull(clients.email),
        ne(clients.email, ""),
        // The first reminder is due from here on.
        gte(daysFromDue, Math.min(...offsets)),
      ),
    )
    .orderBy(invoices.id);
}

/** Quotes still 'sent', valid, first e-mailed at least `days` days ago, never followed up. */
async function quotesToFollowUp(db: Db, days: number, now: Date) {
  const today = panamaToday(now);
  const firstSent = db
    .select({ quoteId: emails.documentId, on: min(panamaDate(emails.createdAt)).as("first_sent_on") })
    .from(emails)
    .where(and(eq(emails.documentKind, "quote"), eq(emails.templateKind, "quote"), eq(emails.status, "sent")))
    .groupBy(emails.documentId)
    .as("first_sent");
  return db
    .select({ id: quotes.id, sentOn: firstSent.on })
    .from(quotes)
    .innerJoin(firstSent, eq(firstSent.quoteId, quotes.id))
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .where(
      and(
        eq(quotes.status, "sent"),
        gte(quotes.validUntil, sql`${today}`),
        lte(firstSent.on, sql`${today} - ${days}::int`),
        eq(clients.noReminders, false),
        isNotNull(clients.email),
        ne(clients.email, ""),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emails)
            .where(eq(emails.claimKey, sql`'follow-up:' || ${quotes.id}`)),
        ),
      ),
    )
    .orderBy(quotes.id);
}

/**
 * One run of the job: every reminder due today (Panama) and every follow-up, each once. `mailer`
 * and `now` are the tests'; the job passes neither.
 */
export async function sendDueReminders(
  db: Db,
  env: Env,
  options: { now?: Date; mailer?: Mailer | null } = {},
): Promise<ReminderRun> {
  const now = options.now ?? new Date();
  const run: ReminderRun = { skipped: null, reminders: 0, followUps: 0, failed: 0 };
  const mailer = options.mailer === undefined ? mailerFromEnv(env) : options.mailer;
  if (!mailer) return { ...run, skipped: "El envío de correos no está configurado (SMTP_URL, MAIL_FROM)." };
  const settings = await readReminderSettings(db);

  const tally = (result: "sent" | "failed" | null, counter: "reminders" | "followUps") => {
    if (result === "sent") run[counter] += 1;
    if (result === "failed") run.failed += 1;
  };

  if (settings.remindersEnabled && settings.reminderOffsets.length > 0) {
    for (const invoice of await invoicesToRemind(db, settings.reminderOffsets, now)) {
      const days = Number(invoice.days);
      const offset = offsetDue(settings.reminderOffsets, days);
      if (offset === null) continue;
      const key = `reminder:${invoice.id}:${offset}`;
      const job: AutomaticEmail = {
        kind: "invoice",
        id: invoice.id,
        templateKind: reminderTemplate(days),
        key,
        days,
        attach: false,
      };
      tally(await sendAutomatic({ db, env, mailer, pdf: null }, job), "reminders");
    }
  }
  if (settings.quoteFollowUpDays !== null) {
    for (const quote of await quotesToFollowUp(db, settings.quoteFollowUpDays, now)) {
      const job: AutomaticEmail = {
        kind: "quote",
        id: quote.id,
        templateKind: "quote_follow_up",
        key: `follow-up:${quote.id}`,
        days: 0,
        attach: false,
      };
      tally(await sendAutomatic({ db, env, mailer, pdf: null }, job), "followUps");
    }
  }
  return run;
}
