import { type SQL, sql } from "drizzle-orm";
import { timeEntries } from "../../db/schema";
import { entryValueSql } from "./entries";

// The sums every hours figure is made of, in SQL (api/docs/time.md, "How values are computed"): a
// value is each entry's minutes × rate / 60 rounded to the cent, then added up. Running timers
// count nowhere (they have no minutes yet).

const stopped = sql`${timeEntries.startedAt} is null`;

/** Minutes of the stopped entries matching `when`, 0 when none. */
export const minutesWhere = (when: SQL) =>
  sql<number>`coalesce(sum(${timeEntries.minutes}) filter (where ${stopped} and ${when}), 0)::int`;

/** Value of the stopped entries matching `when` (entries without a rate add nothing), '0.00' when none. */
export const valueWhere = (when: SQL) =>
  sql<string>`coalesce(sum(${entryValueSql}) filter (where ${stopped} and ${when}), 0)::numeric(14,2)`;

export const billable = sql`${timeEntries.billable}`;
export const nonBillable = sql`not ${timeEntries.billable}`;
export const invoiced = sql`${timeEntries.invoiceId} is not null`;
export const unbilled = sql`${timeEntries.billable} and ${timeEntries.invoiceId} is null`;
export const anyEntry = sql`true`;

/** The three figures of every breakdown: billable and non-billable minutes, billable value. */
export const hoursFigures = () => ({
  billableMinutes: minutesWhere(billable),
  nonBillableMinutes: minutesWhere(nonBillable),
  billableValue: valueWhere(billable),
});
