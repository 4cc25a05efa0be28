import { eq } from "drizzle-orm";
import { CREDIT_NOTE_NOT_FOUND } from "../../contract/documents/credit-notes";
import type { EmailDocumentKind, MailTemplateKind } from "../../contract/documents/mail";
import { panamaDateOf } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { clients, creditNotes, invoices, quotes } from "../../db/schema";
import type { Env } from "../../env";
import type { MailAttachment } from "../../mail/transport";
import { issuerOf } from "../../pdf/issuer";
import { statementFileName } from "../../pdf/statement";
import type { PdfRenderer } from "../../pdf/worker-pool";
import { readCompanySettings } from "../company-settings";
import { findCreditNote } from "../credit-notes/records";
import { CLIENT_NOT_FOUND } from "../crm/clients";
import { clientStatement } from "../crm/statement";
import { findInvoice, INVOICE_NOT_FOUND } from "../documents/invoices";
import { creditNotePdfJob, invoicePdfJob, quotePdfJob, readDocumentClient } from "../documents/pdfs";
import { findQuote, QUOTE_NOT_FOUND } from "../documents/quotes";
import { DomainFailure } from "../failures";
import { creditNoteFeXml, invoiceFeXml } from "../fe/records";
import type { MailSource } from "./placeholders";

// What each kind of document is when e-mailed (api/docs/mail.md): its figures for the
// placeholders, and its files. The PDFs are the download routes' own (domain/documents/pdfs.ts);
// an electronic document also sends its XML once signed or authorised.

/** A file to attach: named at once (the draft lists it), made only when the message is sent. */
export type PlannedAttachment = { filename: string; contentType: string; make: () => Promise<Uint8Array | string> };

const PDF = "application/pdf";
const XML = "application/xml";

/** A fiscal document is sent with its XML while it stands: signed (contingency) or authorised. */
const sendsXml = (status: string | null) => status === "signed" || status === "authorised";

type Loaded = { source: Omit<MailSource, "db" | "env" | "templateKind" | "companyName">; files: PlannedAttachment[] };

async function clientOf(db: Db, clientId: number): Promise<MailSource["client"]> {
  const [client] = await db
    .select({
      id: clients.id,
      name: clients.name,
      company: clients.company,
      email: clients.email,
      noReminders: clients.noReminders,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw new DomainFailure("not_found", CLIENT_NOT_FOUND);
  return client;
}

function pdfFile(filename: string, render: () => Promise<Uint8Array>): PlannedAttachment {
  return { filename, contentType: PDF, make: render };
}

async function loadQuote(db: Db, id: number, pdf: PdfRenderer): Promise<Loaded> {
  const quote = await findQuote(db, id);
  return {
    source: {
      documentKind: "quote",
      documentId: id,
      client: await clientOf(db, quote.clientId),
      document: {
        number: quote.quoteNumber,
        date: panamaDateOf(new Date(quote.createdAt)),
        total: quote.total,
        dueDate: null,
        validUntil: quote.validUntil,
        balance: null,
        invoiceNumber: null,
        status: quote.status,
      },
      reminderDays: null,
      answerLink: null,
    },
    files: [pdfFile(`${quote.quoteNumber}.pdf`, async () => pdf.render((await quotePdfJob(db, id)).job))],
  };
}

async function loadInvoice(db: Db, id: number, pdf: PdfRenderer): Promise<Loaded> {
  const invoice = await findInvoice(db, id);
  const files = [pdfFile(`${invoice.invoiceNumber}.pdf`, async () => pdf.render((await invoicePdfJob(db, id)).job))];
  if (sendsXml(invoice.feStatus)) {
    const xml = await invoiceFeXml(db, id);
    files.push({ filename: xml.fileName, contentType: XML, make: async () => xml.xml });
  }
  return {
    source: {
      documentKind: "invoice",
      documentId: id,
      client: await clientOf(db, invoice.clientId),
      document: {
        number: invoice.invoiceNumber,
        date: invoice.issueDate,
        total: invoice.total,
        dueDate: invoice.dueDate,
        validUntil: null,
        balance: invoice.receivable?.balanceAmount ?? invoice.total,
        invoiceNumber: null,
        status: invoice.status,
      },
      reminderDays: null,
      answerLink: null,
    },
    files,
  };
}

async function loadCreditNote(db: Db, id: number, pdf: PdfRenderer): Promise<Loaded> {
  const note = await findCreditNote(db, id);
  const files = [pdfFile(`${note.creditNoteNumber}.pdf`, async () => pdf.render((await creditNotePdfJob(db, id)).job))];
  if (sendsXml(note.feStatus)) {
    const xml = await creditNoteFeXml(db, id);
    files.push({ filename: xml.fileName, contentType: XML, make: async () => xml.xml });
  }
  return {
    source: {
      documentKind: "credit_note",
      documentId: id,
      client: await clientOf(db, note.clientId),
      document: {
        number: note.creditNoteNumber,
        date: note.issueDate,
        total: note.total,
        dueDate: null,
        validUntil: null,
        balance: null,
        invoiceNumber: note.invoiceNumber,
        status: null,
      },
      reminderDays: null,
      answerLink: null,
    },
    files,
  };
}

async function loadStatement(db: Db, clientId: number, pdf: PdfRenderer): Promise<Loaded> {
  const statement = await clientStatement(db, clientId);
  const render = async () => {
    const [company, client] = await Promise.all([readCompanySettings(db), readDocumentClient(db, clientId)]);
    return pdf.render({ kind: "statement", issuer: await issuerOf(company), statement, client });
  };
  return {
    source: {
      documentKind: "statement",
      documentId: clientId,
      client: await clientOf(db, clientId),
      document: {
        number: statement.clientName,
        date: statement.asOf,
        total: statement.totalDue,
        dueDate: null,
        validUntil: null,
        balance: statement.totalDue,
        invoiceNumber: null,
        status: null,
      },
      reminderDays: null,
      answerLink: null,
    },
    files: [pdfFile(statementFileName(statement), render)],
  };
}

const loaders: Record<EmailDocumentKind, (db: Db, id: number, pdf: PdfRenderer) => Promise<Loaded>> = {
  quote: loadQuote,
  invoice: loadInvoice,
  credit_note: loadCreditNote,
  statement: loadStatement,
};

/**
 * The document `kind` `id` as its e-mail reads it, written from `templateKind` (the document's own
 * unless a reminder's or a follow-up's), and its planned files. 404 for an unknown document.
 */
export async function loadMailDocument(
  db: Db,
  env: Env,
  pdf: PdfRenderer,
  kind: EmailDocumentKind,
  id: number,
  templateKind: MailTemplateKind = kind,
): Promise<{ source: MailSource; files: PlannedAttachment[] }> {
  const [loaded, company] = await Promise.all([loaders[kind](db, id, pdf), readCompanySettings(db)]);
  const companyName = company.tradeName?.trim() || company.legalName;
  return { source: { ...loaded.source, db, env, templateKind, companyName }, files: loaded.files };
}

/** The files, made now (the PDFs rendered off the request thread); a busy PDF pool is a 503. */
export const makeAttachments = (files: readonly PlannedAttachment[]): Promise<MailAttachment[]> =>
  Promise.all(
    files.map(async (file) => ({ filename: file.filename, contentType: file.contentType, content: await file.make() })),
  );

const documentTables = {
  quote: { table: quotes, notFound: QUOTE_NOT_FOUND },
  invoice: { table: invoices, notFound: INVOICE_NOT_FOUND },
  credit_note: { table: creditNotes, notFound: CREDIT_NOTE_NOT_FOUND },
  statement: { table: clients, notFound: CLIENT_NOT_FOUND },
} as const;

/** 404 unless the document exists (a history of an unknown document is not an empty one). */
export async function assertDocumentExists(db: Db, kind: EmailDocumentKind, id: number): Promise<void> {
  const { table, notFound } = documentTables[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw new DomainFailure("not_found", notFound);
}
