import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type {
  DebtStatus,
  DocumentLineData,
  FeDocumentStatus,
  InvoiceData,
  InvoiceListItem,
  InvoiceListQuery,
  InvoiceRecord,
  InvoiceStatus,
} from "../../contract";
import { DUE_BEFORE_ISSUE, todayInPanama } from "../../contract";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { accountsReceivable, clients, feDocuments, invoices, quotes } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { clientNameSql } from "../crm/client-names";
import { DomainFailure, FieldFailure } from "../failures";
import { checkInvoiceDeletable } from "../fe/invoice-lock";
import { syncLedger } from "../finance/ledger/journal";
import { effectiveInvoiceStatus, effectiveReceivableStatus, invoiceStatusIs } from "../finance/overdue";
import { lockInvoiceReceivable, syncInvoiceReceivable } from "../finance/receivables";
import { countAll, pageAndTotal, withPage } from "../paging";
import { isoTimestamps, lookedUp, newestFirst, oneOrNotFound, recordColumns, returnedRow } from "../records";
import { releaseInvoiceHours } from "../time/release";
import { documentListConditions, startDocument, taxedAmounts } from "./common";
import { linesOfNewDocument, priceLines, replaceDocumentLines, withLines } from "./lines";

export const INVOICE_NOT_FOUND = "Factura no encontrada";
export const DELETE_WITH_PAYMENTS = "No se puede eliminar una factura con pagos registrados";

export type InvoiceChanges = Partial<InvoiceData>;

function selectInvoices(db: Db) {
  return db
    .select({
      ...recordColumns(invoices),
      // A stored 'sent' past its due date (Panama) is answered 'overdue', like its receivable.
      status: effectiveInvoiceStatus,
      clientName: lookedUp<string>(clients, clientNameSql, eq(clients.id, invoices.clientId)),
      receivableId: receivableField<number>(accountsReceivable.id),
      receivableBalance: receivableField<string>(accountsReceivable.balanceAmount),
      receivableStatus: receivableField<DebtStatus>(effectiveReceivableStatus),
      quoteNumber: lookedUp<string>(quotes, quotes.quoteNumber, eq(quotes.id, invoices.quoteId)),
      feStatus: lookedUp<FeDocumentStatus>(feDocuments, feDocuments.status, invoiceOwnFeDocument),
    })
    .from(invoices);
}

/** The invoice's own fiscal document (not a credit note that corrects it). */
export const invoiceOwnFeDocument = sql`${feDocuments.invoiceId} = ${invoices.id} and ${inArray(feDocuments.documentType, ["01", "03"])}`;

/** The list's `feStatus` filter: its document's status, or 'none' when it has none. */
function feStatusIs(status: InvoiceListQuery["feStatus"]): SQL | undefined {
  if (!status) return undefined;
  const own = sql`select 1 from ${feDocuments} where ${invoiceOwnFeDocument}`;
  return status === "none" ? sql`not exists (${own})` : sql`exists (${own} and ${feDocuments.status} = ${status})`;
}

/** A field of the invoice's receivable (unique per invoice), null while it has none. */
const receivableField = <Value>(field: SQL | AnyPgColumn) =>
  lookedUp<Value>(accountsReceivable, field, eq(accountsReceivable.invoiceId, invoices.id));

function toInvoiceListItem(row: Awaited<ReturnType<typeof selectInvoices>>[number]): InvoiceListItem {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    description: row.description,
    ...taxedAmounts(row),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    status: row.status,
    itbmsWithholdingPercent: row.itbmsWithholdingPercent,
    receivable:
      row.receivableId === null || row.receivableBalance === null || row.receivableStatus === null
        ? null
        : { id: row.receivableId, balanceAmount: row.receivableBalance, status: row.receivableStatus },
    quoteId: row.quoteId,
    quoteNumber: row.quoteNumber,
    feStatus: row.feStatus,
    ...isoTimestamps(row),
  };
}

/**
 * The matching invoices, newest first, one page or all, each with its receivable but not its
 * lines; and how many match. `status` is the effective one ('overdue' when past due).
 */
export async function listInvoices(db: Db, query: InvoiceListQuery): Promise<Page<InvoiceListItem>> {
  const where = documentListConditions(
    query,
    invoices,
    and(query.status ? invoiceStatusIs(query.status) : undefined, feStatusIs(query.feStatus)),
  );
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      selectInvoices(db)
        .where(where)
        .orderBy(...newestFirst(invoices))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(invoices).where(where),
  );
  return { rows: rows.map(toInvoiceListItem), total };
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRecord> {
  const invoice = toInvoiceListItem(
    await oneOrNotFound(selectInvoices(db).where(eq(invoices.id, id)), INVOICE_NOT_FOUND),
  );
  return withLines(db, "invoice", invoice);
}

/** The line an invoice sent with a single amount becomes is described by its title, else its description. */
export const invoiceLineDescription = (invoice: { title: string | null; description: string }) =>
  invoice.title?.trim() || invoice.description;

/** What a new invoice is written with, besides its number and totals. */
export type NewInvoice = {
  clientId: number;
  title: string | null;
  description: string;
  issueDate: string;
  dueDate: string;
  status: InvoiceStatus;
  quoteId?: number;
  /** The ITBMS share the client withholds; absent or null: the client's default (none: 0). */
  itbmsWithholdingPercent?: number | null;
};

/** A client's withholding share, the default of its new invoices (0 without one). */
async function clientWithholding(tx: Db, clientId: number): Promise<number> {
  const [client] = await tx
    .select({ percent: clients.itbmsWithholdingPercent })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client?.percent ?? 0;
}

/**
 * Writes a new invoice inside the caller's transaction: its number, its lines and their totals,
 * the activity entry (`origin` says where it came from, e.g. 'desde la cotización COT-2026-0003')
 * and its receivable when it is owed. Answers the new id and number.
 */
export async function insertInvoice(
  tx: Db,
  invoice: NewInvoice,
  lines: DocumentLineData[],
  actor: Actor,
  origin?: string,
): Promise<{ id: number; invoiceNumber: string }> {
  const now = actor.now ?? new Date();
  const priced = priceLines(lines);
  const { clientName, number } = await startDocument(tx, "FAC", invoice.clientId, now);
  const row = await returnedRow(
    tx
      .insert(invoices)
      .values({
        ...invoice,
        itbmsWithholdingPercent: invoice.itbmsWithholdingPercent ?? (await clientWithholding(tx, invoice.clientId)),
        ...priced.amounts,
        invoiceNumber: number,
        paidAt: invoice.status === "paid" ? now : null,
      })
      .returning(),
    "la factura",
  );
  await replaceDocumentLines(tx, "invoice", row.id, priced.lines);
  await recordActivity(tx, {
    userId: actor.userId,
    action: "create",
    entity: "invoice",
    entityId: row.id,
    summary: `Factura ${number} creada para ${clientName}${origin ? ` ${origin}` : ""}`,
  });
  await syncInvoiceReceivable(tx, row, null, actor);
  await syncLedger(tx, "invoice", [row.id], actor);
  return { id: row.id, invoiceNumber: number };
}

/**
 * Numbers the invoice in Panama's current year, writes its lines (a single amount becomes one
 * line) with their totals, and raises its receivable (settled at once when it is created as
 * paid), all in one transaction.
 */
export async function createInvoice(db: Db, input: InvoiceData, actor: Actor): Promise<InvoiceRecord> {
  const now = actor.now ?? new Date();
  const issueDate = input.issueDate ?? todayInPanama(now);
  // The schema compares the two dates when both are sent; without issueDate it is today.
  if (input.dueDate < issueDate) throw new FieldFailure("dueDate", DUE_BEFORE_ISSUE);
  const lines = linesOfNewDocument(input, invoiceLineDescription(input));
  const { clientId, title, description, dueDate, status, itbmsWithholdingPercent } = input;
  return db.transaction(async (tx) => {
    const invoice = { clientId, title, description, issueDate, dueDate, status, itbmsWithholdingPercent };
    const { id } = await insertInvoice(tx, invoice, lines, actor);
    return findInvoice(tx, id);
  });
}

/**
 * Refused once money was collected on it; otherwise its receivable goes with it (FK cascade), and
 * the hours billed on it are unbilled again (a draft from 'Facturar horas', api/docs/time.md).
 */
export async function deleteInvoice(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(invoices).where(eq(invoices.id, id)).for("update"),
      INVOICE_NOT_FOUND,
    );
    await checkInvoiceDeletable(tx, id);
    const receivable = await lockInvoiceReceivable(tx, id);
    if (receivable && receivable.paidCents > 0n) throw new DomainFailure("conflict", DELETE_WITH_PAYMENTS);
    const freedHours = await releaseInvoiceHours(tx, id);
    await tx.delete(invoices).where(eq(invoices.id, id));
    await syncLedger(tx, "invoice", [id], actor);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "invoice",
      entityId: id,
      summary: `Factura ${current.invoiceNumber} eliminada${freedHours > 0 ? `; ${freedHours} ${freedHours === 1 ? "registro" : "registros"} de horas sin facturar de nuevo` : ""}`,
    });
  });
}
