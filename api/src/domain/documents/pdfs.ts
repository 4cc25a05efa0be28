import { and, eq, inArray } from "drizzle-orm";
import type { CreditNoteRecord, InvoiceRecord, QuoteRecord } from "../../contract";
import type { Db } from "../../db/client";
import { type CompanySettings, clients, feDocuments, invoices } from "../../db/schema";
import { issuerOf } from "../../pdf/issuer";
import type { PdfJob } from "../../pdf/pdf-jobs";
import { type DocumentClient, documentFileName } from "../../pdf/sales-document";
import { readCompanySettings } from "../company-settings";
import { findCreditNote } from "../credit-notes/records";
import { creditNotePdfFiscal, invoicePdfFiscal } from "../fe/pdf-fiscal";
import { findInvoice } from "./invoices";
import { findQuote } from "./quotes";

// What a quote's or an invoice's PDF prints, read in one snapshot: the record with its lines
// (the records' own functions), the client's fiscal data and the company settings. The PDF
// itself is drawn by src/pdf (api/docs/pdf-documents.md).

export type DocumentPdfSource<Rec> = { record: Rec; client: DocumentClient | null; company: CompanySettings };

/** The client as a document prints it; null once it is gone. */
export async function readDocumentClient(db: Db, clientId: number): Promise<DocumentClient | null> {
  const [row] = await db
    .select({
      name: clients.name,
      company: clients.company,
      ruc: clients.ruc,
      dv: clients.dv,
      address: clients.address,
      email: clients.email,
      phone: clients.phone,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}

function readSource<Rec extends { clientId: number }>(db: Db, find: (tx: Db) => Promise<Rec>) {
  return db.transaction(
    async (tx): Promise<DocumentPdfSource<Rec>> => {
      const record = await find(tx);
      return { record, client: await readDocumentClient(tx, record.clientId), company: await readCompanySettings(tx) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** 404 'Cotización no encontrada' for an unknown id (findQuote). */
export const quotePdfSource = (db: Db, id: number): Promise<DocumentPdfSource<QuoteRecord>> =>
  readSource(db, (tx) => findQuote(tx, id));

/** 404 'Factura no encontrada' for an unknown id (findInvoice). */
export const invoicePdfSource = (db: Db, id: number): Promise<DocumentPdfSource<InvoiceRecord>> =>
  readSource(db, (tx) => findInvoice(tx, id));

/** 404 'Nota de crédito no encontrada' for an unknown id (findCreditNote). */
export const creditNotePdfSource = (db: Db, id: number): Promise<DocumentPdfSource<CreditNoteRecord>> =>
  readSource(db, (tx) => findCreditNote(tx, id));

// The PDF jobs of each document, as its download route and its e-mail attach them (one build).

/** A document's PDF job and its file name ('FAC-2026-0010.pdf'). */
export type DocumentPdf = { job: PdfJob; fileName: string };

export async function quotePdfJob(db: Db, id: number): Promise<DocumentPdf> {
  const { record, client, company } = await quotePdfSource(db, id);
  return {
    job: { kind: "quote", issuer: await issuerOf(company), quote: record, client },
    fileName: documentFileName(record.quoteNumber),
  };
}

/** The invoice with its electronic document printed as the CAFE once it has one. */
export async function invoicePdfJob(db: Db, id: number): Promise<DocumentPdf> {
  const { record, client, company } = await invoicePdfSource(db, id);
  return {
    job: {
      kind: "invoice",
      issuer: await issuerOf(company),
      invoice: record,
      client,
      fiscal: await invoicePdfFiscal(db, record.id),
    },
    fileName: documentFileName(record.invoiceNumber),
  };
}

/** The note, the invoice it corrects (number, date, CUFE) and its CAFE once issued. */
export async function creditNotePdfJob(db: Db, id: number): Promise<DocumentPdf> {
  const { record, client, company } = await creditNotePdfSource(db, id);
  const [invoice] = await db
    .select({ issueDate: invoices.issueDate, cufe: feDocuments.cufe })
    .from(invoices)
    .leftJoin(feDocuments, and(eq(feDocuments.invoiceId, invoices.id), inArray(feDocuments.documentType, ["01", "03"])))
    .where(eq(invoices.id, record.invoiceId));
  return {
    job: {
      kind: "credit-note",
      issuer: await issuerOf(company),
      note: record,
      invoice: {
        invoiceNumber: record.invoiceNumber,
        issueDate: invoice?.issueDate ?? record.issueDate,
        cufe: invoice?.cufe ?? null,
      },
      client,
      fiscal: await creditNotePdfFiscal(db, record.id),
    },
    fileName: documentFileName(record.creditNoteNumber),
  };
}
