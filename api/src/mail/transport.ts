import nodemailer from "nodemailer";
import type { Env } from "../env";
import { mailErrorText, refusedRecipientText } from "./errors";

// The SMTP transport documents are e-mailed through (api/docs/mail.md): nodemailer, configured by
// SMTP_URL and MAIL_FROM. One connection per message: a few sends a day need no pool, and nothing
// is left open between them.

/** How long one message may take, connection included, before it counts as failed. */
export const MAIL_TIMEOUT_MS = 30_000;

export type MailAddress = { name: string | null; address: string };

export type MailAttachment = { filename: string; content: Uint8Array | string; contentType: string };

export type OutgoingMail = {
  /** The sender's display name when MAIL_FROM has none (the company's name). */
  fromName: string;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  text: string;
  attachments: readonly MailAttachment[];
};

/** What the server said: its Message-ID, and every recipient it refused with its reason (Spanish). */
export type MailDelivery = {
  messageId: string;
  accepted: string[];
  refused: Array<{ address: string; reason: string }>;
};

/** The message was not sent at all: the connection, the sign-in or every recipient failed. */
export class MailFailure extends Error {}

export type Mailer = {
  /** MAIL_FROM, as configured. */
  from: MailAddress;
  /** Sends one message; a MailFailure (Spanish message) when nothing was sent. */
  send(mail: OutgoingMail): Promise<MailDelivery>;
};

/** The mailer SMTP_URL and MAIL_FROM describe, or null when they are unset. */
export function mailerFromEnv(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, timeoutMs = MAIL_TIMEOUT_MS): Mailer | null {
  const url = env.SMTP_URL;
  const from = env.MAIL_FROM;
  if (!url || !from) return null;
  return { from, send: (mail) => sendOne(url, from, mail, timeoutMs) };
}

type RejectedError = Error & { recipient?: string; response?: string; responseCode?: number };

async function sendOne(url: string, from: MailAddress, mail: OutgoingMail, timeoutMs: number): Promise<MailDelivery> {
  // Each step has the same limit, so a silent server fails the send instead of holding it.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const info = await transport.sendMail({
      from: { name: from.name ?? mail.fromName, address: from.address },
      to: [...mail.to],
      cc: [...mail.cc],
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename,
        content: typeof attachment.content === "string" ? attachment.content : Buffer.from(attachment.content),
        contentType: attachment.contentType,
      })),
      signal,
    });
    const rejectedErrors = ((info as { rejectedErrors?: RejectedError[] }).rejectedErrors ?? []).map(refusal);
    const refused = info.rejected.map(
      (address) =>
        rejectedErrors.find((entry) => entry.address === address) ?? { address, reason: "rechazado por el servidor" },
    );
    return { messageId: info.messageId, accepted: info.accepted.map(String), refused };
  } catch (error) {
    throw new MailFailure(mailErrorText(error, signal.aborted));
  } finally {
    transport.close();
  }
}

function refusal(error: RejectedError): { address: string; reason: string } {
  return { address: error.recipient ?? "", reason: refusedRecipientText(error) };
}
