import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { monthBounds, type TimeReportQuery, type TimeReportRecord, todayInPanama } from "../../contract";
import type { Db } from "../../db/client";
import { clients, invoices, projects, timeEntries, users } from "../../db/schema";
import { clientNameSql } from "../crm/client-names";
import { personNameSql } from "./people";
import { anyEntry, hoursFigures, minutesWhere, unbilled, valueWhere } from "./sums";

// The time reports (api/docs/time.md, "Reports"), every figure summed in SQL: hours by project,
// person and month in a period; the work in progress (billable hours not invoiced yet, worked up
// to the period's end); the effective rate per project (what its hours were invoiced for, over
// every hour worked on it in the period).

/** The period asked for, or the current month in Panama. */
export function reportPeriod(query: TimeReportQuery, now = new Date()): { from: string; to: string } {
  const month = monthBounds(todayInPanama(now).slice(0, 7));
  return { from: query.from ?? month.from, to: query.to ?? month.to };
}

/** Entries worked in the period (running timers add nothing to any sum). */
const inPeriod = (period: { from: string; to: string }) =>
  and(gte(timeEntries.workDate, period.from), lte(timeEntries.workDate, period.to), isNull(timeEntries.startedAt));

export async function byProject(db: Db, period: { from: string; to: string }) {
  return db
    .select({ projectId: projects.id, projectName: projects.name, clientName: clientNameSql, ...hoursFigures() })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(inPeriod(period))
    .groupBy(projects.id, projects.name, clientNameSql)
    .orderBy(asc(projects.name), asc(projects.id));
}

export async function byPerson(db: Db, period: { from: string; to: string }) {
  return db
    .select({ userId: users.id, userName: personNameSql, ...hoursFigures() })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(inPeriod(period))
    .groupBy(users.id, personNameSql)
    .orderBy(asc(personNameSql), asc(users.id));
}

const monthOf = sql<string>`to_char(${timeEntries.workDate}, 'YYYY-MM')`;

export async function byMonth(db: Db, period: { from: string; to: string }) {
  return db
    .select({ month: monthOf, ...hoursFigures() })
    .from(timeEntries)
    .where(inPeriod(period))
    .groupBy(monthOf)
    .orderBy(asc(monthOf));
}

/** Work in progress: billable hours not on an invoice, worked up to `to` (also before `from`). */
export async function unbilledByProject(db: Db, period: { to: string }) {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      clientName: clientNameSql,
      minutes: minutesWhere(unbilled),
      value: valueWhere(unbilled),
      entries: sql<number>`count(*)::int`,
      oldestDate: sql<string>`min(${timeEntries.workDate})::text`,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        lte(timeEntries.workDate, period.to),
        isNull(timeEntries.startedAt),
        eq(timeEntries.billable, true),
        isNull(timeEntries.invoiceId),
      ),
    )
    .groupBy(projects.id, projects.name, clientNameSql)
    .orderBy(asc(projects.name), asc(projects.id));
}

/** Billed on an invoice that still stands (a cancelled one billed nothing). */
const billedOnStandingInvoice = sql`${timeEntries.invoiceId} is not null and ${invoices.status} <> 'cancelled'`;

/** Per project: invoiced value of its hours in the period / every hour worked on it then. */
export async function effectiveRates(db: Db, period: { from: string; to: string }) {
  const totalMinutes = minutesWhere(anyEntry);
  const invoicedValue = valueWhere(billedOnStandingInvoice);
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      clientName: clientNameSql,
      totalMinutes,
      invoicedMinutes: minutesWhere(billedOnStandingInvoice),
      invoicedValue,
      effectiveRate: sql<string | null>`round(${invoicedValue} / nullif(${totalMinutes}, 0) * 60, 2)::numeric(14,2)`,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoices, eq(invoices.id, timeEntries.invoiceId))
    .where(inPeriod(period))
    .groupBy(projects.id, projects.name, clientNameSql)
    .orderBy(asc(projects.name), asc(projects.id));
}

/** GET /api/reports/time: every table of the screen for the period. */
export async function timeReport(db: Db, query: TimeReportQuery, now = new Date()): Promise<TimeReportRecord> {
  const period = reportPeriod(query, now);
  const [projectRows, personRows, monthRows, unbilledRows, rateRows] = await Promise.all([
    byProject(db, period),
    byPerson(db, period),
    byMonth(db, period),
    unbilledByProject(db, period),
    effectiveRates(db, period),
  ]);
  const [wip] = await db
    .select({ minutes: minutesWhere(unbilled), value: valueWhere(unbilled) })
    .from(timeEntries)
    .where(lte(timeEntries.workDate, period.to));
  return {
    ...period,
    byProject: projectRows,
    byPerson: personRows,
    byMonth: monthRows,
    unbilled: unbilledRows,
    unbilledTotal: { minutes: wip?.minutes ?? 0, value: wip?.value ?? "0.00" },
    effectiveRates: rateRows,
  };
}
