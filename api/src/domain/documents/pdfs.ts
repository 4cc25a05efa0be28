import { eq } from "drizzle-orm";
import type { CreditNoteRecord, InvoiceRecord, QuoteRecord } from "../../contract";
import type { Db } from "../../db/client";
import { type CompanySettings, clients } from "../../db/schema";
import type { DocumentClient } from "../../pdf/sales-document";
import { readCompanySettings } from "../company-settings";
import { findCreditNote } from "../credit-notes/records";
import { findInvoice } from "./invoices";
import { findQuote } from "./quotes";

// What a quote's or an invoice's PDF prints, read in one snapshot: the record with its lines
// (the records' own functions), the client's fiscal data and the company settings. The PDF
// itself is drawn by src/pdf (api/docs/pdf-documents.md).

export type DocumentPdfSource<Rec> = { record: Rec; client: DocumentClient | null; company: CompanySettings };

async function readClient(db: Db, clientId: number): Promise<DocumentClient | null> {
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
      return { record, client: await readClient(tx, record.clientId), company: await readCompanySettings(tx) };
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
