import { type SQL, sql } from "drizzle-orm";
import {
  type CalendarItemRecord,
  type CalendarSummary,
  calendarWindow,
  MEDIUM_PRIORITY_DAYS,
  type PaymentCalendarQuery,
  type PaymentCalendarRecord,
  pageBounds,
  todayInPanama,
} from "../../contract";
import { type Db, rows } from "../../db/client";
import { accountsPayable, accountsReceivable, clients, suppliers } from "../../db/schema";
import { clientNameSql } from "../crm/client-names";

// The payment calendar (api/docs/finance-reports.md, "Payment calendar"): receivables and payables
// due in a week, month or quarter, with the status and priority derived from today's date in Panama,
// and the four cards summed by PostgreSQL over the whole filtered window. The derivations are the
// contract's (contract/finance/payment-calendar.ts); the SQL below follows them and the tests hold both to
// the same fixed dates.

export type CalendarPage = { limit?: number; offset?: number };

/** The filtered window as a CTE `filtered`: one row per item, its shown status and priority. */
function filteredItems(query: PaymentCalendarQuery, from: string, to: string, today: string): SQL {
  const day = sql`${today}::date`;
  const shownStatus = (table: typeof accountsReceivable | typeof accountsPayable) =>
    sql`case when ${table.status} = 'paid' then 'paid' when ${table.dueDate} < ${day} then 'overdue'
      else ${table.status} end`;
  // The same rule as the status above: not paid and due before today.
  const daysOverdue = (table: typeof accountsReceivable | typeof accountsPayable) =>
    sql`case when ${table.status} <> 'paid' and ${table.dueDate} < ${day} then ${day} - ${table.dueDate} end`;
  const amount = (table: typeof accountsReceivable | typeof accountsPayable) =>
    sql`case when ${table.status} = 'paid' then ${table.totalAmount} else ${table.balanceAmount} end`;
  const typeFilter = query.type === "all" ? sql`true` : sql`type = ${query.type}`;
  const statusFilter =
    query.status === "all"
      ? sql`true`
      : query.status === "pending"
        ? sql`status in ('pending', 'partially_paid')`
        : sql`status = ${query.status}`;
  return sql`items as (
      select 'receivable'::text as type, ${accountsReceivable.id} as id, ${amount(accountsReceivable)} as amount,
        ${accountsReceivable.dueDate} as due_date, ${shownStatus(accountsReceivable)} as status,
        ${daysOverdue(accountsReceivable)} as days_overdue,
        ${clientNameSql} as counterparty_name, ${clients.id} as counterparty_id,
        ${accountsReceivable.invoiceNumber} as invoice_number, ${accountsReceivable.description} as description
      from ${accountsReceivable} left join ${clients} on ${clients.id} = ${accountsReceivable.clientId}
      where ${accountsReceivable.dueDate} between ${from}::date and ${to}::date
      union all
      select 'payable'::text, ${accountsPayable.id}, ${amount(accountsPayable)},
        ${accountsPayable.dueDate}, ${shownStatus(accountsPayable)}, ${daysOverdue(accountsPayable)},
        ${suppliers.name}, ${suppliers.id},
        ${accountsPayable.invoiceNumber}, ${accountsPayable.description}
      from ${accountsPayable} left join ${suppliers} on ${suppliers.id} = ${accountsPayable.supplierId}
      where ${accountsPayable.dueDate} between ${from}::date and ${to}::date
    ),
    filtered as (
      select items.*,
        case when due_date < ${day} then 'high'
          when due_date <= ${day} + ${MEDIUM_PRIORITY_DAYS}::int then 'medium' else 'low' end as priority
      from items
      where ${typeFilter} and ${statusFilter}
    )`;
}

type ItemRow = {
  type: CalendarItemRecord["type"];
  id: number;
  amount: string;
  due_date: string;
  status: CalendarItemRecord["status"];
  days_overdue: number | null;
  counterparty_name: string | null;
  counterparty_id: number | null;
  invoice_number: string;
  description: string | null;
  priority: CalendarItemRecord["priority"];
};

type SummaryRow = {
  receivable_total: string;
  payable_total: string;
  overdue_receivables: number;
  overdue_payables: number;
  total: number;
};

/**
 * GET /api/financial/calendar: the items of the filtered window, sorted by due date (receivables
 * before payables on the same day, then by id), the page asked for or else the first
 * MAX_UNPAGED_ROWS, and the cards over the whole filtered window. The calendar export reads it page by page.
 * `now` pins the clock in tests; the route uses the server's.
 */
export async function paymentCalendar(
  db: Db,
  query: PaymentCalendarQuery,
  page: CalendarPage = {},
  now = new Date(),
): Promise<PaymentCalendarRecord> {
  const today = todayInPanama(now);
  const date = query.date ?? today;
  const { from, to } = calendarWindow(query.period, date);
  const cte = filteredItems(query, from, to, today);
  const { limit, offset } = pageBounds(page);
  const { found, summary } = await db.transaction(
    async (tx) => {
      const summaryRows = rows(
        await tx.execute<SummaryRow>(sql`with ${cte}
          select
            round(coalesce(sum(amount) filter (where type = 'receivable' and status <> 'paid'), 0), 2)::text
              as receivable_total,
            round(coalesce(sum(amount) filter (where type = 'payable' and status <> 'paid'), 0), 2)::text
              as payable_total,
            (count(*) filter (where type = 'receivable' and priority = 'high'))::int as overdue_receivables,
            (count(*) filter (where type = 'payable' and priority = 'high'))::int as overdue_payables,
            count(*)::int as total
          from filtered`),
      );
      const itemRows = rows(
        await tx.execute<ItemRow>(sql`with ${cte}
          select type, id, round(amount, 2)::text as amount, due_date::text as due_date, status, days_overdue,
            counterparty_name, counterparty_id, invoice_number, description, priority
          from filtered
          order by due_date, (type = 'payable'), id
          limit ${limit} offset ${offset}`),
      );
      return { found: itemRows, summary: summaryRows[0] };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (!summary) throw new Error("calendar summary query returned no row");
  const cards: CalendarSummary = {
    receivableTotal: summary.receivable_total,
    payableTotal: summary.payable_total,
    overdueReceivables: Number(summary.overdue_receivables),
    overduePayables: Number(summary.overdue_payables),
  };
  return {
    period: query.period,
    date,
    from,
    to,
    today,
    summary: cards,
    items: found.map((row) => ({
      type: row.type,
      id: Number(row.id),
      amount: row.amount,
      dueDate: row.due_date,
      status: row.status,
      daysOverdue: row.days_overdue === null ? null : Number(row.days_overdue),
      counterpartyName: row.counterparty_name,
      counterpartyId: row.counterparty_id === null ? null : Number(row.counterparty_id),
      invoiceNumber: row.invoice_number,
      description: row.description,
      priority: row.priority,
    })),
    total: Number(summary.total),
  };
}
