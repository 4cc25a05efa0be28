import type { EmailDocumentKind, EmailStatus } from "api/contract";
import type { BadgeTone } from "shared-ui";

/** Each kind of document's e-mail operations in the endpoint table: the draft, the send, its history. */
export const emailOperations = {
  quote: { draft: "quoteEmailDraft", send: "sendQuoteEmail", history: "quoteEmails" },
  invoice: { draft: "invoiceEmailDraft", send: "sendInvoiceEmail", history: "invoiceEmails" },
  credit_note: { draft: "creditNoteEmailDraft", send: "sendCreditNoteEmail", history: "creditNoteEmails" },
  statement: {
    draft: "clientStatementEmailDraft",
    send: "sendClientStatementEmail",
    history: "clientStatementEmails",
  },
} as const satisfies Record<EmailDocumentKind, { draft: string; send: string; history: string }>;

/** The document an e-mail is about: its kind, its id (the client's for a statement) and its name. */
export type EmailedDocument = { kind: EmailDocumentKind; id: number; title: string };

export const emailStatusTone: Record<EmailStatus, BadgeTone> = {
  sending: "info",
  sent: "success",
  failed: "destructive",
};
