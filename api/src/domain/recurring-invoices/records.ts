import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  RECURRING_INVOICE_NOT_FOUND,
  type RecurringInvoiceListItem,
  type RecurringInvoiceRecord,
  type RecurringInvoiceStatus,
  type RecurringSchedule,
} from "../../contract";
import type { Db } from "../../db/client";
import { clients, type RecurringInvoice, recurringInvoices } from "../../db/schema";
import { clientNameSql } from "../crm/client-names";
import { withLines } from "../documents/lines";
import { isoTimestamps, lookedUp, oneOrNotFound } from "../records";

// How a recurring invoice is read: its row, its client's name and the status it answers.

/** 'finished' once no date is left; otherwise as stored (active or paused). */
export const effectiveRecurringStatus = sql<RecurringInvoiceStatus>`case when ${recurringInvoices.nextDate} is null then 'finished' else ${recurringInvoices.status} end`;

/** The list's `status` filter, on the status as answered. */
export function recurringStatusIs(status: RecurringInvoiceStatus): SQL {
  return status === "finished"
    ? sql`${recurringInvoices.nextDate} is null`
    : sql`${recurringInvoices.nextDate} is not null and ${recurringInvoices.status} = ${status}`;
}

export function selectRecurringInvoices(db: Db) {
  return db
    .select({
      ...getTableColumns(recurringInvoices),
      answeredStatus: effectiveRecurringStatus,
      clientName: lookedUp<string>(clients, clientNameSql, eq(clients.id, recurringInvoices.clientId)),
    })
    .from(recurringInvoices);
}

type Row = Awaited<ReturnType<typeof selectRecurringInvoices>>[number];

export function toRecurringListItem(row: Row): RecurringInvoiceListItem {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    description: row.description,
    amount: row.amount,
    itbmsAmount: row.itbmsAmount,
    total: row.total,
    paymentTermsDays: row.paymentTermsDays,
    frequency: row.frequency,
    dayOfMonth: row.dayOfMonth,
    startDate: row.startDate,
    endDate: row.endDate,
    maxCount: row.maxCount,
    mode: row.mode,
    sendByEmail: row.sendByEmail,
    status: row.answeredStatus,
    nextDate: row.nextDate,
    generatedCount: row.generatedCount,
    projectId: row.projectId,
    includedHours: row.includedHours,
    overageRate: row.overageRate,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt ? row.lastErrorAt.toISOString() : null,
    ...isoTimestamps(row),
  };
}

export async function findRecurringInvoice(db: Db, id: number): Promise<RecurringInvoiceRecord> {
  const row = await oneOrNotFound(
    selectRecurringInvoices(db).where(eq(recurringInvoices.id, id)),
    RECURRING_INVOICE_NOT_FOUND,
  );
  return withLines(db, "recurring_invoice", toRecurringListItem(row));
}

/** The template's row locked for the rest of the transaction (404 when unknown). */
export function lockRecurringInvoice(tx: Db, id: number): Promise<RecurringInvoice> {
  return oneOrNotFound(
    tx.select().from(recurringInvoices).where(eq(recurringInvoices.id, id)).for("update"),
    RECURRING_INVOICE_NOT_FOUND,
  );
}

/** A stored template's schedule, for recurring-schedule.ts. */
export const scheduleOf = (row: Pick<RecurringInvoice, keyof RecurringSchedule>): RecurringSchedule => ({
  frequency: row.frequency,
  dayOfMonth: row.dayOfMonth,
  startDate: row.startDate,
  endDate: row.endDate,
  maxCount: row.maxCount,
});
