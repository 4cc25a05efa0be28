import { type DocumentProps, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { CreditNoteRecord } from "../contract/documents/credit-notes";
import type { DocumentLineRecord, ItbmsBreakdownRow } from "../contract/documents/document-lines";
import type { InvoiceRecord } from "../contract/documents/invoices";
import type { QuoteRecord } from "../contract/documents/quotes";
import { amountInWords } from "../contract/values/amount-in-words";
import { panamaDateOf } from "../contract/values/dates";
import type { Currency } from "../contract/values/statuses";
import type { Client } from "../db/schema";
import { FiscalBlock, FiscalMark, type PdfFiscalDocument } from "./components/fiscal-block";
import { PdfPage } from "./components/layout";
import { type PdfColumn, PdfTable } from "./components/table";
import { AmountInWordsBox, LabeledBlock } from "./components/text-blocks";
import { type TotalLine, TotalsBlock } from "./components/totals";
import { groupedDecimal, pdfDate, pdfMoney, pdfRate, pdfUnitPrice } from "./format";
import { type PdfIssuer, taxIdLine } from "./issuer";
import { styles } from "./theme";

// The quote and invoice PDFs (GET /api/quotes/:id/pdf, GET /api/invoices/:id/pdf): what each
// prints is listed in api/docs/pdf-documents.md.

/**
 * Quotes and invoices have no currency of their own: they are in balboas, Panama's unit of
 * account (the dollar circulates at par), as their totals in words say.
 */
export const DOCUMENT_CURRENCY: Currency = "PAB";

/** The client as the document prints it (its clients row; null once it is gone). */
export type DocumentClient = Pick<Client, "name" | "company" | "ruc" | "dv" | "address" | "email" | "phone">;

type SalesDocument = {
  heading: "FACTURA" | "COTIZACIÓN" | "NOTA DE CRÉDITO";
  number: string;
  meta: ReadonlyArray<readonly [string, string]>;
  clientLabel: string;
  title: string | null;
  description: string | null;
  lines: readonly DocumentLineRecord[];
  subtotal: string;
  breakdown: readonly ItbmsBreakdownRow[];
  total: string;
  /** The closing block: payment instructions (invoices) or validity (quotes). */
  closing: { label: string; lines: Array<string | null> };
  /** An invoice's electronic document (its CAFE), or `undefined` for a quote, which is not fiscal. */
  fiscal?: PdfFiscalDocument | null;
};

/** The client's lines: display name (company, else name), the person to attend, RUC and DV, contact. */
export function clientLines(client: DocumentClient | null, fallbackName: string | null): Array<string | null> {
  if (!client) return [fallbackName ?? "Cliente desconocido"];
  const company = client.company?.trim() || null;
  return [
    company ?? client.name,
    company && company !== client.name ? `Atención: ${client.name}` : null,
    taxIdLine(client.ruc, client.dv),
    client.address,
    [client.email, client.phone].filter(Boolean).join(" · ") || null,
  ];
}

/** Subtotal, then per rate its taxable (or exempt) subtotal and its ITBMS, then the total. */
export function totalLines(document: Pick<SalesDocument, "subtotal" | "breakdown" | "total">): TotalLine[] {
  const money = (amount: string) => pdfMoney(amount, DOCUMENT_CURRENCY);
  const byRate = document.breakdown.flatMap((row): TotalLine[] =>
    Number(row.rate) === 0
      ? [{ label: "Subtotal exento", amount: money(row.subtotal) }]
      : [
          { label: `Subtotal gravado ${row.rate}%`, amount: money(row.subtotal) },
          { label: `ITBMS ${row.rate}%`, amount: money(row.itbmsAmount) },
        ],
  );
  return [
    { label: "Subtotal", amount: money(document.subtotal) },
    ...byRate,
    { label: "Total", amount: money(document.total), grand: true },
  ];
}

const lineColumns: PdfColumn<DocumentLineRecord>[] = [
  { header: "Descripción", flex: 4.2, value: (line) => line.description },
  { header: "Cant.", flex: 0.9, align: "right", value: (line) => groupedDecimal(line.quantity) },
  {
    header: "Precio unit.",
    flex: 1.5,
    align: "right",
    value: (line) => pdfUnitPrice(line.unitPrice, DOCUMENT_CURRENCY),
  },
  { header: "Desc.", flex: 0.8, align: "right", value: (line) => `${line.discountPercent}%` },
  { header: "ITBMS", flex: 0.9, align: "right", value: (line) => pdfRate(line.itbmsRate) },
  { header: "Importe", flex: 1.5, align: "right", value: (line) => pdfMoney(line.subtotal, DOCUMENT_CURRENCY) },
];

function SalesDocumentPdf({
  issuer,
  document,
  client,
  generatedOn,
}: {
  issuer: PdfIssuer;
  document: SalesDocument;
  client: Array<string | null>;
  generatedOn: string;
}) {
  const heading = { FACTURA: "Factura", COTIZACIÓN: "Cotización", "NOTA DE CRÉDITO": "Nota de crédito" }[
    document.heading
  ];
  return (
    <PdfPage
      issuer={issuer}
      title={document.heading}
      meta={[["N.º", document.number], ...document.meta]}
      documentTitle={`${heading} ${document.number}`}
      generatedOn={generatedOn}
    >
      {document.fiscal !== undefined && <FiscalMark fiscal={document.fiscal} />}
      <LabeledBlock label={document.clientLabel} lines={client} />
      {(document.title || document.description) && (
        <View style={styles.block}>
          <Text style={styles.sectionLabel}>Concepto</Text>
          {document.title && <Text style={{ fontWeight: 600 }}>{document.title}</Text>}
          {document.description && <Text>{document.description}</Text>}
        </View>
      )}
      <PdfTable columns={lineColumns} rows={document.lines} />
      <TotalsBlock lines={totalLines(document)} />
      <AmountInWordsBox words={amountInWords(document.total, DOCUMENT_CURRENCY)} />
      <LabeledBlock label={document.closing.label} lines={document.closing.lines} />
      {document.fiscal && <FiscalBlock fiscal={document.fiscal} />}
      <Text style={[styles.muted, styles.small]}>
        Montos en balboas (B/.), a la par con el dólar de los Estados Unidos. Importe: cantidad por precio unitario
        menos el descuento, antes del ITBMS.
      </Text>
    </PdfPage>
  );
}

const today = (now: Date) => pdfDate(panamaDateOf(now));

/** What a client needs to pay: the due date, the company's bank account, the reference to quote. */
export function paymentInstructions(issuer: PdfIssuer, invoice: Pick<InvoiceRecord, "invoiceNumber" | "dueDate">) {
  const { bank } = issuer;
  const account = [bank.accountType ? `Cuenta ${bank.accountType}` : "Cuenta", bank.accountNumber]
    .filter(Boolean)
    .join(" N.º ");
  return [
    `Fecha límite de pago: ${pdfDate(invoice.dueDate)}`,
    bank.name ? `Banco: ${bank.name}` : null,
    bank.accountNumber ? account : null,
    bank.accountNumber ? `A nombre de: ${bank.accountHolder ?? issuer.legalName}` : null,
    `Indique la referencia ${invoice.invoiceNumber} al pagar.`,
  ];
}

/** The invoice's PDF document (rendered by the PDF workers: pdf-jobs.tsx). */
export function invoiceDocument(
  issuer: PdfIssuer,
  invoice: InvoiceRecord,
  client: DocumentClient | null,
  fiscal: PdfFiscalDocument | null,
  now = new Date(),
): ReactElement<DocumentProps> {
  const document: SalesDocument = {
    heading: "FACTURA",
    fiscal,
    number: invoice.invoiceNumber,
    meta: [
      ["Fecha de emisión:", pdfDate(invoice.issueDate)],
      ["Fecha de vencimiento:", pdfDate(invoice.dueDate)],
    ],
    clientLabel: "Facturar a",
    title: invoice.title,
    description: invoice.description,
    lines: invoice.lines,
    subtotal: invoice.amount,
    breakdown: invoice.itbmsBreakdown,
    total: invoice.total,
    closing: { label: "Instrucciones de pago", lines: paymentInstructions(issuer, invoice) },
  };
  return (
    <SalesDocumentPdf
      issuer={issuer}
      document={document}
      client={clientLines(client, invoice.clientName)}
      generatedOn={today(now)}
    />
  );
}

/** The invoice a credit note corrects, as its PDF names it: number, date and CUFE. */
export type CorrectedInvoice = { invoiceNumber: string; issueDate: string; cufe: string | null };

/** A credit note's PDF document (its CAFE once issued): what it gives back of which invoice, and why. */
export function creditNoteDocument(
  issuer: PdfIssuer,
  note: CreditNoteRecord,
  invoice: CorrectedInvoice,
  client: DocumentClient | null,
  fiscal: PdfFiscalDocument | null,
  now = new Date(),
): ReactElement<DocumentProps> {
  const document: SalesDocument = {
    heading: "NOTA DE CRÉDITO",
    fiscal,
    number: note.creditNoteNumber,
    meta: [
      ["Fecha de emisión:", pdfDate(note.issueDate)],
      ["Factura:", invoice.invoiceNumber],
    ],
    clientLabel: "Cliente",
    title: null,
    description: note.reason,
    lines: note.lines,
    subtotal: note.amount,
    breakdown: note.itbmsBreakdown,
    total: note.total,
    closing: {
      label: "Factura que corrige",
      lines: [
        `Factura ${invoice.invoiceNumber} del ${pdfDate(invoice.issueDate)}`,
        invoice.cufe ? `CUFE de la factura: ${invoice.cufe}` : null,
      ],
    },
  };
  return (
    <SalesDocumentPdf issuer={issuer} document={document} client={clientLines(client, null)} generatedOn={today(now)} />
  );
}

/** The quote's PDF document. A quote is issued the day it was created (in Panama). */
export function quoteDocument(
  issuer: PdfIssuer,
  quote: QuoteRecord,
  client: DocumentClient | null,
  now = new Date(),
): ReactElement<DocumentProps> {
  const validUntil = pdfDate(quote.validUntil);
  const document: SalesDocument = {
    heading: "COTIZACIÓN",
    number: quote.quoteNumber,
    meta: [
      ["Fecha:", pdfDate(panamaDateOf(new Date(quote.createdAt)))],
      ["Válida hasta:", validUntil],
    ],
    clientLabel: "Cliente",
    title: quote.title,
    description: quote.description,
    lines: quote.lines,
    subtotal: quote.amount,
    breakdown: quote.itbmsBreakdown,
    total: quote.total,
    closing: {
      label: "Validez",
      lines: [`Válida hasta ${validUntil}.`, "La factura se emite al aceptar esta cotización."],
    },
  };
  return (
    <SalesDocumentPdf
      issuer={issuer}
      document={document}
      client={clientLines(client, quote.clientName)}
      generatedOn={today(now)}
    />
  );
}

/** 'FAC-2026-0010.pdf', 'COT-2026-0003.pdf'. */
export const documentFileName = (number: string) => `${number}.pdf`;
