import { and, eq, sql } from "drizzle-orm";
import type { ActivityEntity } from "../../contract/activity";
import {
  type EmailDocumentKind,
  type EmailDraftRecord,
  type EmailRecord,
  MAIL_NOT_CONFIGURED,
  type MailTemplateKind,
  type SendEmailData,
} from "../../contract/documents/mail";
import type { Db } from "../../db/client";
import { type EmailRow, emails, quotes } from "../../db/schema";
import type { Env } from "../../env";
import { type MailAttachment, type Mailer, MailFailure, mailerFromEnv } from "../../mail/transport";
import type { PdfRenderer } from "../../pdf/worker-pool";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { findEmail } from "./history";
import { type MailSource, renderPlaceholders } from "./placeholders";
import { mailConfigured } from "./settings";
import { loadMailDocument, makeAttachments } from "./sources";
import { readTemplate } from "./templates";

// 'Enviar por correo' (api/docs/mail.md, "Sending"): the draft the dialog opens with, and the send.
// Every attempt is a row of `emails` written before the SMTP conversation and finished after it,
// with its entry in the activity log: a refused recipient is recorded as failed, never lost.

/** `origin`: where links the message carries point (PUBLIC_ORIGIN, else the request's own). */
export type MailDeps = { db: Db; env: Env; pdf: PdfRenderer; origin: string };

export const DRAFT_INVOICE_NOT_SENDABLE =
  "La factura está en borrador: márquela como enviada o emítala antes de enviarla por correo.";

/** What a send is about, as the activity log writes it. */
const activityEntity: Record<EmailDocumentKind, ActivityEntity> = {
  quote: "quote",
  invoice: "invoice",
  credit_note: "credit_note",
  statement: "client",
};

const aboutText: Record<MailTemplateKind, (number: string) => string> = {
  quote: (number) => `la cotización ${number}`,
  invoice: (number) => `la factura ${number}`,
  credit_note: (number) => `la nota de crédito ${number}`,
  statement: (name) => `el estado de cuenta de ${name}`,
  reminder_before: (number) => `el recordatorio de la factura ${number}`,
  reminder_due: (number) => `el recordatorio de la factura ${number}`,
  reminder_after: (number) => `el recordatorio de la factura ${number}`,
  quote_follow_up: (number) => `el seguimiento de la cotización ${number}`,
};

/** The subject and message `source`'s template writes, its placeholders filled. */
export async function writeFromTemplate(db: Db, source: MailSource): Promise<{ subject: string; message: string }> {
  const template = await readTemplate(db, source.templateKind);
  return {
    subject: (await renderPlaceholders(template.subject, source)).replace(/\s+/g, " ").trim(),
    message: await renderPlaceholders(template.body, source),
  };
}

/** GET …/email: the client's address, the template written out for this document, and its files' names. */
export async function emailDraft(deps: MailDeps, kind: EmailDocumentKind, id: number): Promise<EmailDraftRecord> {
  const { source, files } = await loadMailDocument(deps.db, deps.env, deps.pdf, kind, id);
  const configured = mailConfigured(deps.env);
  return {
    configured,
    notConfiguredMessage: configured ? null : MAIL_NOT_CONFIGURED,
    to: source.client.email ?? "",
    cc: "",
    ...(await writeFromTemplate(deps.db, source)),
    attachments: files.map((file) => file.filename),
  };
}

/** The document's own refusals: a draft invoice is not sent to a client. */
function assertSendable(source: MailSource) {
  if (source.documentKind === "invoice" && source.document.status === "draft") {
    throw new DomainFailure("conflict", DRAFT_INVOICE_NOT_SENDABLE);
  }
}

/** The server's mailer; 409 with how to configure it when SMTP_URL is unset. */
export function requireMailer(env: Env): Mailer {
  const mailer = mailerFromEnv(env);
  if (!mailer) throw new DomainFailure("conflict", MAIL_NOT_CONFIGURED);
  return mailer;
}

/**
 * POST …/email: the message as the user left it (placeholders still in it are filled), with the
 * document's files. Answers the recorded send: 'sent', or 'failed' with the server's reason.
 */
export async function sendDocumentEmail(
  deps: MailDeps,
  kind: EmailDocumentKind,
  id: number,
  input: SendEmailData,
  actor: Actor,
): Promise<EmailRecord> {
  const mailer = requireMailer(deps.env);
  const { source, files } = await loadMailDocument(deps.db, deps.env, deps.pdf, kind, id);
  assertSendable(source);
  source.answerLink = { origin: deps.origin, actor };
  // Made before anything is recorded: a PDF the server cannot make now is a 503 and no attempt.
  const attachments = await makeAttachments(files);
  const row = await startEmail(deps.db, {
    source,
    to: input.to,
    cc: input.cc,
    subject: (await renderPlaceholders(input.subject, source)).replace(/\s+/g, " ").trim(),
    message: await renderPlaceholders(input.message, source),
    attachments,
    userId: actor.userId,
  });
  if (!row) throw new Error("a send without a claim key is always recorded");
  return deliver(deps.db, mailer, row, source, attachments, actor);
}

export type EmailToSend = {
  source: MailSource;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  message: string;
  attachments: readonly MailAttachment[];
  userId: number | null;
  /** An automatic send's claim ('reminder:42:-3'): a second claim of it records and sends nothing. */
  claimKey?: string;
};

/** Records the attempt as 'sending'; null when its claim key is already taken (sent, or being sent). */
export async function startEmail(db: Db, email: EmailToSend): Promise<EmailRow | null> {
  const [row] = await db
    .insert(emails)
    .values({
      documentKind: email.source.documentKind,
      documentId: email.source.documentId,
      documentNumber: email.source.document.number,
      templateKind: email.source.templateKind,
      toAddresses: email.to.join(", "),
      ccAddresses: email.cc.join(", "),
      subject: email.subject,
      message: email.message,
      attachments: email.attachments.map((attachment) => attachment.filename),
      status: "sending",
      automaticKey: email.claimKey ?? null,
      claimKey: email.claimKey ?? null,
      userId: email.userId,
    })
    .onConflictDoNothing({ target: emails.claimKey })
    .returning();
  return row ?? null;
}

type Outcome = { delivered: boolean; error: string | null; messageId: string | null };

/** Sends the recorded message and finishes its row: never throws for what the server refused. */
export async function deliver(
  db: Db,
  mailer: Mailer,
  row: EmailRow,
  source: MailSource,
  attachments: readonly MailAttachment[],
  actor: Actor,
): Promise<EmailRecord> {
  const outcome = await attempt(mailer, row, source, attachments);
  await db.transaction(async (tx) => {
    await tx
      .update(emails)
      .set({
        status: outcome.error ? "failed" : "sent",
        error: outcome.error,
        messageId: outcome.messageId,
        // A failed automatic send gives its claim back: the next run may try it again.
        ...(outcome.error && !outcome.delivered ? { claimKey: null } : {}),
      })
      .where(eq(emails.id, row.id));
    const about = aboutText[source.templateKind](source.document.number);
    const recipients = [row.toAddresses, row.ccAddresses].filter(Boolean).join(", ");
    let summary = outcome.error
      ? `Correo no enviado a ${recipients}: ${about}. ${outcome.error}`
      : `Correo enviado a ${recipients}: ${about}`;
    if (outcome.delivered && source.documentKind === "quote" && source.templateKind === "quote") {
      // A draft quote sent to its client is a sent quote: its follow-up counts from here.
      const moved = await tx
        .update(quotes)
        .set({ status: "sent", updatedAt: sql`now()` })
        .where(and(eq(quotes.id, source.documentId), eq(quotes.status, "draft")))
        .returning({ id: quotes.id });
      if (moved.length > 0) summary += " (pasa a Enviada)";
    }
    await recordActivity(tx, {
      userId: actor.userId,
      action: "email",
      entity: activityEntity[source.documentKind],
      entityId: source.documentId,
      summary: summary.slice(0, 1000),
    });
  });
  return findEmail(db, row.id);
}

async function attempt(
  mailer: Mailer,
  row: EmailRow,
  source: MailSource,
  attachments: readonly MailAttachment[],
): Promise<Outcome> {
  try {
    const delivery = await mailer.send({
      fromName: source.companyName,
      to: row.toAddresses.split(", "),
      cc: row.ccAddresses ? row.ccAddresses.split(", ") : [],
      subject: row.subject,
      text: row.message,
      attachments,
    });
    if (delivery.refused.length === 0) return { delivered: true, error: null, messageId: delivery.messageId };
    const refused = delivery.refused.map((each) => `${each.address} (${each.reason})`).join("; ");
    const accepted = delivery.accepted.length ? ` Sí se envió a: ${delivery.accepted.join(", ")}.` : "";
    return {
      delivered: delivery.accepted.length > 0,
      error: `El servidor de correo rechazó a: ${refused}.${accepted}`,
      messageId: delivery.messageId,
    };
  } catch (error) {
    if (!(error instanceof MailFailure)) throw error;
    return { delivered: false, error: error.message, messageId: null };
  }
}
