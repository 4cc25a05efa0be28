import { purgeExpired } from "../auth/maintenance";
import {
  afterCreditNoteWrite,
  afterInvoiceEmail,
  afterInvoiceWrite,
  afterQuoteEmail,
  afterRecurringInvoiceWrite,
} from "../contract/list-relations";
import { todayInPanama } from "../contract/values/dates";
import type { Db } from "../db/client";
import { sendPendingFeDocuments } from "../domain/fe/send";
import { purgeIdempotencyKeys } from "../domain/idempotency";
import { sendDueReminders } from "../domain/mail/reminders";
import { runRecurringInvoicesJob } from "../domain/recurring-invoices/run";
import type { Env } from "../env";
import type { PdfRenderer } from "../pdf/worker-pool";

// Every piece of work that runs on a schedule or must be retried, one row each (docs/jobs.md).
// A new job is a new row: the engine (job-engine.ts) creates its queue with the retry policy,
// keeps its schedule, runs its handler, and the admin screen 'Tareas programadas' lists it.

/**
 * What a handler gets: the app's database and settings, the server's PDF renderer (for documents a
 * job e-mails), the job's data, and a signal aborted at its time limit.
 */
export type JobContext = { db: Db; env: Env; pdf: PdfRenderer; data: unknown; signal: AbortSignal };

export type JobDefinition = {
  /** The queue's name: lowercase letters, digits and '-'. Renaming it starts a new queue. */
  name: string;
  /** What the admin screen calls it, in Spanish. */
  title: string;
  /** The work. A throw is a failed attempt, retried as `retry` says; what it answers is kept with the job. */
  run(context: JobContext): Promise<unknown>;
  /** A cron expression in Panama's time (America/Panama): one job per occurrence across every replica. */
  schedule?: string;
  /** Also sent once when the server starts; replicas starting in the same hour send one between them. */
  atStart?: boolean;
  /** Attempts after the first one, the seconds before the first retry, and whether that delay doubles. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** An attempt running longer than this is taken as failed (and retried). */
  timeoutSeconds: number;
  /**
   * The lists a run may change (contract/list-relations.ts): published to open screens when it
   * ends, as a write's are (api/docs/live-updates.md). Published after every run, even one that
   * found nothing to do: a run every five minutes costs each open screen of those lists one
   * reread, where knowing what a run changed would take every job reporting it.
   */
  changes: readonly string[];
};

export const jobTable: readonly JobDefinition[] = [
  {
    // Sessions, device cookies, failed sign-ins, rate-limit windows and idempotency keys past their
    // lifetime. Every check ignores such rows already, so a late purge only costs disk space.
    name: "purge",
    title: "Borrar registros vencidos",
    run: async ({ db }) => {
      const [expired, idempotencyKeys] = await Promise.all([purgeExpired(db), purgeIdempotencyKeys(db)]);
      return { ...expired, idempotencyKeys };
    },
    schedule: "0 * * * *",
    atStart: true,
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    timeoutSeconds: 300,
    // What it deletes no screen lists.
    changes: [],
  },
  {
    // Electronic documents signed and not yet authorised: the PAC did not answer (contingency) or
    // an attempt was cut off. Each run tries each of them once (api/docs/electronic-invoicing.md).
    name: "fe-pendientes",
    title: "Enviar al PAC las facturas electrónicas pendientes",
    run: ({ db, env }) => sendPendingFeDocuments(db, env),
    schedule: "*/5 * * * *",
    atStart: true,
    retry: { limit: 0, delaySeconds: 60, backoff: false },
    timeoutSeconds: 600,
    // An invoice or a credit note authorised, or refused, by the PAC.
    changes: afterCreditNoteWrite,
  },
  {
    // Recurring invoices: every date due up to today in Panama makes its invoice, catching up the
    // days no server ran; each date once, whoever runs it; the issued ones whose template asks for
    // it are e-mailed, each once (api/docs/recurring-invoices.md).
    name: "facturas-recurrentes",
    title: "Crear las facturas recurrentes del día",
    run: ({ db, env, pdf }) => runRecurringInvoicesJob({ db, env, pdf }, { today: todayInPanama() }),
    schedule: "0 6 * * *",
    atStart: true,
    retry: { limit: 1, delaySeconds: 300, backoff: false },
    timeoutSeconds: 900,
    // The invoices made (and issued), their templates' next dates, and the e-mails sent.
    changes: [...afterInvoiceWrite, ...afterRecurringInvoiceWrite, ...afterInvoiceEmail],
  },
  {
    // Payment reminders on the admin's schedule and the quotes' one follow-up (api/docs/mail.md,
    // "Reminders"). Each is claimed before it is sent, so a retry or a second run sends nothing twice.
    name: "recordatorios",
    title: "Enviar recordatorios de pago y seguimientos de cotizaciones",
    run: ({ db, env }) => sendDueReminders(db, env),
    schedule: "0 8 * * *",
    retry: { limit: 2, delaySeconds: 300, backoff: true },
    timeoutSeconds: 1800,
    // The e-mails sent, in 'Correos enviados' and each document's history.
    changes: [...afterInvoiceEmail, ...afterQuoteEmail],
  },
];
