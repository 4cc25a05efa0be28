import { asc, eq } from "drizzle-orm";
import {
  canonicalDecimal,
  computeLine,
  type DocumentLineData,
  type DocumentLineRecord,
  type DocumentLinesRecord,
  type DocumentText,
  documentTextIssue,
  dominantItbmsRate,
  type ItbmsRate,
  incomeAccountRefused,
  itbmsRateOf,
  MAX_MONEY,
  sumDocumentLines,
  toCents,
} from "../../contract";
import type { Db } from "../../db/client";
import { chartOfAccounts, invoiceLines, quoteLines, recurringInvoiceLines } from "../../db/schema";
import { DomainFailure, FieldFailure } from "../failures";
import { postableIncomeAccounts } from "../finance/chart-accounts";

// The lines of quotes, invoices and recurring invoices: reading them for the records, pricing them,
// and writing them with the document's totals (rules: api/docs/documents.md).

export type DocumentKind = "quote" | "invoice" | "recurring_invoice";

/** The line table of each kind, and its column naming the document. */
const tables = {
  quote: { table: quoteLines, documentId: quoteLines.quoteId },
  invoice: { table: invoiceLines, documentId: invoiceLines.invoiceId },
  recurring_invoice: { table: recurringInvoiceLines, documentId: recurringInvoiceLines.recurringInvoiceId },
} as const;

export const TOTAL_TOO_LARGE = "El monto excede el máximo permitido";

/** A stored row as the record answers it: canonical decimals ("2.5", "1000.00"), rate "7". */
function toLineRecord(
  row: typeof quoteLines.$inferSelect | typeof invoiceLines.$inferSelect | typeof recurringInvoiceLines.$inferSelect,
  incomeAccountCode: string | null,
): DocumentLineRecord {
  return {
    id: row.id,
    position: row.position,
    description: row.description,
    quantity: canonicalDecimal(row.quantity),
    unitPrice: canonicalDecimal(row.unitPrice, 2),
    discountPercent: canonicalDecimal(row.discountPercent),
    itbmsRate: itbmsRateOf(row.itbmsRate),
    subtotal: row.subtotal,
    itbmsAmount: row.itbmsAmount,
    total: row.total,
    incomeAccountCode,
  };
}

/** A document's lines, in its order, with their income accounts' codes. */
export async function readDocumentLines(db: Db, kind: DocumentKind, id: number): Promise<DocumentLineRecord[]> {
  const { table, documentId } = tables[kind];
  const rows = await db
    .select({ line: table, incomeAccountCode: chartOfAccounts.code })
    .from(table)
    .leftJoin(chartOfAccounts, eq(chartOfAccounts.id, table.incomeAccountId))
    .where(eq(documentId, id))
    .orderBy(asc(table.position));
  return rows.map((row) => toLineRecord(row.line, row.incomeAccountCode));
}

/**
 * The ids of the income accounts the lines name; a code that is not one a line may post to
 * (postableIncomeAccounts) is refused on the lines (400), before anything is written.
 */
async function incomeAccountIds(tx: Db, lines: PricedLines["lines"]): Promise<Map<string, number>> {
  const codes = [...new Set(lines.flatMap((line) => (line.incomeAccountCode ? [line.incomeAccountCode] : [])))];
  if (codes.length === 0) return new Map();
  const found = await postableIncomeAccounts(tx, codes);
  const ids = new Map(found.map((row) => [row.code, row.id]));
  const refused = codes.find((code) => !ids.has(code));
  if (refused) throw new FieldFailure("lines", incomeAccountRefused(refused));
  return ids;
}

/** A document's lines and its ITBMS breakdown, summed from the stored (already rounded) lines. */
function linesRecord(lines: DocumentLineRecord[]): DocumentLinesRecord {
  return { lines, itbmsBreakdown: sumDocumentLines(lines).breakdown };
}

/**
 * A record with its lines, read in one more query. Only a single document is read whole: the
 * lists answer theirs without lines (api/docs/documents.md).
 */
export async function withLines<Rec extends { id: number }>(
  db: Db,
  kind: DocumentKind,
  record: Rec,
): Promise<Rec & DocumentLinesRecord> {
  return { ...record, ...linesRecord(await readDocumentLines(db, kind, record.id)) };
}

/** The one line a document sent with a single amount and rate becomes: 1 × the amount, no discount. */
export function singleLine(description: string, amount: string, itbmsRate: ItbmsRate): DocumentLineData {
  return { description, quantity: "1", unitPrice: amount, discountPercent: "0", itbmsRate };
}

/** The lines a new document is created with: its `lines`, else its single amount as one line. */
export function linesOfNewDocument(
  input: { lines?: DocumentLineData[]; amount?: string; itbmsRate: ItbmsRate },
  description: string,
): DocumentLineData[] {
  if (input.lines) return input.lines;
  // The contract refuses a body with neither ('El monto es requerido').
  if (input.amount === undefined) throw new FieldFailure("amount", "El monto es requerido");
  return [singleLine(description, input.amount, input.itbmsRate)];
}

const fitsMoney = (amount: string) => toCents(amount) <= toCents(MAX_MONEY);

/**
 * Each line priced (computeLine) and the document's columns: amount = the sum of the subtotals,
 * itbmsAmount and total the sums of the lines', itbmsRate the rate of the largest line. A figure
 * numeric(14,2) cannot hold is refused before anything is written.
 */
export function priceLines(lines: DocumentLineData[]) {
  const priced = lines.map((line) => ({ ...line, ...computeLine(line) }));
  const totals = sumDocumentLines(priced);
  if (!priced.every((line) => fitsMoney(line.total)) || !fitsMoney(totals.total)) {
    throw new DomainFailure("invalid", TOTAL_TOO_LARGE);
  }
  return {
    lines: priced,
    amounts: {
      amount: totals.subtotal,
      itbmsRate: dominantItbmsRate(priced),
      itbmsAmount: totals.itbmsAmount,
      total: totals.total,
    },
  };
}
export type PricedLines = ReturnType<typeof priceLines>;

/** Replaces a document's lines with these, numbered 0, 1, 2… (inside the document's transaction). */
export async function replaceDocumentLines(
  tx: Db,
  kind: DocumentKind,
  documentId: number,
  lines: PricedLines["lines"],
): Promise<void> {
  const accounts = await incomeAccountIds(tx, lines);
  const rows = lines.map((line, position) => ({
    position,
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    itbmsRate: line.itbmsRate,
    subtotal: line.subtotal,
    itbmsAmount: line.itbmsAmount,
    total: line.total,
    incomeAccountId: line.incomeAccountCode ? (accounts.get(line.incomeAccountCode) ?? null) : null,
  }));
  if (kind === "quote") {
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, documentId));
    await tx.insert(quoteLines).values(rows.map((row) => ({ ...row, quoteId: documentId })));
  } else if (kind === "recurring_invoice") {
    await tx.delete(recurringInvoiceLines).where(eq(recurringInvoiceLines.recurringInvoiceId, documentId));
    await tx.insert(recurringInvoiceLines).values(rows.map((row) => ({ ...row, recurringInvoiceId: documentId })));
  } else {
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, documentId));
    await tx.insert(invoiceLines).values(rows.map((row) => ({ ...row, invoiceId: documentId })));
  }
}

/** A stored line as a line to write again (a quote's lines copied onto its invoice). */
export const lineData = (line: DocumentLineRecord): DocumentLineData => ({
  description: line.description,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  discountPercent: line.discountPercent,
  itbmsRate: line.itbmsRate,
  incomeAccountCode: line.incomeAccountCode,
});

/** True when the lines sent say exactly what is stored (the edit form saved untouched). */
export function sameLines(stored: readonly DocumentLineRecord[], sent: readonly DocumentLineData[]): boolean {
  return (
    stored.length === sent.length &&
    stored.every((line, index) => {
      const other = sent[index];
      return (
        other !== undefined &&
        line.description === other.description &&
        line.quantity === other.quantity &&
        line.unitPrice === other.unitPrice &&
        line.discountPercent === other.discountPercent &&
        line.itbmsRate === other.itbmsRate &&
        // Null and absent both mean the default account.
        line.incomeAccountCode === (other.incomeAccountCode ?? null)
      );
    })
  );
}

export const multipleLinesMessage = (noun: "La cotización" | "La factura") =>
  `${noun} tiene varias líneas: cambie el monto o el ITBMS en sus líneas`;

/**
 * The lines a PATCH leaves a document with, or null when they stay as stored. `lines` replaces
 * them all. Without lines, a changed `amount` or `itbmsRate` (as SPEC-era clients send them)
 * rewrites the document's one line: the amount becomes 1 × amount with no discount, the rate the
 * line's rate. On a document of several lines that is ambiguous, and refused (400).
 */
export function linesAfterPatch(
  stored: DocumentLineRecord[],
  changes: { lines?: DocumentLineData[]; amount?: string; itbmsRate?: ItbmsRate },
  current: { amount: string; itbmsRate: ItbmsRate; lineDescription: string; noun: "La cotización" | "La factura" },
): DocumentLineData[] | null {
  if (changes.lines) return sameLines(stored, changes.lines) ? null : changes.lines;
  if (changes.amount === undefined && changes.itbmsRate === undefined) return null;
  if (stored.length > 1) {
    throw new FieldFailure(changes.amount !== undefined ? "amount" : "itbmsRate", multipleLinesMessage(current.noun));
  }
  const line = stored[0] ? lineData(stored[0]) : singleLine(current.lineDescription, current.amount, current.itbmsRate);
  const repriced =
    changes.amount === undefined
      ? line
      : { ...singleLine(line.description, changes.amount, line.itbmsRate), incomeAccountCode: line.incomeAccountCode };
  return [{ ...repriced, itbmsRate: changes.itbmsRate ?? line.itbmsRate }];
}

/**
 * A PATCH that changes a document's text (its title, description or lines) is held to the
 * contract's limits on the whole document as it will be; one that leaves the text alone is not,
 * so a document stored before the limits keeps taking status and date changes.
 */
export function checkTextAfterPatch(
  changed: { title?: string | null; description?: string | null },
  newLines: DocumentText["lines"] | null,
  current: Required<Pick<DocumentText, "title" | "description" | "lines">>,
): void {
  if (changed.title === undefined && changed.description === undefined && !newLines) return;
  const issue = documentTextIssue({
    title: changed.title !== undefined ? changed.title : current.title,
    description: changed.description !== undefined ? changed.description : current.description,
    lines: newLines ?? current.lines,
  });
  // On the field the PATCH sent, which is what made the document too long.
  const field = newLines ? "lines" : changed.description !== undefined ? "description" : "title";
  if (issue) throw new FieldFailure(field, issue.message);
}
