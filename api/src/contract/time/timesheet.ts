import { calendarDate, optionalRecordId, optionalText, recordId } from "../values/fields";
import { countOf, dateText, recordKey } from "../values/record-fields";
import { z } from "../zod";
import { MAX_ENTRY_MINUTES, weekStartOf } from "./hours";

// The weekly timesheet: a person's week as rows of project and task with the minutes of each day,
// entered and saved at once (rules: api/docs/time.md, "Weekly timesheet").

/** GET /api/time-entries/week: the week holding `week` (its Monday; this week without it), of `userId` (the caller's without it). */
export const timesheetWeekQuery = z.object({
  userId: z.preprocess((value) => (value === "" ? undefined : value), optionalRecordId("Persona inválida").optional()),
  week: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
});
export type TimesheetWeekQuery = z.output<typeof timesheetWeekQuery>;

/** One day of a row: its minutes, the part already invoiced (locked), and its entries not yet invoiced. */
export const timesheetCell = z.object({
  minutes: countOf("Minutos del día (facturados o no)"),
  lockedMinutes: countOf("Minutos ya facturados: no se pueden cambiar"),
  entries: countOf("Registros sin facturar ese día"),
});
export type TimesheetCell = z.infer<typeof timesheetCell>;

export const timesheetRow = z.object({
  projectId: recordKey("Proyecto"),
  projectName: z.string(),
  clientName: z.string().nullable(),
  task: z.string().nullable().meta({ description: "Tarea o fase; null: sin tarea" }),
  /** Monday to Sunday. */
  days: z.array(timesheetCell).length(7),
});
export type TimesheetRow = z.infer<typeof timesheetRow>;

export const timesheetWeekRecord = z.object({
  userId: recordKey("Persona"),
  userName: z.string(),
  weekStart: dateText("El lunes de la semana"),
  days: z.array(dateText()).length(7).meta({ description: "Los siete días, de lunes a domingo" }),
  rows: z.array(timesheetRow),
});
export type TimesheetWeekRecord = z.infer<typeof timesheetWeekRecord>;

export const CELL_MINUTES_INVALID = "Cada día debe tener entre 0 y 24 horas";
export const MAX_TIMESHEET_ROWS = 100;

/** A day's minutes in a saved row: 0 (nothing) to 1440. */
const cellMinutes = z
  .number({ error: CELL_MINUTES_INVALID })
  .int({ error: CELL_MINUTES_INVALID })
  .min(0, { error: CELL_MINUTES_INVALID })
  .max(MAX_ENTRY_MINUTES, { error: CELL_MINUTES_INVALID });

export const timesheetRowInput = z.object({
  projectId: recordId("Debe seleccionar un proyecto"),
  task: optionalText(100),
  /** Monday to Sunday: each day's total minutes as the row should now have them. */
  minutes: z.array(cellMinutes, { error: "Indique los minutos de los siete días" }).length(7, {
    error: "Indique los minutos de los siete días",
  }),
});

/**
 * PUT /api/time-entries/week: the whole week at once. Each row says what each of its days should
 * total; a row not sent is left as it is. Rows are one per project and task.
 */
export const timesheetWeekInput = z
  .object({
    userId: optionalRecordId("Persona inválida").optional(),
    weekStart: calendarDate("La semana es requerida"),
    rows: z
      .array(timesheetRowInput, { error: "Indique las filas de la semana" })
      .max(MAX_TIMESHEET_ROWS, { error: `Máximo ${MAX_TIMESHEET_ROWS} filas` }),
  })
  .refine((week) => weekStartOf(week.weekStart) === week.weekStart, {
    error: "La semana debe empezar un lunes",
    path: ["weekStart"],
  })
  .superRefine((week, ctx) => {
    const seen = new Set<string>();
    for (const [index, row] of week.rows.entries()) {
      const key = `${row.projectId}\u0000${row.task ?? ""}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", message: "Hay dos filas con el mismo proyecto y tarea", path: ["rows", index] });
      }
      seen.add(key);
    }
    for (let day = 0; day < 7; day++) {
      const total = week.rows.reduce((sum, row) => sum + (row.minutes[day] ?? 0), 0);
      if (total > MAX_ENTRY_MINUTES) {
        ctx.addIssue({ code: "custom", message: "Un día no puede sumar más de 24 horas", path: ["rows"] });
        return;
      }
    }
  });
export type TimesheetWeekInput = z.input<typeof timesheetWeekInput>;
export type TimesheetWeekData = z.output<typeof timesheetWeekInput>;
