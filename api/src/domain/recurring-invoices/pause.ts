import { eq } from "drizzle-orm";
import { type RecurringInvoiceRecord, todayInPanama } from "../../contract";
import type { Db } from "../../db/client";
import { recurringInvoices } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure } from "../failures";
import { findRecurringInvoice, lockRecurringInvoice, scheduleOf } from "./records";
import { lastOccurrence, nextDateFrom } from "./templates";

// Pausing and resuming a recurring invoice (api/docs/recurring-invoices.md, "Pause and resume").

export const ALREADY_PAUSED = "La factura recurrente ya está pausada";
export const ALREADY_ACTIVE = "La factura recurrente ya está activa";
export const ALREADY_FINISHED = "La factura recurrente ya terminó: no le quedan fechas de facturación";

/** The job skips it until it is resumed. */
export async function pauseRecurringInvoice(db: Db, id: number, actor: Actor): Promise<RecurringInvoiceRecord> {
  return db.transaction(async (tx) => {
    const current = await lockRecurringInvoice(tx, id);
    if (current.nextDate === null) throw new DomainFailure("conflict", ALREADY_FINISHED);
    if (current.status === "paused") throw new DomainFailure("conflict", ALREADY_PAUSED);
    await tx.update(recurringInvoices).set({ status: "paused" }).where(eq(recurringInvoices.id, id));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "status",
      entity: "recurring_invoice",
      entityId: id,
      summary: `Factura recurrente «${current.title}» pausada`,
    });
    return findRecurringInvoice(tx, id);
  });
}

/**
 * Active again from today: its next date is the schedule's first from today (after the last one
 * billed); the dates that passed while it was paused are not billed.
 */
export async function resumeRecurringInvoice(db: Db, id: number, actor: Actor): Promise<RecurringInvoiceRecord> {
  const today = todayInPanama(actor.now ?? new Date());
  return db.transaction(async (tx) => {
    const current = await lockRecurringInvoice(tx, id);
    if (current.status === "active") {
      throw new DomainFailure("conflict", current.nextDate === null ? ALREADY_FINISHED : ALREADY_ACTIVE);
    }
    const nextDate = nextDateFrom(scheduleOf(current), {
      lastOccurrence: await lastOccurrence(tx, id),
      generated: current.generatedCount,
      today,
    });
    await tx.update(recurringInvoices).set({ status: "active", nextDate }).where(eq(recurringInvoices.id, id));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "status",
      entity: "recurring_invoice",
      entityId: id,
      summary: `Factura recurrente «${current.title}» reanudada`,
    });
    return findRecurringInvoice(tx, id);
  });
}
