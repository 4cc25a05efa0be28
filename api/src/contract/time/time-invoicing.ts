import { calendarDate, optionalRecordId, recordId } from "../values/fields";
import { amountText, countOf, decimalText, recordKey } from "../values/record-fields";
import { itbmsRates } from "../values/statuses";
import { z } from "../zod";

// 'Facturar horas': the unbilled billable hours of a project or a client in a period become the
// lines of a draft invoice; and a project's hours against its budget (rules: api/docs/time.md).

/** How the hours are grouped into lines: one per person, per task, or per day. */
export const hoursGroupings = ["person", "task", "day"] as const;
export type HoursGrouping = (typeof hoursGroupings)[number];
export const hoursGroupingLabels: Record<HoursGrouping, string> = {
  person: "Por persona",
  task: "Por tarea",
  day: "Por día",
};

export const PROJECT_OR_CLIENT = "Elija un proyecto o un cliente";

const hoursInvoiceFields = {
  projectId: optionalRecordId("Proyecto inválido").optional(),
  clientId: optionalRecordId("Cliente inválido").optional(),
  from: calendarDate("La fecha inicial es requerida"),
  to: calendarDate("La fecha final es requerida"),
  groupBy: z.enum(hoursGroupings, { error: "Agrupación inválida" }).default("person"),
};

type HoursInvoiceFields = { projectId?: number | null; clientId?: number | null; from: string; to: string };
const oneSource = (value: HoursInvoiceFields) => Boolean(value.projectId) !== Boolean(value.clientId);
const datesInOrder = (value: HoursInvoiceFields) => value.to >= value.from;
const sourceIssue = { error: PROJECT_OR_CLIENT, path: ["projectId"] };
const orderIssue = { error: "La fecha final no puede ser anterior a la inicial", path: ["to"] };

/** GET /api/time-entries/invoice-preview: a project or a client (one of them), a period, a grouping. */
export const hoursInvoiceQuery = z
  .object(hoursInvoiceFields)
  .refine(oneSource, sourceIssue)
  .refine(datesInOrder, orderIssue);
/** POST /api/time-entries/invoice: the same, to create the draft invoice. */
export const hoursInvoiceInput = z
  .object(hoursInvoiceFields)
  .refine(oneSource, sourceIssue)
  .refine(datesInOrder, orderIssue);
export type HoursInvoiceInput = z.input<typeof hoursInvoiceInput>;
export type HoursInvoiceData = z.output<typeof hoursInvoiceInput>;

/** One line the hours become: a group at one rate. */
export const hoursInvoiceLine = z.object({
  description: z.string(),
  quantity: decimalText("Horas, con dos decimales"),
  unitPrice: amountText("Tarifa por hora"),
  itbmsRate: z.enum(itbmsRates),
  subtotal: amountText("Horas × tarifa, al centavo"),
  itbmsAmount: amountText("ITBMS de la línea"),
  total: amountText("Total de la línea"),
  minutes: countOf("Minutos de la línea"),
  entries: countOf("Registros de horas de la línea"),
});
export type HoursInvoiceLine = z.infer<typeof hoursInvoiceLine>;

/** What 'Facturar horas' would create: the lines and totals, exactly as the invoice will have them. */
export const hoursInvoicePreviewRecord = z.object({
  clientId: recordKey("Cliente de la factura"),
  clientName: z.string(),
  lines: z.array(hoursInvoiceLine),
  subtotal: amountText("Suma de los subtotales"),
  itbmsAmount: amountText("ITBMS"),
  total: amountText("Total"),
  minutes: countOf("Minutos facturables sin facturar del período"),
  entries: countOf("Registros que se vincularán a la factura"),
});
export type HoursInvoicePreview = z.infer<typeof hoursInvoicePreviewRecord>;

/** GET /api/time-entries/summary: one project's hours. */
export const projectHoursQuery = z.object({ projectId: recordId("Debe seleccionar un proyecto") });

/**
 * A project's hours and their value against its budgets. Values are minutes × rate / 60 per entry,
 * rounded to the cent, summed; staff get only their own hours (`scope: 'own'`).
 */
export const projectHoursRecord = z.object({
  projectId: recordKey("Proyecto"),
  scope: z.enum(["all", "own"]).meta({ description: "all: las horas de todos; own: solo las propias (personal)" }),
  billableMinutes: countOf("Minutos facturables"),
  nonBillableMinutes: countOf("Minutos no facturables"),
  billableValue: amountText("Valor de las horas facturables"),
  unbilledMinutes: countOf("Minutos facturables aún sin facturar"),
  unbilledValue: amountText("Valor de lo facturable sin facturar"),
  invoicedMinutes: countOf("Minutos ya facturados"),
  invoicedValue: amountText("Valor de lo facturado"),
  budgetHours: decimalText("Horas presupuestadas").nullable(),
  budget: amountText("Presupuesto en dinero").nullable(),
  /** Every hour (billable or not) against the budget in hours, one decimal; null without one. */
  hoursUsedPercent: z.number().nullable().meta({ description: "Horas usadas / presupuestadas × 100, un decimal" }),
  /** The billable value against the money budget, one decimal; null without one. */
  budgetUsedPercent: z.number().nullable().meta({ description: "Valor facturable / presupuesto × 100, un decimal" }),
  /** The project's active plan de mantenimiento and the billable hours of everyone this month (Panama). */
  retainer: z
    .object({
      recurringInvoiceId: recordKey("Factura recurrente del plan"),
      title: z.string(),
      includedHours: countOf("Horas incluidas cada mes"),
      overageRate: amountText("Tarifa por hora adicional"),
      month: z.string().meta({ description: "El mes, 'YYYY-MM'" }),
      usedMinutes: countOf("Minutos facturables del proyecto este mes, de todas las personas"),
    })
    .nullable()
    .meta({ description: "El plan de mantenimiento activo del proyecto; null si no tiene" }),
});
export type ProjectHoursRecord = z.infer<typeof projectHoursRecord>;
