import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { type Mailer, mailerFromEnv } from "../../mail/transport";
import type { PdfRenderer } from "../../pdf/worker-pool";
import { sendAutomatic } from "../mail/automatic";

// A recurring invoice issued by the job is e-mailed to its client when its template asks for it
// (api/docs/recurring-invoices.md, "E-mailed"): with the invoice template, its CAFE PDF and XML
// attached, as 'Enviar por correo' would. Claimed by 'recurring:<invoice>', so a retried job or a
// second server sends it once. A failed send is in the invoice's history and the activity log; it is
// sent again from the invoice's screen ('Enviar por correo'), not by a later run.

export type RecurringEmailRun = {
  /** Why nothing was tried: mail not configured. */
  skipped: string | null;
  sent: number;
  failed: number;
  /** Invoices whose client has no e-mail address. */
  withoutAddress: number;
};

export async function emailRecurringInvoices(
  deps: { db: Db; env: Env; pdf: PdfRenderer; mailer?: Mailer | null },
  invoiceIds: readonly number[],
): Promise<RecurringEmailRun> {
  const run: RecurringEmailRun = { skipped: null, sent: 0, failed: 0, withoutAddress: 0 };
  if (invoiceIds.length === 0) return run;
  const mailer = deps.mailer === undefined ? mailerFromEnv(deps.env) : deps.mailer;
  if (!mailer) return { ...run, skipped: "El envío de correos no está configurado (SMTP_URL, MAIL_FROM)." };
  for (const id of invoiceIds) {
    const result = await sendAutomatic(
      { db: deps.db, env: deps.env, mailer, pdf: deps.pdf },
      { kind: "invoice", id, templateKind: "invoice", key: `recurring:${id}`, days: 0, attach: true },
    );
    if (result === "sent") run.sent += 1;
    else if (result === "failed") run.failed += 1;
    else run.withoutAddress += 1;
  }
  return run;
}
