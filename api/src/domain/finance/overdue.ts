import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DebtStatus, InvoiceStatus } from "../../contract";
import { panamaToday } from "../../db/panama-time";
import { accountsPayable, accountsReceivable, invoices } from "../../db/schema";

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

/**
 * A debt (receivable or payable): anything not paid past its due date reads 'overdue', a partially
 * paid one included (its balance still says how much was paid).
 */
function debtStatusAsOf(table: typeof accountsReceivable | typeof accountsPayable, today: SQL): SQL<DebtStatus> {
  return sql<DebtStatus>`(case when ${table.status} <> 'paid' and ${table.dueDate} < ${today} then 'overdue'
    else ${table.status} end)`;
}

/**
 * Whole days since a debt's due date while the rule above makes it overdue by date (not paid, due
 * before `today`); null otherwise, a receivable stored 'overdue' before its due date included.
 * PostgreSQL's date − date is those days, by Panama's calendar since `today` is.
 */
export function debtDaysOverdueAsOf(
  table: typeof accountsReceivable | typeof accountsPayable,
  today: SQL = panamaToday(),
): SQL<number | null> {
  return sql<number | null>`(case when ${table.status} <> 'paid' and ${table.dueDate} < ${today}
    then ${today} - ${table.dueDate} end)`;
}

/** A receivable: not paid and past its due date reads 'overdue'. */
export const receivableStatusAsOf = (today: SQL = panamaToday()) => debtStatusAsOf(accountsReceivable, today);

/** A payable: not paid and past its due date reads 'overdue'. */
export const payableStatusAsOf = (today: SQL = panamaToday()) => debtStatusAsOf(accountsPayable, today);

/** An invoice: a stored 'sent' past its due date reads 'overdue'. */
export const invoiceStatusAsOf = (today: SQL = panamaToday()) =>
  pastDueAsOverdue<InvoiceStatus>(invoices.status, invoices.dueDate, "sent", today);

/** Invoices stored as 'sent' that are past due `today`: they are answered 'overdue'. */
export const sentPastDue = (today: SQL = panamaToday()) =>
  sql`(${invoices.status} = 'sent' and ${invoices.dueDate} < ${today})`;

/**
 * Invoices whose effective status today is `status`, written on the stored columns so that the
 * status index serves it (the CASE above would be computed row by row).
 */
export function invoiceStatusIs(status: InvoiceStatus, today: SQL = panamaToday()): SQL {
  if (status === "sent") return sql`(${invoices.status} = 'sent' and ${invoices.dueDate} >= ${today})`;
  if (status === "overdue") return sql`(${invoices.status} = 'overdue' or ${sentPastDue(today)})`;
  return sql`${invoices.status} = ${status}`;
}

/** The days overdue GET answers for a receivable today. */
export const receivableDaysOverdue = debtDaysOverdueAsOf(accountsReceivable);
/** The days overdue GET answers for a payable today. */
export const payableDaysOverdue = debtDaysOverdueAsOf(accountsPayable);
/** The status GET answers for a receivable today. */
export const effectiveReceivableStatus = receivableStatusAsOf();
/** The status GET answers for a payable today. */
export const effectivePayableStatus = payableStatusAsOf();
/** The status GET answers for an invoice today. */
export const effectiveInvoiceStatus = invoiceStatusAsOf();
