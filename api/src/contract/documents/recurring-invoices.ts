import { feDocumentStatuses } from "../fe/fe";
import { paymentTermsDays } from "../finance/suppliers";
import { calendarDate, money, optionalCalendarDate, optionalRecordId, recordId, requiredText } from "../values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "../values/paging";
import { amountText, countOf, dateText, instantText, recordKey, recordTimestamps } from "../values/record-fields";
import { invoiceStatuses } from "../values/statuses";
import { z } from "../zod";
import { checkDocumentText, documentLinesField, documentLinesRecord } from "./document-lines";
import { nextOccurrence, recurringFrequencies } from "./recurring-schedule";

// Recurring invoices (facturas recurrentes): a template that makes an invoice on each of its dates
// (api/docs/recurring-invoices.md). Its lines are an invoice's (document-lines.ts); its dates come
// from recurring-schedule.ts. A retainer (plan de mantenimiento) is such a template, monthly, with a
// project, the whole hours a month includes and the rate of the hours beyond them.

export const RECURRING_INVOICE_NOT_FOUND = "Factura recurrente no encontrada";

/** What each occurrence becomes: a draft invoice, or an invoice issued at once as an electronic invoice. */
export const recurringInvoiceModes = ["draft", "issue"] as const;
export type RecurringInvoiceMode = (typeof recurringInvoiceModes)[number];
export const recurringInvoiceModeLabels: Record<RecurringInvoiceMode, string> = {
  draft: "Crear en borrador",
  issue: "Emitir factura electrónica",
};

/** Active (makes its invoices), paused by a user, or finished (no date left: its end or its count). */
export const recurringInvoiceStatuses = ["active", "paused", "finished"] as const;
export type RecurringInvoiceStatus = (typeof recurringInvoiceStatuses)[number];
export const recurringInvoiceStatusLabels: Record<RecurringInvoiceStatus, string> = {
  active: "Activa",
  paused: "Pausada",
  finished: "Terminada",
};

/**
 * What became of one date: a draft invoice; an invoice still to be issued (the issuing is under way,
 * or was cut off and the next run takes it up); issued; or issuing failed and the invoice stayed a
 * draft (the reason is kept).
 */
export const recurringOccurrenceOutcomes = ["draft", "issuing", "issued", "issue_failed"] as const;
export type RecurringOccurrenceOutcome = (typeof recurringOccurrenceOutcomes)[number];
export const recurringOccurrenceOutcomeLabels: Record<RecurringOccurrenceOutcome, string> = {
  draft: "Creada en borrador",
  issuing: "Por emitir",
  issued: "Emitida",
  issue_failed: "No se pudo emitir",
};

export const DAY_OF_MONTH_MESSAGE = "El día debe ser un número entero entre 1 y 31";
export const MAX_RECURRING_COUNT = 600;
export const RECURRING_COUNT_MESSAGE = `El número de facturas debe ser un número entero entre 1 y ${MAX_RECURRING_COUNT}`;
export const END_BEFORE_START = "La fecha final no puede ser anterior a la fecha de inicio";
export const END_DATE_OR_COUNT = "Indique una fecha final o un número de facturas, no ambos";
export const NO_OCCURRENCE = "Con esta fecha final no queda ninguna fecha de facturación";
export const START_BEFORE_TODAY = "La fecha de inicio no puede ser anterior a hoy";

/** A whole number from a form (text) or a client (number), within [min, max]. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

export const MAX_INCLUDED_HOURS = 744;
export const INCLUDED_HOURS_MESSAGE = `Las horas incluidas deben ser un número entero entre 0 y ${MAX_INCLUDED_HOURS}`;
export const RETAINER_INCOMPLETE =
  "Un plan de mantenimiento necesita el proyecto, las horas incluidas y la tarifa por hora adicional";
export const RETAINER_MONTHLY = "Un plan de mantenimiento se factura cada mes";
export const RETAINER_PROJECT_OF_CLIENT = "El proyecto del plan debe ser de este cliente";

const recurringInvoiceFields = z.object({
  clientId: recordId("Debe seleccionar un cliente"),
  /** Its name in the list, and the title of each invoice it makes. */
  title: requiredText("El título es requerido", 200),
  /** Each invoice's description (its notes). */
  description: requiredText("La descripción es requerida", 5000),
  lines: documentLinesField,
  /** Each invoice is due this many days after its date; absent on create: the company's payment terms. */
  paymentTermsDays: paymentTermsDays(365),
  frequency: z.enum(recurringFrequencies, { error: "Frecuencia inválida" }),
  dayOfMonth: wholeNumber(DAY_OF_MONTH_MESSAGE, 1, 31),
  startDate: calendarDate("La fecha de inicio es requerida"),
  /** The last day an invoice may fall on; empty: none. */
  endDate: optionalCalendarDate(),
  /** How many invoices in all; empty: no limit. */
  maxCount: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    wholeNumber(RECURRING_COUNT_MESSAGE, 1, MAX_RECURRING_COUNT).nullable(),
  ),
  mode: z.enum(recurringInvoiceModes, { error: "Modo inválido" }),
  /** Whether each invoice is e-mailed to the client once made. */
  sendByEmail: z.boolean({ error: "Indique si se envía por correo" }),
  /** Plan de mantenimiento: the project whose hours it covers; empty: a plain recurring invoice. */
  projectId: optionalRecordId("Proyecto inválido"),
  /** Whole hours each month includes; empty: none (no plan). */
  includedHours: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    wholeNumber(INCLUDED_HOURS_MESSAGE, 0, MAX_INCLUDED_HOURS).nullable(),
  ),
  /** The rate of each hour beyond those included; empty: none (no plan). */
  overageRate: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    money("La tarifa por hora adicional es requerida").nullable(),
  ),
});

/** A plan has its three fields or none, and bills monthly; on a whole template (new, or as a PATCH leaves it). */
export type RetainerRuleIssue = { field: "projectId" | "includedHours" | "overageRate" | "frequency"; message: string };
export function retainerRuleIssue(value: {
  frequency: (typeof recurringFrequencies)[number];
  projectId?: number | null;
  includedHours?: number | null;
  overageRate?: string | null;
}): RetainerRuleIssue | null {
  const given = [value.projectId, value.includedHours, value.overageRate].map((field) => field != null);
  if (!given.some(Boolean)) return null;
  if (value.projectId == null) return { field: "projectId", message: RETAINER_INCOMPLETE };
  if (value.includedHours == null) return { field: "includedHours", message: RETAINER_INCOMPLETE };
  if (value.overageRate == null) return { field: "overageRate", message: RETAINER_INCOMPLETE };
  if (value.frequency !== "monthly") return { field: "frequency", message: RETAINER_MONTHLY };
  return null;
}

/** The schedule's own rules, on a whole template (a new one, or one as a PATCH leaves it). */
export type ScheduleRuleIssue = { field: "endDate" | "maxCount"; message: string };
export function scheduleRuleIssue(value: {
  frequency: (typeof recurringFrequencies)[number];
  dayOfMonth: number;
  startDate: string;
  endDate?: string | null;
  maxCount?: number | null;
}): ScheduleRuleIssue | null {
  if (value.endDate && value.maxCount) return { field: "maxCount", message: END_DATE_OR_COUNT };
  if (value.endDate && value.endDate < value.startDate) return { field: "endDate", message: END_BEFORE_START };
  if (value.endDate && !nextOccurrence(value, null, 0)) return { field: "endDate", message: NO_OCCURRENCE };
  return null;
}

/** POST /api/recurring-invoices. */
export const recurringInvoiceInput = recurringInvoiceFields
  .extend({
    paymentTermsDays: recurringInvoiceFields.shape.paymentTermsDays.optional(),
    endDate: recurringInvoiceFields.shape.endDate.optional(),
    maxCount: recurringInvoiceFields.shape.maxCount.optional(),
    mode: recurringInvoiceFields.shape.mode.default("draft"),
    sendByEmail: recurringInvoiceFields.shape.sendByEmail.default(false),
    projectId: recurringInvoiceFields.shape.projectId.optional(),
    includedHours: recurringInvoiceFields.shape.includedHours.optional(),
    overageRate: recurringInvoiceFields.shape.overageRate.optional(),
  })
  .superRefine((value, ctx) => {
    const issue = scheduleRuleIssue(value);
    if (issue) ctx.addIssue({ code: "custom", message: issue.message, path: [issue.field] });
    const retainer = retainerRuleIssue(value);
    if (retainer) ctx.addIssue({ code: "custom", message: retainer.message, path: [retainer.field] });
    checkDocumentText(value, ctx);
  });
/** PATCH /api/recurring-invoices/{id}: any subset; `lines` replaces every line. */
export const recurringInvoicePatch = recurringInvoiceFields.partial();

export type RecurringInvoiceInput = z.input<typeof recurringInvoiceInput>;
export type RecurringInvoiceData = z.output<typeof recurringInvoiceInput>;
export type RecurringInvoiceChanges = z.output<typeof recurringInvoicePatch>;

/** A template as GET /api/recurring-invoices lists it: everything but its lines. */
export const recurringInvoiceListItem = z.object({
  id: recordKey(),
  clientId: recordKey("Cliente"),
  clientName: z.string().nullable().meta({ description: "Nombre del cliente (empresa, si no, nombre)" }),
  title: z.string(),
  description: z.string(),
  amount: amountText("Suma de los subtotales de sus líneas, antes de impuesto"),
  itbmsAmount: amountText("ITBMS de cada factura"),
  total: amountText("Total de cada factura, con ITBMS"),
  paymentTermsDays: z.number().int().min(0).meta({ description: "Días hasta el vencimiento de cada factura" }),
  frequency: z.enum(recurringFrequencies),
  dayOfMonth: z.number().int().min(1).max(31).meta({ description: "Día del mes (en meses más cortos, su último día)" }),
  startDate: dateText("Fecha de inicio"),
  endDate: dateText("Última fecha posible").nullable(),
  maxCount: z.number().int().min(1).nullable().meta({ description: "Número de facturas en total; null sin límite" }),
  mode: z.enum(recurringInvoiceModes),
  sendByEmail: z.boolean(),
  status: z.enum(recurringInvoiceStatuses),
  nextDate: dateText("Fecha de la próxima factura; null cuando terminó").nullable(),
  generatedCount: countOf("Facturas creadas hasta ahora"),
  projectId: recordKey("Proyecto del plan de mantenimiento").nullable(),
  includedHours: z.number().int().min(0).nullable().meta({ description: "Horas incluidas cada mes; null sin plan" }),
  overageRate: amountText("Tarifa por hora adicional; null sin plan").nullable(),
  lastError: z
    .string()
    .nullable()
    .meta({ description: "Por qué falló la última vez que se intentó crear su factura; null si no falló" }),
  lastErrorAt: instantText("Cuándo falló").nullable(),
  ...recordTimestamps,
});
export type RecurringInvoiceListItem = z.infer<typeof recurringInvoiceListItem>;

/** A whole template: its list item, its lines and their ITBMS by rate. */
export const recurringInvoiceRecord = recurringInvoiceListItem.extend(documentLinesRecord);
export type RecurringInvoiceRecord = z.infer<typeof recurringInvoiceRecord>;

/**
 * GET /api/recurring-invoices: `q` matches the title, the description or the client's name or
 * company; `status` and `clientId` filter; `from`/`to` the day it was created (Panama); newest first.
 */
export const recurringInvoiceListQuery = pagedListQuery({
  status: optionalFilter(recurringInvoiceStatuses, "Estado inválido"),
  clientId: optionalIdFilter("Cliente inválido"),
});
export type RecurringInvoiceListQuery = z.output<typeof recurringInvoiceListQuery>;

/** One date of a template and what it made (GET /api/recurring-invoices/{id}/invoices). */
export const recurringOccurrenceRecord = z.object({
  id: recordKey(),
  occurrenceDate: dateText("La fecha de facturación"),
  outcome: z.enum(recurringOccurrenceOutcomes),
  message: z.string().nullable().meta({ description: "Por qué no se pudo emitir; null si no hubo error" }),
  invoice: z
    .object({
      id: recordKey(),
      invoiceNumber: z.string(),
      status: z.enum(invoiceStatuses),
      total: amountText("Total"),
      feStatus: z.enum(feDocumentStatuses).nullable(),
    })
    .nullable()
    .meta({ description: "La factura creada; null si se eliminó después" }),
  createdAt: instantText("Cuándo se creó"),
});
export type RecurringOccurrenceRecord = z.infer<typeof recurringOccurrenceRecord>;

/** GET /api/recurring-invoices/{id}/invoices: newest date first. */
export const recurringOccurrenceListQuery = pagedListQuery({});

export const MAX_UPCOMING = 24;
/** GET /api/recurring-invoices/{id}/upcoming: how many dates (1 to 24, 12 by default). */
export const recurringUpcomingQuery = z.object({
  limit: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z
      .string()
      .regex(/^\d{1,2}$/, { error: `El límite debe ser un número entero entre 1 y ${MAX_UPCOMING}` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: `El límite debe ser un número entero entre 1 y ${MAX_UPCOMING}` })
          .max(MAX_UPCOMING, { error: `El límite debe ser un número entero entre 1 y ${MAX_UPCOMING}` }),
      )
      .optional(),
  ),
});

/** The next dates of a template that is not finished (a paused one's, as if resumed today). */
export const recurringUpcomingRecord = z.object({
  dates: z.array(dateText("Fecha de facturación")),
});
export type RecurringUpcomingRecord = z.infer<typeof recurringUpcomingRecord>;
