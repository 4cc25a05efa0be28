import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { type DocumentLineData, MONTH_NAMES, minutesToHours, monthBounds } from "../../contract";
import type { Db } from "../../db/client";
import { type RecurringInvoice, timeEntries } from "../../db/schema";

// A retainer's overage (api/docs/recurring-invoices.md, "Retainers"): the invoice of a date bills
// the hours of the project's previous calendar month beyond those the plan includes, and takes
// every billable unbilled hour of that month, so 'Facturar horas' does not bill them again.

/** The 'YYYY-MM' month before the one holding `date`. */
export function previousMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

export type RetainerOverage = {
  /** The overage line, or null when the month's hours are within the plan. */
  line: DocumentLineData | null;
  /** The month's billable unbilled entries, linked to the invoice. */
  entryIds: number[];
};

/**
 * The overage of the month before `date` for a retainer (null for a plain template): its project's
 * stopped, billable, unbilled entries of that month (Panama dates), locked so a concurrent
 * 'Facturar horas' cannot take them too; the minutes beyond the included hours become one line at
 * the plan's rate, with the ITBMS rate of the template's first line.
 */
export async function retainerOverage(
  tx: Db,
  template: RecurringInvoice,
  date: string,
  lines: readonly DocumentLineData[],
): Promise<RetainerOverage | null> {
  if (template.projectId === null || template.includedHours === null || template.overageRate === null) return null;
  const month = previousMonth(date);
  const { from, to } = monthBounds(month);
  const entries = await tx
    .select({ id: timeEntries.id, minutes: timeEntries.minutes })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.projectId, template.projectId),
        eq(timeEntries.billable, true),
        isNull(timeEntries.invoiceId),
        isNull(timeEntries.startedAt),
        gte(timeEntries.workDate, from),
        lte(timeEntries.workDate, to),
      ),
    )
    .orderBy(asc(timeEntries.id))
    .for("update");
  const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  const overMinutes = minutes - template.includedHours * 60;
  const monthName = `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
  const line: DocumentLineData | null =
    overMinutes > 0
      ? {
          description: `Horas adicionales de ${monthName} (${minutesToHours(minutes)} h trabajadas, ${template.includedHours} h incluidas)`,
          quantity: minutesToHours(overMinutes),
          unitPrice: template.overageRate,
          discountPercent: "0",
          itbmsRate: lines[0]?.itbmsRate ?? "7",
          incomeAccountCode: lines[0]?.incomeAccountCode ?? null,
        }
      : null;
  return { line, entryIds: entries.map((entry) => entry.id) };
}

/** Links the month's entries to the invoice that billed them (deleting that draft frees them). */
export async function linkRetainerEntries(tx: Db, entryIds: readonly number[], invoiceId: number): Promise<void> {
  if (entryIds.length === 0) return;
  await tx
    .update(timeEntries)
    .set({ invoiceId })
    .where(inArray(timeEntries.id, [...entryIds]));
}
