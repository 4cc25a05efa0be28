import { and, desc, eq, gte, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { monthBounds, type ProjectHoursRecord, todayInPanama } from "../../contract";
import type { Db } from "../../db/client";
import { projects, recurringInvoices, timeEntries } from "../../db/schema";
import { PROJECT_NOT_FOUND } from "../crm/projects";
import { oneOrNotFound } from "../records";
import { seesEveryone, type TimeViewer } from "./people";
import { anyEntry, billable, invoiced, minutesWhere, nonBillable, unbilled, valueWhere } from "./sums";

// A project's 'Horas': its hours and their value against its budget in hours and in money
// (api/docs/time.md, "A project's hours"). Staff see only their own hours of it.

/**
 * The project's active plan de mantenimiento (the newest, if several) and the billable hours of
 * everyone on the project this month in Panama: what next month's invoice will weigh against the
 * hours included (api/docs/recurring-invoices.md, "Retainers").
 */
async function retainerUsage(db: Db, projectId: number, now: Date): Promise<ProjectHoursRecord["retainer"]> {
  const [plan] = await db
    .select({
      recurringInvoiceId: recurringInvoices.id,
      title: recurringInvoices.title,
      includedHours: recurringInvoices.includedHours,
      overageRate: recurringInvoices.overageRate,
    })
    .from(recurringInvoices)
    .where(
      and(
        eq(recurringInvoices.projectId, projectId),
        eq(recurringInvoices.status, "active"),
        isNotNull(recurringInvoices.nextDate),
      ),
    )
    .orderBy(desc(recurringInvoices.id))
    .limit(1);
  if (!plan || plan.includedHours === null || plan.overageRate === null) return null;
  const month = todayInPanama(now).slice(0, 7);
  const { from, to } = monthBounds(month);
  const [used] = await db
    .select({ minutes: minutesWhere(billable) })
    .from(timeEntries)
    .where(and(eq(timeEntries.projectId, projectId), gte(timeEntries.workDate, from), lte(timeEntries.workDate, to)));
  return {
    recurringInvoiceId: plan.recurringInvoiceId,
    title: plan.title,
    includedHours: plan.includedHours,
    overageRate: plan.overageRate,
    month,
    usedMinutes: used?.minutes ?? 0,
  };
}

/** GET /api/time-entries/summary: one project's hours, summed in SQL. */
export async function projectHours(
  db: Db,
  projectId: number,
  viewer: TimeViewer,
  now = new Date(),
): Promise<ProjectHoursRecord> {
  const project = await oneOrNotFound(
    db
      .select({ budget: projects.budget, budgetHours: projects.budgetHours })
      .from(projects)
      .where(eq(projects.id, projectId)),
    PROJECT_NOT_FOUND,
  );
  const everyone = seesEveryone(viewer);
  const conditions: SQL[] = [eq(timeEntries.projectId, projectId)];
  if (!everyone) conditions.push(eq(timeEntries.userId, viewer.userId));
  const [sums] = await db
    .select({
      billableMinutes: minutesWhere(billable),
      nonBillableMinutes: minutesWhere(nonBillable),
      billableValue: valueWhere(billable),
      unbilledMinutes: minutesWhere(unbilled),
      unbilledValue: valueWhere(unbilled),
      invoicedMinutes: minutesWhere(invoiced),
      invoicedValue: valueWhere(invoiced),
      // Every hour against the hours budgeted, the billable value against the money budget: % to one decimal.
      hoursUsedPercent: sql<
        string | null
      >`round(${minutesWhere(anyEntry)} / 60.0 / nullif(${project.budgetHours}::numeric, 0) * 100, 1)`,
      budgetUsedPercent: sql<
        string | null
      >`round(${valueWhere(billable)} / nullif(${project.budget}::numeric, 0) * 100, 1)`,
    })
    .from(timeEntries)
    .where(and(...conditions));
  return {
    projectId,
    scope: everyone ? "all" : "own",
    billableMinutes: sums?.billableMinutes ?? 0,
    nonBillableMinutes: sums?.nonBillableMinutes ?? 0,
    billableValue: sums?.billableValue ?? "0.00",
    unbilledMinutes: sums?.unbilledMinutes ?? 0,
    unbilledValue: sums?.unbilledValue ?? "0.00",
    invoicedMinutes: sums?.invoicedMinutes ?? 0,
    invoicedValue: sums?.invoicedValue ?? "0.00",
    budgetHours: project.budgetHours,
    budget: project.budget,
    hoursUsedPercent: percentNumber(sums?.hoursUsedPercent),
    budgetUsedPercent: percentNumber(sums?.budgetUsedPercent),
    retainer: await retainerUsage(db, projectId, now),
  };
}

/** A percentage SQL rounded to one decimal, as the number the record answers (not money). */
const percentNumber = (text: string | null | undefined) => (text === null || text === undefined ? null : Number(text));
