import { and, asc, eq, gte, inArray, isNull, lte, type SQL } from "drizzle-orm";
import {
  addDays,
  type DocumentLineData,
  dayMonthYear,
  type HoursGrouping,
  type HoursInvoiceData,
  type HoursInvoicePreview,
  type InvoiceRecord,
  type ItbmsRate,
  itbmsRateOf,
  MAX_DOCUMENT_LINES,
  minutesToHours,
  toCents,
  todayInPanama,
} from "../../contract";
import { formatBalboas } from "../../contract/values/money-format";
import type { Db } from "../../db/client";
import { clients, projects, timeEntries, users } from "../../db/schema";
import type { Actor } from "../activity";
import { readCompanySettings } from "../company-settings";
import { clientNameSql, requireClientName } from "../crm/client-names";
import { findInvoice, insertInvoice } from "../documents/invoices";
import { priceLines } from "../documents/lines";
import { DomainFailure, FieldFailure } from "../failures";
import { personNameSql } from "./people";
import { rateKey, resolveRates, UNKNOWN_PROJECT } from "./rates";

// 'Facturar horas' (api/docs/time.md): the unbilled billable hours of a project or a client in a
// period become the lines of a draft invoice, made by the one invoice-creating function
// (insertInvoice: numbering, receivable and ledger rules as for any invoice), and the entries are
// linked to it in the same transaction. Deleting that invoice frees them (release.ts).

export const NO_HOURS_TO_INVOICE = "No hay horas facturables sin facturar en el período";
export const hoursWithoutRate = (count: number) =>
  `${count === 1 ? "1 registro de horas no tiene" : `${count} registros de horas no tienen`} tarifa por hora: defina la tarifa del proyecto, del cliente o de la persona`;
export const tooManyHourLines = (count: number) =>
  `Las horas darían ${count} líneas (máximo ${MAX_DOCUMENT_LINES}): agrúpelas de otra forma o acorte el período`;

/** One billable entry as the invoice reads it. */
type BillableEntry = {
  id: number;
  userId: number;
  userName: string;
  projectId: number;
  projectName: string;
  task: string | null;
  workDate: string;
  minutes: number;
  hourlyRate: string | null;
  projectItbmsRate: string | null;
};

/** The client the invoice is for, and the projects' name when it is one project's. */
async function invoiceSource(tx: Db, data: HoursInvoiceData) {
  if (data.projectId) {
    const [project] = await tx
      .select({ clientId: projects.clientId, clientName: clientNameSql, projectName: projects.name })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .where(eq(projects.id, data.projectId));
    if (!project) throw new FieldFailure("projectId", UNKNOWN_PROJECT);
    return { clientId: project.clientId, clientName: project.clientName ?? "", projectName: project.projectName };
  }
  const clientId = data.clientId ?? 0;
  return { clientId, clientName: await requireClientName(tx, clientId), projectName: null };
}

/** The unbilled billable stopped entries of the source and period; locked when about to be invoiced. */
async function billableEntries(tx: Db, data: HoursInvoiceData, lock: boolean): Promise<BillableEntry[]> {
  const source: SQL = data.projectId
    ? eq(timeEntries.projectId, data.projectId)
    : eq(projects.clientId, data.clientId ?? 0);
  const query = tx
    .select({
      id: timeEntries.id,
      userId: timeEntries.userId,
      userName: personNameSql,
      projectId: timeEntries.projectId,
      projectName: projects.name,
      task: timeEntries.task,
      workDate: timeEntries.workDate,
      minutes: timeEntries.minutes,
      hourlyRate: timeEntries.hourlyRate,
      projectItbmsRate: projects.itbmsRate,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(
      and(
        source,
        eq(timeEntries.billable, true),
        isNull(timeEntries.invoiceId),
        isNull(timeEntries.startedAt),
        gte(timeEntries.workDate, data.from),
        lte(timeEntries.workDate, data.to),
      ),
    )
    .orderBy(asc(timeEntries.id))
    .$dynamic();
  // FOR UPDATE re-reads each row after a concurrent invoicing commits: one already linked is skipped.
  return lock ? query.for("update", { of: timeEntries }) : query;
}

/** One invoice line in the making: a group of entries at one rate. */
type LineGroup = {
  projectId: number;
  projectName: string;
  groupKey: string;
  label: string;
  order: string;
  rate: string;
  itbmsRate: ItbmsRate;
  minutes: number;
  entryIds: number[];
};

const grouping: Record<HoursGrouping, (entry: BillableEntry) => { key: string; label: string; order: string }> = {
  person: (entry) => ({ key: String(entry.userId), label: `Horas de ${entry.userName}`, order: entry.userName }),
  task: (entry) => ({ key: entry.task ?? "", label: entry.task ?? "Sin tarea", order: entry.task ?? "" }),
  day: (entry) => ({ key: entry.workDate, label: `Horas del ${dayMonthYear(entry.workDate)}`, order: entry.workDate }),
};

/**
 * Groups the entries into lines: by person, task or day, within each project (a line carries one
 * project's ITBMS rate), and split by rate, so that hours billed at two rates are never one line at
 * a wrong price. A label shared by lines of two rates names its rate.
 */
function groupLines(
  entries: ReadonlyArray<BillableEntry & { rate: string }>,
  groupBy: HoursGrouping,
  defaultItbms: ItbmsRate,
): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const entry of entries) {
    const group = grouping[groupBy](entry);
    const key = `${entry.projectId}|${group.key}|${entry.rate}`;
    const line = groups.get(key) ?? {
      projectId: entry.projectId,
      projectName: entry.projectName,
      groupKey: group.key,
      label: group.label,
      order: group.order,
      rate: entry.rate,
      itbmsRate: entry.projectItbmsRate === null ? defaultItbms : itbmsRateOf(entry.projectItbmsRate),
      minutes: 0,
      entryIds: [],
    };
    line.minutes += entry.minutes;
    line.entryIds.push(entry.id);
    groups.set(key, line);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.projectName.localeCompare(b.projectName, "es") ||
      a.projectId - b.projectId ||
      a.order.localeCompare(b.order, "es") ||
      Number(toCents(a.rate) - toCents(b.rate)),
  );
}

/** The lines as the invoice writes them: hours with two decimals × the rate, at the project's ITBMS. */
function invoiceLines(groups: readonly LineGroup[], manyProjects: boolean): DocumentLineData[] {
  const rates = new Map<string, number>();
  for (const group of groups) {
    const shared = `${group.projectId}|${group.groupKey}`;
    rates.set(shared, (rates.get(shared) ?? 0) + 1);
  }
  return groups.map((group) => {
    const atTwoRates = (rates.get(`${group.projectId}|${group.groupKey}`) ?? 0) > 1;
    const label = `${manyProjects ? `${group.projectName}: ` : ""}${group.label}`;
    return {
      description: atTwoRates ? `${label} (a ${formatBalboas(group.rate)} la hora)` : label,
      quantity: minutesToHours(group.minutes),
      unitPrice: group.rate,
      discountPercent: "0",
      itbmsRate: group.itbmsRate,
      incomeAccountCode: null,
    };
  });
}

/**
 * What the hours of the source and period would be invoiced as: the entries (with the rate each is
 * billed at: its own, or for one saved without a rate, the rate resolved now), the lines and their
 * prices. Refused (409) when there are none, when some have no rate at all, or past 100 lines.
 */
async function planHoursInvoice(tx: Db, data: HoursInvoiceData, lock: boolean) {
  const source = await invoiceSource(tx, data);
  const entries = await billableEntries(tx, data, lock);
  if (entries.length === 0) throw new DomainFailure("conflict", NO_HOURS_TO_INVOICE);
  const unrated = entries.filter((entry) => entry.hourlyRate === null);
  const resolved = await resolveRates(tx, unrated);
  const rated = entries.map((entry) => ({ ...entry, rate: entry.hourlyRate ?? resolved.get(rateKey(entry)) ?? null }));
  const missing = rated.filter((entry) => entry.rate === null).length;
  if (missing > 0) throw new DomainFailure("conflict", hoursWithoutRate(missing));
  const settings = await readCompanySettings(tx);
  const groups = groupLines(
    rated as Array<BillableEntry & { rate: string }>,
    data.groupBy,
    itbmsRateOf(settings.defaultItbmsRate),
  );
  if (groups.length > MAX_DOCUMENT_LINES) throw new DomainFailure("conflict", tooManyHourLines(groups.length));
  const lines = invoiceLines(groups, !data.projectId);
  return {
    source,
    entries: rated as Array<BillableEntry & { rate: string }>,
    groups,
    lines,
    priced: priceLines(lines),
    settings,
  };
}

/** GET /api/time-entries/invoice-preview: the lines and totals the invoice would have, to the cent. */
export async function previewHoursInvoice(db: Db, data: HoursInvoiceData): Promise<HoursInvoicePreview> {
  const plan = await planHoursInvoice(db, data, false);
  return {
    clientId: plan.source.clientId,
    clientName: plan.source.clientName,
    lines: plan.priced.lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      itbmsRate: line.itbmsRate,
      subtotal: line.subtotal,
      itbmsAmount: line.itbmsAmount,
      total: line.total,
      minutes: plan.groups[index]?.minutes ?? 0,
      entries: plan.groups[index]?.entryIds.length ?? 0,
    })),
    subtotal: plan.priced.amounts.amount,
    itbmsAmount: plan.priced.amounts.itbmsAmount,
    total: plan.priced.amounts.total,
    minutes: plan.entries.reduce((sum, entry) => sum + entry.minutes, 0),
    entries: plan.entries.length,
  };
}

/**
 * POST /api/time-entries/invoice: the draft invoice (issued today, due after the company's payment
 * terms) with the hours as its lines, and every entry linked to it, keeping the rate it was billed
 * at; all in one transaction.
 */
export async function invoiceHours(db: Db, data: HoursInvoiceData, actor: Actor): Promise<InvoiceRecord> {
  const today = todayInPanama(actor.now ?? new Date());
  return db.transaction(async (tx) => {
    const plan = await planHoursInvoice(tx, data, true);
    const period = `del ${dayMonthYear(data.from)} al ${dayMonthYear(data.to)}`;
    const { id } = await insertInvoice(
      tx,
      {
        clientId: plan.source.clientId,
        title: `Horas: ${plan.source.projectName ?? plan.source.clientName}`,
        description: `Horas trabajadas ${period}`,
        issueDate: today,
        dueDate: addDays(today, plan.settings.paymentTermsDays),
        status: "draft",
      },
      plan.lines,
      actor,
      `desde ${plan.entries.length} ${plan.entries.length === 1 ? "registro" : "registros"} de horas`,
    );
    // Entries saved without a rate keep the one they are billed at.
    const newlyRated = new Map<string, number[]>();
    for (const entry of plan.entries) {
      if (entry.hourlyRate === null) newlyRated.set(entry.rate, [...(newlyRated.get(entry.rate) ?? []), entry.id]);
    }
    for (const [rate, ids] of newlyRated) {
      await tx.update(timeEntries).set({ hourlyRate: rate }).where(inArray(timeEntries.id, ids));
    }
    await tx
      .update(timeEntries)
      .set({ invoiceId: id })
      .where(
        inArray(
          timeEntries.id,
          plan.entries.map((entry) => entry.id),
        ),
      );
    return findInvoice(tx, id);
  });
}
