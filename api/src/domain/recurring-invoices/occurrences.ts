import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import {
  addDays,
  type FeDocumentStatus,
  type PagingQuery,
  type RecurringOccurrenceRecord,
  type RecurringUpcomingRecord,
  todayInPanama,
  upcomingOccurrences,
} from "../../contract";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { feDocuments, invoices, recurringInvoiceOccurrences } from "../../db/schema";
import { invoiceOwnFeDocument } from "../documents/invoices";
import { effectiveInvoiceStatus } from "../finance/overdue";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { lookedUp } from "../records";
import { findRecurringInvoice, scheduleOf } from "./records";
import { lastOccurrence, nextDateFrom } from "./templates";

// What a recurring invoice made, and what it will make (api/docs/recurring-invoices.md).

/** The default number of dates GET …/upcoming answers. */
export const DEFAULT_UPCOMING = 12;

/**
 * GET /api/recurring-invoices/{id}/invoices: each date it billed, newest first, with its invoice
 * (as the invoices list answers its status: 'overdue' past due) and what issuing it gave. `q`
 * matches the invoice's number, `from`/`to` the date billed.
 */
export async function listRecurringOccurrences(
  db: Db,
  id: number,
  query: PagingQuery,
): Promise<Page<RecurringOccurrenceRecord>> {
  await findRecurringInvoice(db, id);
  const conditions: SQL[] = [eq(recurringInvoiceOccurrences.recurringInvoiceId, id)];
  if (query.q) conditions.push(matchesText(query.q, invoices.invoiceNumber));
  if (query.from) conditions.push(gte(recurringInvoiceOccurrences.occurrenceDate, query.from));
  if (query.to) conditions.push(lte(recurringInvoiceOccurrences.occurrenceDate, query.to));
  const where = and(...conditions);
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      db
        .select({
          id: recurringInvoiceOccurrences.id,
          occurrenceDate: recurringInvoiceOccurrences.occurrenceDate,
          outcome: recurringInvoiceOccurrences.outcome,
          message: recurringInvoiceOccurrences.message,
          createdAt: recurringInvoiceOccurrences.createdAt,
          invoiceId: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          invoiceStatus: effectiveInvoiceStatus,
          invoiceTotal: invoices.total,
          feStatus: lookedUp<FeDocumentStatus>(feDocuments, feDocuments.status, invoiceOwnFeDocument),
        })
        .from(recurringInvoiceOccurrences)
        .leftJoin(invoices, eq(invoices.id, recurringInvoiceOccurrences.invoiceId))
        .where(where)
        .orderBy(desc(recurringInvoiceOccurrences.occurrenceDate))
        .$dynamic(),
      query,
    ),
    () =>
      db
        .select({ n: countAll })
        .from(recurringInvoiceOccurrences)
        .leftJoin(invoices, eq(invoices.id, recurringInvoiceOccurrences.invoiceId))
        .where(where),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      occurrenceDate: row.occurrenceDate,
      outcome: row.outcome,
      message: row.message,
      invoice:
        row.invoiceId === null || row.invoiceNumber === null || row.invoiceStatus === null || row.invoiceTotal === null
          ? null
          : {
              id: row.invoiceId,
              invoiceNumber: row.invoiceNumber,
              status: row.invoiceStatus,
              total: row.invoiceTotal,
              feStatus: row.feStatus,
            },
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

/**
 * GET /api/recurring-invoices/{id}/upcoming: its next dates from its next one (a date the job has
 * yet to catch up included); a paused one's as if resumed today; none once finished.
 */
export async function upcomingRecurringDates(
  db: Db,
  id: number,
  limit: number | undefined,
  now = new Date(),
): Promise<RecurringUpcomingRecord> {
  const template = await findRecurringInvoice(db, id);
  if (template.nextDate === null) return { dates: [] };
  const schedule = scheduleOf(template);
  const first =
    template.status === "paused"
      ? nextDateFrom(schedule, {
          lastOccurrence: await lastOccurrence(db, id),
          generated: template.generatedCount,
          today: todayInPanama(now),
        })
      : template.nextDate;
  if (first === null) return { dates: [] };
  const dates = upcomingOccurrences(schedule, {
    after: addDays(first, -1),
    generated: template.generatedCount,
    limit: limit ?? DEFAULT_UPCOMING,
  });
  return { dates };
}
