import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DebtStatus, InvoiceStatus } from "../contract";
import { panamaToday } from "../db/panama-time";
import { accountsReceivable, invoices } from "../db/schema";

// The one "effective status" rule: what is still open past its due date is overdue
// (api/docs/core-quotes-invoices.md, "Overdue").
// The calendar does not write anything: the stored status stays as staff or payments left it, and
// every read answers it through the expressions below (lists, single records, report counts).

/**
 * A stored `openStatus` whose due date is before `today` (Panama's calendar) is answered as
 * 'overdue'; every other status as it is stored.
 */
function pastDueAsOverdue<Status extends string>(
  status: AnyPgColumn,
  dueDate: AnyPgColumn,
  openStatus: Status,
  today: SQL,
): SQL<Status> {
  return sql<Status>`(case when ${status} = ${openStatus} and ${dueDate} < ${today} then 'overdue'
    else ${status} end)`;
}

/** A receivable: a stored 'pending' past its due date reads 'overdue'. */
export const receivableStatusAsOf = (today: SQL = panamaToday()) =>
  pastDueAsOverdue<DebtStatus>(accountsReceivable.status, accountsReceivable.dueDate, "pending", today);

/** An invoice: a stored 'sent' past its due date reads 'overdue'. */
export const invoiceStatusAsOf = (today: SQL = panamaToday()) =>
  pastDueAsOverdue<InvoiceStatus>(invoices.status, invoices.dueDate, "sent", today);

/** The status GET answers for a receivable today. */
export const effectiveReceivableStatus = receivableStatusAsOf();
/** The status GET answers for an invoice today. */
export const effectiveInvoiceStatus = invoiceStatusAsOf();
