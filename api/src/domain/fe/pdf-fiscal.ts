import QRCode from "qrcode";
import { panamaDateOf } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import type { FeDocumentRow } from "../../db/schema";
import type { PdfFiscalDocument } from "../../pdf/components/fiscal-block";
import { pdfDate } from "../../pdf/format";
import { creditNoteFeDocument, invoiceFeDocument } from "./records";

/** 'HH:MM' of an instant in Panama (UTC−5 all year). */
const panamaTime = (instant: Date) => new Date(instant.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(11, 16);

/** What the invoice's PDF prints of its electronic document (the CAFE); null before it is issued. */
export async function invoicePdfFiscal(db: Db, invoiceId: number): Promise<PdfFiscalDocument | null> {
  const row = await invoiceFeDocument(db, invoiceId);
  return row ? pdfFiscalOf(row) : null;
}

/** The same for a credit note's document (04). */
export async function creditNotePdfFiscal(db: Db, creditNoteId: number): Promise<PdfFiscalDocument | null> {
  const row = await creditNoteFeDocument(db, creditNoteId);
  return row ? pdfFiscalOf(row) : null;
}

async function pdfFiscalOf(row: FeDocumentRow): Promise<PdfFiscalDocument> {
  const qrImage = row.qrContent
    ? {
        data: await QRCode.toBuffer(row.qrContent, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 }),
        format: "png" as const,
      }
    : null;
  return {
    status: row.status,
    fiscalNumber: `${row.billingPoint}-${row.number}`,
    cufe: row.cufe,
    protocol: row.protocol,
    authorisedOn: row.authorisedAt
      ? `${pdfDate(panamaDateOf(row.authorisedAt))} ${panamaTime(row.authorisedAt)}`
      : null,
    qrImage,
  };
}
