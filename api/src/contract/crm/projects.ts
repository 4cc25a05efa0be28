import { optionalBudgetHours, optionalHourlyRate, optionalItbmsRate } from "../time/hourly-rates";
import { optionalCalendarDate, optionalMoney, optionalText, recordId, requiredText } from "../values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "../values/paging";
import { amountText, dateText, decimalText, recordKey, recordTimestamps } from "../values/record-fields";
import { itbmsRates, type ProjectStatus, projectStatuses } from "../values/statuses";
import { z } from "../zod";

const projectFields = z.object({
  name: requiredText("El nombre es requerido"),
  clientId: recordId("Debe seleccionar un cliente"),
  description: optionalText(5000),
  status: z.enum(projectStatuses, { error: "Estado inválido" }),
  budget: optionalMoney(),
  /** The hours budgeted (api/docs/time.md); empty: none. */
  budgetHours: optionalBudgetHours(),
  /** The project's hourly rate, over its client's and its people's; empty: none. */
  hourlyRate: optionalHourlyRate(),
  /** The ITBMS rate of its invoiced hours; empty: the company's default. */
  itbmsRate: optionalItbmsRate(),
  startDate: optionalCalendarDate(),
  endDate: optionalCalendarDate(),
});

const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const endDateMessage = {
  error: "La fecha de fin no puede ser anterior a la de inicio",
  path: ["endDate"],
};

/** POST /api/projects. */
export const projectInput = projectFields
  .extend({ status: projectFields.shape.status.default("planning") })
  .refine(endNotBeforeStart, endDateMessage);
/** PATCH /api/projects/{id}: any subset, no defaults. */
export const projectPatch = projectFields.partial().refine(endNotBeforeStart, endDateMessage);

/**
 * GET /api/projects: `q` matches the name, the description or the client's name or company
 * (case-insensitive); newest first. The board asks for one column (`status`) 50 at a time.
 */
export const projectListQuery = pagedListQuery({
  status: optionalFilter(projectStatuses, "Estado inválido"),
  clientId: optionalIdFilter("Cliente inválido"),
});
export type ProjectListQuery = z.output<typeof projectListQuery>;

export type ProjectInput = z.input<typeof projectInput>;
export type ProjectData = z.output<typeof projectInput>;

export const projectRecord = z.object({
  id: recordKey(),
  name: z.string(),
  clientId: recordKey("Cliente"),
  clientName: z.string().nullable().meta({ description: "Nombre del cliente (empresa, si no, nombre)" }),
  description: z.string().nullable(),
  status: z.enum(projectStatuses),
  budget: amountText("Presupuesto").nullable(),
  budgetHours: decimalText("Horas presupuestadas").nullable(),
  hourlyRate: amountText("Tarifa por hora del proyecto").nullable(),
  itbmsRate: z
    .enum(itbmsRates)
    .nullable()
    .meta({ description: "ITBMS de sus horas facturadas; null: el de la empresa" }),
  startDate: dateText("Fecha de inicio").nullable(),
  endDate: dateText("Fecha de fin").nullable(),
  ...recordTimestamps,
});
export type ProjectRecord = z.infer<typeof projectRecord>;

/** What the create form offers: a project is not created in testing, nor cancelled. */
export const projectFormStatuses = [
  "planning",
  "in_progress",
  "completed",
  "on_hold",
] as const satisfies readonly ProjectStatus[];
/** The list's status filter: no on_hold, which only the create form offers (api/docs/contract.md). */
export const projectFilterStatuses = [
  "planning",
  "in_progress",
  "testing",
  "completed",
  "cancelled",
] as const satisfies readonly ProjectStatus[];
/** The board's columns, in order. Cancelled and on_hold appear in none. */
export const projectBoardColumns = [
  "planning",
  "in_progress",
  "testing",
  "completed",
] as const satisfies readonly ProjectStatus[];
