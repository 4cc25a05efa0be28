import { and, asc, between, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { type Form430Document, monthBounds } from "../../../contract";
import { owedInvoiceStatuses } from "../../../contract/values/statuses";
import type { Db } from "../../../db/client";
import { clients, creditNotes, feDocuments, invoices } from "../../../db/schema";

// The month's sales documents beside its Formulario 430 (api/docs/dgi-reports.md): the invoices
// issued in it (annulled ones too, marked not counted) and its credit notes, with their fiscal
// documents. What `counted` marks adds up to the form's sales and débito fiscal.

const clientName = sql<string | null>`coalesce(${clients.company}, ${clients.name})`;
const fiscalNumber = sql<string | null>`${feDocuments.billingPoint} || '-' || ${feDocuments.number}`;
const negated = (column: typeof creditNotes.amount) => sql<string>`(-${column})::numeric(14,2)::text`;

export async function form430Documents(db: Db, month: string): Promise<Form430Document[]> {
  const { from, to } = monthBounds(month);
  const billed = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      status: invoices.status,
      issueDate: invoices.issueDate,
      clientName,
      documentType: feDocuments.documentType,
      fiscalNumber,
      cufe: feDocuments.cufe,
      feStatus: feDocuments.status,
      amount: invoices.amount,
      itbmsAmount: invoices.itbmsAmount,
      total: invoices.total,
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(feDocuments, and(eq(feDocuments.invoiceId, invoices.id), inArray(feDocuments.documentType, ["01", "03"])))
    .where(
      and(
        between(invoices.issueDate, from, to),
        // Billed ones, and any that had a fiscal document (an annulled invoice is cancelled).
        or(inArray(invoices.status, [...owedInvoiceStatuses]), isNotNull(feDocuments.id)),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNumber));
  const notes = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.creditNoteNumber,
      issueDate: creditNotes.issueDate,
      clientName,
      documentType: feDocuments.documentType,
      fiscalNumber,
      cufe: feDocuments.cufe,
      feStatus: feDocuments.status,
      amount: negated(creditNotes.amount),
      itbmsAmount: negated(creditNotes.itbmsAmount),
      total: negated(creditNotes.total),
    })
    .from(creditNotes)
    .leftJoin(clients, eq(clients.id, creditNotes.clientId))
    .leftJoin(feDocuments, eq(feDocuments.creditNoteId, creditNotes.id))
    .where(between(creditNotes.issueDate, from, to))
    .orderBy(asc(creditNotes.issueDate), asc(creditNotes.creditNoteNumber));
  const type = (code: string | null) => (code as Form430Document["documentType"]) ?? null;
  return [
    ...billed.map((row) => ({
      kind: "invoice" as const,
      id: row.id,
      number: row.number,
      invoiceStatus: row.status,
      issueDate: row.issueDate,
      clientName: row.clientName,
      documentType: type(row.documentType),
      fiscalNumber: row.fiscalNumber,
      cufe: row.cufe,
      feStatus: row.feStatus,
      counted: owedInvoiceStatuses.includes(row.status),
      amount: row.amount,
      itbmsAmount: row.itbmsAmount,
      total: row.total,
    })),
    ...notes.map((row) => ({
      kind: "credit_note" as const,
      id: row.id,
      number: row.number,
      invoiceStatus: null,
      issueDate: row.issueDate,
      clientName: row.clientName,
      documentType: type(row.documentType),
      fiscalNumber: row.fiscalNumber,
      cufe: row.cufe,
      feStatus: row.feStatus,
      counted: true,
      amount: row.amount,
      itbmsAmount: row.itbmsAmount,
      total: row.total,
    })),
  ];
}
