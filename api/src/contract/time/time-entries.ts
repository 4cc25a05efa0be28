import type { StaffRole } from "../roles";
import { calendarDate, MONEY_DATES, optionalRecordId, optionalText, recordId } from "../values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "../values/paging";
import { amountText, countOf, dateText, instantText, recordKey, recordTimestamps } from "../values/record-fields";
import { z } from "../zod";
import { MAX_ENTRY_MINUTES, parseDuration } from "./hours";

// Time entries: who worked how long on which project and day, billable or not, and the running
// timer of the top bar (rules: api/docs/time.md).

/** The roles that see and record everyone's hours; staff see and record only their own. */
export const timeForEveryoneRoles = ["admin", "finance"] as const satisfies readonly StaffRole[];
export const seesEveryonesTime = (role: StaffRole) => (timeForEveryoneRoles as readonly StaffRole[]).includes(role);

export const ENTRY_MINUTES_REQUIRED = "La duración es requerida";
export const ENTRY_MINUTES_POSITIVE = "La duración debe ser mayor que cero";
export const ENTRY_MINUTES_TOO_LONG = "La duración no puede superar 24 horas";

/** A stopped entry's whole minutes: 1 to 1440 (a day). */
export const entryMinutes = z
  .number({ error: ENTRY_MINUTES_REQUIRED })
  .int({ error: "La duración debe ser un número entero de minutos" })
  .min(1, { error: ENTRY_MINUTES_POSITIVE })
  .max(MAX_ENTRY_MINUTES, { error: ENTRY_MINUTES_TOO_LONG })
  .meta({ description: "Minutos trabajados, de 1 a 1440" });

const entryFields = z.object({
  projectId: recordId("Debe seleccionar un proyecto"),
  /** Whose hours: admin and finance may name anyone; staff only themselves. Absent: the caller. */
  userId: optionalRecordId("Persona inválida"),
  /** The day worked (Panama), within the dates money movements allow: the hours become money. */
  workDate: calendarDate("La fecha es requerida", MONEY_DATES),
  minutes: entryMinutes,
  description: optionalText(1000),
  /** The task or phase ('Diseño'): a timesheet row is a project and a task. */
  task: optionalText(100),
  billable: z.boolean({ error: "Indique si es facturable (true o false)" }),
});

/** POST /api/time-entries: billable unless told; the caller's own hours unless `userId` says whose. */
export const timeEntryInput = entryFields.extend({
  userId: entryFields.shape.userId.optional(),
  billable: entryFields.shape.billable.default(true),
});
/** PATCH /api/time-entries/{id}: any subset, no defaults. */
export const timeEntryPatch = entryFields.partial();

export const DURATION_INVALID = "Escriba la duración como 1:30, 1.5 o 45m";

/** A duration as people type it ('1:30', '1.5', '45m'; hours.ts), read as whole minutes: the forms' field. */
export const typedDuration = z
  .union([z.number(), z.string()], { error: ENTRY_MINUTES_REQUIRED })
  .transform((value, ctx) => {
    if (typeof value === "number") return value;
    const minutes = value.trim() === "" ? undefined : parseDuration(value);
    if (minutes === undefined || minutes === null) {
      ctx.addIssue({ code: "custom", message: minutes === undefined ? ENTRY_MINUTES_REQUIRED : DURATION_INVALID });
      return z.NEVER;
    }
    return minutes;
  })
  .pipe(entryMinutes);

/** The hours' form ('Registrar horas'): the API's body, its duration typed as hours. */
export const timeEntryForm = timeEntryInput.extend({ minutes: typedDuration });

export type TimeEntryInput = z.input<typeof timeEntryInput>;
export type TimeEntryData = z.output<typeof timeEntryInput>;
export type TimeEntryChanges = z.output<typeof timeEntryPatch>;

/** The list's invoicing filter: billed on an invoice, or not yet. */
export const timeInvoicedFilters = ["invoiced", "unbilled"] as const;
export const timeInvoicedFilterLabels: Record<(typeof timeInvoicedFilters)[number], string> = {
  invoiced: "Facturadas",
  unbilled: "Sin facturar",
};

/**
 * GET /api/time-entries: newest day first. `q` matches the description or the task; `from`/`to`
 * the day worked; staff always get only their own (another `userId` is 403).
 */
export const timeEntryListQuery = pagedListQuery({
  projectId: optionalIdFilter("Proyecto inválido"),
  clientId: optionalIdFilter("Cliente inválido"),
  userId: optionalIdFilter("Persona inválida"),
  billable: optionalFilter(["true", "false"], "Indique si es facturable (true o false)"),
  invoiced: optionalFilter(timeInvoicedFilters, "Estado de facturación inválido"),
});
export type TimeEntryListQuery = z.output<typeof timeEntryListQuery>;

export const timeEntryRecord = z.object({
  id: recordKey(),
  userId: recordKey("Persona"),
  userName: z.string().meta({ description: "Nombre de la persona (o su correo)" }),
  projectId: recordKey("Proyecto"),
  projectName: z.string(),
  clientId: recordKey("Cliente del proyecto"),
  clientName: z.string().nullable().meta({ description: "Cliente del proyecto (empresa, si no, nombre)" }),
  workDate: dateText("Día trabajado"),
  minutes: countOf("Minutos; 0 mientras el temporizador corre"),
  /** When its timer started, while it runs; null for a stopped entry. */
  startedAt: instantText("Inicio del temporizador en marcha; null si está detenido").nullable(),
  description: z.string().nullable(),
  task: z.string().nullable().meta({ description: "Tarea o fase" }),
  billable: z.boolean(),
  hourlyRate: amountText("Tarifa por hora guardada con el registro").nullable(),
  /** minutes × rate / 60, rounded to the cent; null without a rate or while it runs. */
  value: amountText("Valor: minutos × tarifa / 60, al centavo").nullable(),
  invoiceId: recordKey("Factura en que se cobró").nullable(),
  invoiceNumber: z.string().nullable(),
  ...recordTimestamps,
});
export type TimeEntryRecord = z.infer<typeof timeEntryRecord>;

/** POST /api/time-entries/timer/start: what the top bar's timer is started on. */
export const timerStartInput = z.object({
  projectId: recordId("Debe seleccionar un proyecto"),
  description: optionalText(1000),
  task: optionalText(100),
  billable: z.boolean({ error: "Indique si es facturable (true o false)" }).default(true),
});
export type TimerStartInput = z.input<typeof timerStartInput>;
export type TimerStartData = z.output<typeof timerStartInput>;

/** GET /api/time-entries/timer: the caller's running timer, and the server's clock to count from. */
export const runningTimerRecord = z.object({
  timer: timeEntryRecord.nullable().meta({ description: "El temporizador en marcha; null si no hay" }),
  serverTime: instantText("La hora del servidor, para contar lo transcurrido"),
});
export type RunningTimerRecord = z.infer<typeof runningTimerRecord>;

/** POST /api/time-entries/timer/start: the new timer, and the one it stopped, if one ran. */
export const timerStartRecord = z.object({
  timer: timeEntryRecord,
  stopped: timeEntryRecord.nullable().meta({ description: "El temporizador que estaba en marcha, ya detenido" }),
  serverTime: instantText("La hora del servidor"),
});

/** GET /api/time-entries/people: whom admin and finance may pick (active accounts). */
export const timePersonRecord = z.object({
  id: recordKey(),
  name: z.string().meta({ description: "Nombre (o correo)" }),
  email: z.string(),
});
export type TimePersonRecord = z.infer<typeof timePersonRecord>;
