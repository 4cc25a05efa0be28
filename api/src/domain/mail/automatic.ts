import { and, count, eq } from "drizzle-orm";
import type { MailTemplateKind } from "../../contract/documents/mail";
import type { Db } from "../../db/client";
import { emails } from "../../db/schema";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/transport";
import type { PdfRenderer } from "../../pdf/worker-pool";
import { deliver, startEmail, writeFromTemplate } from "./send";
import { loadMailDocument, makeAttachments } from "./sources";

// The e-mails the jobs send by themselves (api/docs/mail.md, "Automatic e-mails"): reminders,
// quote follow-ups and recurring invoices. Each is claimed by its key before it is sent (unique in
// `emails`), so a second server, a retried job or a second run sends nothing twice. A failed send
// gives its claim back: a later run tries again, at most MAX_AUTOMATIC_ATTEMPTS times in all.

export const MAX_AUTOMATIC_ATTEMPTS = 3;

/** What to send: the document, the template it is written from, its claim key. */
export type AutomaticEmail = {
  kind: "invoice" | "quote";
  id: number;
  templateKind: MailTemplateKind;
  key: string;
  /** A reminder's days from the due date (its '{dias}'); 0 otherwise. */
  days: number;
  /** Whether the document's files (PDF, an electronic invoice's XML) go attached. */
  attach: boolean;
};

/** Reminders and follow-ups attach nothing: no PDF is rendered for them. */
const NO_PDF: PdfRenderer = { render: () => Promise.reject(new Error("este correo no adjunta PDF")) };

/** Attempts already failed under `key`: past MAX_AUTOMATIC_ATTEMPTS, the key is left alone. */
async function failedAttempts(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emails)
    .where(and(eq(emails.automaticKey, key), eq(emails.status, "failed")));
  return Number(row?.n ?? 0);
}

/** Claims, writes from its template and sends one automatic e-mail; null when it was not tried. */
export async function sendAutomatic(
  deps: { db: Db; env: Env; mailer: Mailer; pdf: PdfRenderer | null },
  job: AutomaticEmail,
): Promise<"sent" | "failed" | null> {
  const { db, env, mailer } = deps;
  // Cheap checks first: most days, most open invoices have already had the reminder due.
  const [taken] = await db.select({ id: emails.id }).from(emails).where(eq(emails.claimKey, job.key));
  if (taken) return null;
  if ((await failedAttempts(db, job.key)) >= MAX_AUTOMATIC_ATTEMPTS) return null;
  const pdf = job.attach && deps.pdf ? deps.pdf : NO_PDF;
  const { source, files } = await loadMailDocument(db, env, pdf, job.kind, job.id, job.templateKind);
  if (!source.client.email) return null;
  source.reminderDays = Math.abs(job.days);
  // A quote's '{enlace}' needs the address clients reach the app at; without one it is left out.
  source.answerLink = { origin: env.PUBLIC_ORIGIN ?? null, actor: { userId: null } };
  const attachments = pdf === NO_PDF ? [] : await makeAttachments(files);
  const row = await startEmail(db, {
    source,
    to: [source.client.email],
    cc: [],
    ...(await writeFromTemplate(db, source)),
    attachments,
    userId: null,
    claimKey: job.key,
  });
  if (!row) return null;
  const sent = await deliver(db, mailer, row, source, attachments, { userId: null });
  return sent.status === "sent" ? "sent" : "failed";
}
