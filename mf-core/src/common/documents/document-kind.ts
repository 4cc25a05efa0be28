import type { ReactNode } from "react";
import type { BadgeTone, ClientOwned } from "shared-ui";

/** A row of the quotes or invoices list: the fields the shared table reads. */
export type DocumentListItem = ClientOwned & { id: number; total: string; status: string };

/** The documents' operations in the endpoint table, each kind's own: quotes' or invoices'. */
export type DocumentList = "listQuotes" | "listInvoices";
/** One whole record, lines included (the list's rows have none). */
export type DocumentRead = "getQuote" | "getInvoice";

/**
 * What differs between the quotes and the invoices screens; everything else is one page and one
 * table. `List` and `Read` are type parameters so that the screen's rows and records take the
 * types of the kind's own operations.
 */
export type DocumentKind<
  Item extends DocumentListItem,
  List extends DocumentList = DocumentList,
  Read extends DocumentRead = DocumentRead,
> = {
  operations: { list: List; record: Read; pdf: "quotePdf" | "invoicePdf"; remove: "deleteQuote" | "deleteInvoice" };
  title: string;
  subtitle: string;
  /** 'Nueva Cotización' */
  addLabel: string;
  searchPlaceholder: string;
  emptyMessage: string;
  /** 'cotización': a row's buttons are named after it ('Descargar cotización COT-2026-0003'). */
  noun: string;
  /** 'COT-2026-0003', also the PDF's file name. */
  number: (item: Item) => string;
  /** The column between the client and the amount (the quote's project, the invoice's date). */
  detailColumn: { label: string; value: (item: Item) => ReactNode };
  status: (item: Item) => { label: string; tone: BadgeTone };
  /** A second status, in a column of its own after 'Estado' (the invoice's electronic one); null: none. */
  extraStatus?: { column: string; badge: (item: Item) => { label: string; tone: BadgeTone } | null };
  /** Why a row may not be edited or deleted now (an issued invoice); undefined where it may. */
  locks?: (item: Item) => { edit?: string; remove?: string };
  /** The delete's question and notices (useConfirmedDelete). */
  remove: { question: string; deleted: string; failed: string };
};
