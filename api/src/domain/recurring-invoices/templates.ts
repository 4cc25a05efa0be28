import { and, eq, gte, inArray, lte, max, or, type SQL } from "drizzle-orm";
import {
  addDays,
  nextOccurrence,
  RETAINER_PROJECT_OF_CLIENT,
  type RecurringInvoiceChanges,
  type RecurringInvoiceData,
  type RecurringInvoiceListItem,
  type RecurringInvoiceListQuery,
  type RecurringInvoiceRecord,
  type RecurringSchedule,
  retainerRuleIssue,
  START_BEFORE_TODAY,
  scheduleRuleIssue,
  todayInPanama,
} from "../../contract";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { panamaDate } from "../../db/panama-time";
import { clients, projects, recurringInvoiceOccurrences, recurringInvoices } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { readCompanySettings } from "../company-settings";
import { requireClientName } from "../crm/client-names";
import {
  checkTextAfterPatch,
  priceLines,
  readDocumentLines,
  replaceDocumentLines,
  sameLines,
} from "../documents/lines";
import { DomainFailure, FieldFailure } from "../failures";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { changedFields, newestFirst, returnedRow } from "../records";
import {
  findRecurringInvoice,
  lockRecurringInvoice,
  recurringStatusIs,
  scheduleOf,
  selectRecurringInvoices,
  toRecurringListItem,
} from "./records";

// Recurring invoice templates: list, create, edit, delete (api/docs/recurring-invoices.md). A
// template is not a document: editing it changes only the invoices it has not made yet.

export const DELETE_WITH_INVOICES = "Esta factura recurrente ya creó facturas: páusela en lugar de eliminarla";

/** A plan's project must be the template's client's (its hours are billed to that client). */
async function checkRetainerProject(tx: Db, projectId: number | null | undefined, clientId: number): Promise<void> {
  if (projectId == null) return;
  const [project] = await tx.select({ clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new FieldFailure("projectId", "Proyecto no encontrado");
  if (project.clientId !== clientId) throw new FieldFailure("projectId", RETAINER_PROJECT_OF_CLIENT);
}

/** The fields whose change moves the schedule (and so the next date). */
const scheduleFields = ["frequency", "dayOfMonth", "startDate", "endDate", "maxCount"] as const;

/** The last date the template billed, or null. */
export async function lastOccurrence(tx: Db, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ date: max(recurringInvoiceOccurrences.occurrenceDate) })
    .from(recurringInvoiceOccurrences)
    .where(eq(recurringInvoiceOccurrences.recurringInvoiceId, id));
  return row?.date ?? null;
}

/**
 * The next date to bill from `today` on: after the last date billed, and never before today, so a
 * new schedule (or a template resumed) does not bill the days already gone.
 */
export function nextDateFrom(
  schedule: RecurringSchedule,
  state: { lastOccurrence: string | null; generated: number; today: string },
): string | null {
  const yesterday = addDays(state.today, -1);
  const after = state.lastOccurrence && state.lastOccurrence > yesterday ? state.lastOccurrence : yesterday;
  return nextOccurrence(schedule, after, state.generated);
}

/**
 * The list's WHERE: `q` in the title or description (their trigram indexes), or in the client's
 * name or company (a subquery on the clients' own indexes); the status as answered; the client;
 * the day it was created in Panama.
 */
function listConditions(db: Db, query: RecurringInvoiceListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const clientIds = db
      .select({ id: clients.id })
      .from(clients)
      .where(matchesText(query.q, clients.name, clients.company));
    const found = or(
      matchesText(query.q, recurringInvoices.title, recurringInvoices.description),
      inArray(recurringInvoices.clientId, clientIds),
    );
    if (found) conditions.push(found);
  }
  if (query.status) conditions.push(recurringStatusIs(query.status));
  if (query.clientId) conditions.push(eq(recurringInvoices.clientId, query.clientId));
  if (query.from) conditions.push(gte(panamaDate(recurringInvoices.createdAt), query.from));
  if (query.to) conditions.push(lte(panamaDate(recurringInvoices.createdAt), query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the templates, newest first, without their lines; and how many match. */
export async function listRecurringInvoices(
  db: Db,
  query: RecurringInvoiceListQuery,
): Promise<Page<RecurringInvoiceListItem>> {
  const where = listConditions(db, query);
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      selectRecurringInvoices(db)
        .where(where)
        .orderBy(...newestFirst(recurringInvoices))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(recurringInvoices).where(where),
  );
  return { rows: rows.map(toRecurringListItem), total };
}

/** The money columns of a template from its priced lines. */
const templateAmounts = (priced: ReturnType<typeof priceLines>) => ({
  amount: priced.amounts.amount,
  itbmsAmount: priced.amounts.itbmsAmount,
  total: priced.amounts.total,
});

/**
 * A new template, active, its first date the schedule's first from its start (which is today or
 * later); its lines priced as an invoice's; payment terms the company's unless sent.
 */
export async function createRecurringInvoice(
  db: Db,
  input: RecurringInvoiceData,
  actor: Actor,
): Promise<RecurringInvoiceRecord> {
  const today = todayInPanama(actor.now ?? new Date());
  if (input.startDate < today) throw new FieldFailure("startDate", START_BEFORE_TODAY);
  const priced = priceLines(input.lines);
  return db.transaction(async (tx) => {
    const clientName = await requireClientName(tx, input.clientId);
    await checkRetainerProject(tx, input.projectId, input.clientId);
    const paymentTermsDays = input.paymentTermsDays ?? (await readCompanySettings(tx)).paymentTermsDays;
    const schedule = scheduleOf({ ...input, endDate: input.endDate ?? null, maxCount: input.maxCount ?? null });
    const row = await returnedRow(
      tx
        .insert(recurringInvoices)
        .values({
          clientId: input.clientId,
          title: input.title,
          description: input.description,
          ...templateAmounts(priced),
          paymentTermsDays,
          ...schedule,
          mode: input.mode,
          sendByEmail: input.sendByEmail,
          projectId: input.projectId ?? null,
          includedHours: input.includedHours ?? null,
          overageRate: input.overageRate ?? null,
          nextDate: nextDateFrom(schedule, { lastOccurrence: null, generated: 0, today }),
          createdBy: actor.userId,
        })
        .returning(),
      "la factura recurrente",
    );
    await replaceDocumentLines(tx, "recurring_invoice", row.id, priced.lines);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "recurring_invoice",
      entityId: row.id,
      summary: `Factura recurrente «${row.title}» creada para ${clientName}`,
    });
    return findRecurringInvoice(tx, row.id);
  });
}

/**
 * PATCH a template: the fields sent that differ, its lines replaced, its schedule's rules checked as
 * it will be; a changed schedule bills from today on (nextDateFrom). The invoices already made stay.
 */
export async function updateRecurringInvoice(
  db: Db,
  id: number,
  changes: RecurringInvoiceChanges,
  actor: Actor,
): Promise<RecurringInvoiceRecord> {
  const today = todayInPanama(actor.now ?? new Date());
  return db.transaction(async (tx) => {
    const current = await lockRecurringInvoice(tx, id);
    const stored = await readDocumentLines(tx, "recurring_invoice", id);
    const { lines, ...fields } = changes;
    const newLines = lines && !sameLines(stored, lines) ? lines : null;
    const changed = changedFields(current, fields);
    if (Object.keys(changed).length === 0 && !newLines) return findRecurringInvoice(tx, id);

    if (changed.clientId !== undefined) await requireClientName(tx, changed.clientId);
    if (changed.startDate !== undefined && changed.startDate < today) {
      throw new FieldFailure("startDate", START_BEFORE_TODAY);
    }
    const schedule = scheduleOf({ ...current, ...changed });
    const issue = scheduleRuleIssue(schedule);
    if (issue) throw new FieldFailure(issue.field, issue.message);
    const retainer = retainerRuleIssue({ ...current, ...changed });
    if (retainer) throw new FieldFailure(retainer.field, retainer.message);
    if (changed.projectId !== undefined || changed.clientId !== undefined) {
      const plan = { ...current, ...changed };
      await checkRetainerProject(tx, plan.projectId, plan.clientId);
    }
    checkTextAfterPatch(changed, newLines, { title: current.title, description: current.description, lines: stored });
    const priced = newLines ? priceLines(newLines) : null;
    const nextDate = scheduleFields.some((field) => changed[field] !== undefined)
      ? nextDateFrom(schedule, {
          lastOccurrence: await lastOccurrence(tx, id),
          generated: current.generatedCount,
          today,
        })
      : current.nextDate;

    await tx
      .update(recurringInvoices)
      .set({ ...changed, ...(priced ? templateAmounts(priced) : {}), nextDate })
      .where(eq(recurringInvoices.id, id));
    if (priced) await replaceDocumentLines(tx, "recurring_invoice", id, priced.lines);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "recurring_invoice",
      entityId: id,
      summary: `Factura recurrente «${changed.title ?? current.title}» actualizada`,
    });
    return findRecurringInvoice(tx, id);
  });
}

/** Refused once it made an invoice: its dates are the invoices' history (pause it instead). */
export async function deleteRecurringInvoice(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockRecurringInvoice(tx, id);
    const [made] = await tx
      .select({ n: countAll })
      .from(recurringInvoiceOccurrences)
      .where(eq(recurringInvoiceOccurrences.recurringInvoiceId, id));
    if ((made?.n ?? 0) > 0) throw new DomainFailure("conflict", DELETE_WITH_INVOICES);
    await tx.delete(recurringInvoices).where(eq(recurringInvoices.id, id));
    await recordActivity(tx, {
      userId: actor.userId,
      action: "delete",
      entity: "recurring_invoice",
      entityId: id,
      summary: `Factura recurrente «${current.title}» eliminada`,
    });
  });
}
