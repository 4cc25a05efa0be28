import type { DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ClientStatementRecord, CreditNoteRecord, InvoiceRecord, QuoteRecord } from "../contract";
import type { PdfFiscalDocument } from "./components/fiscal-block";
import type { PdfIssuer } from "./issuer";
import {
  type CorrectedInvoice,
  creditNoteDocument,
  type DocumentClient,
  invoiceDocument,
  quoteDocument,
} from "./sales-document";
import { type SectionsReport, sectionsReportDocument } from "./sections-report";
import { statementDocument } from "./statement";

// Every PDF the server makes, as plain data a worker thread can receive (a React element cannot
// cross threads): which document, and what it prints. The worker builds the element itself.

export type PdfJob =
  | { kind: "quote"; issuer: PdfIssuer; quote: QuoteRecord; client: DocumentClient | null }
  | {
      kind: "invoice";
      issuer: PdfIssuer;
      invoice: InvoiceRecord;
      client: DocumentClient | null;
      /** Its electronic document, printed as the CAFE; null before it is issued. */
      fiscal: PdfFiscalDocument | null;
    }
  | {
      kind: "credit-note";
      issuer: PdfIssuer;
      note: CreditNoteRecord;
      invoice: CorrectedInvoice;
      client: DocumentClient | null;
      fiscal: PdfFiscalDocument | null;
    }
  /** A client's statement of account: its open invoices and what it owes. */
  | { kind: "statement"; issuer: PdfIssuer; statement: ClientStatementRecord; client: DocumentClient | null }
  /** A financial statement or a DGI form's boxes. */
  | { kind: "sections-report"; issuer: PdfIssuer; report: SectionsReport };

/** A job as sent to a worker: `now` dates the footer with the request's day, not the worker's. */
export type DatedPdfJob = PdfJob & { now: Date };

type Builders = {
  [Kind in PdfJob["kind"]]: (job: Extract<DatedPdfJob, { kind: Kind }>) => ReactElement<DocumentProps>;
};

const builders: Builders = {
  quote: (job) => quoteDocument(job.issuer, job.quote, job.client, job.now),
  invoice: (job) => invoiceDocument(job.issuer, job.invoice, job.client, job.fiscal, job.now),
  "credit-note": (job) => creditNoteDocument(job.issuer, job.note, job.invoice, job.client, job.fiscal, job.now),
  statement: (job) => statementDocument(job.issuer, job.statement, job.client, job.now),
  "sections-report": (job) => sectionsReportDocument(job.issuer, job.report, job.now),
};

/**
 * The job's <Document>. Structured cloning turns the logo's Buffer into a plain Uint8Array, which
 * react-pdf would not read as image data: it is made a Buffer again here.
 */
export function pdfDocument(job: DatedPdfJob): ReactElement<DocumentProps> {
  const { logo } = job.issuer;
  const issuer: PdfIssuer = { ...job.issuer, logo: logo && { ...logo, data: Buffer.from(logo.data) } };
  const build = builders[job.kind] as (job: DatedPdfJob) => ReactElement<DocumentProps>;
  return build({ ...job, issuer });
}
