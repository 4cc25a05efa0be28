import { exportFormatField } from "../finance/exports";
import { calendarDate } from "../values/fields";
import { amountText, countOf, dateText, monthText, recordKey } from "../values/record-fields";
import { z } from "../zod";

// The time reports (the reports screen's 'Horas', admin and finance): hours by project, person and
// month in a period, the work in progress (unbilled value) and the effective rate per project.
// Every figure is summed in SQL (rules: api/docs/time.md, "Reports").

/** `from`/`to`: the days worked, both included; without them, the current month in Panama. */
export const timeReportQuery = z
  .object({
    from: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
    to: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: "La fecha final no puede ser anterior a la inicial",
    path: ["to"],
  });
export type TimeReportQuery = z.output<typeof timeReportQuery>;

/** Hours split as every breakdown gives them. */
const hoursFigures = {
  billableMinutes: countOf("Minutos facturables"),
  nonBillableMinutes: countOf("Minutos no facturables"),
  billableValue: amountText("Valor de las horas facturables (minutos × tarifa / 60, al centavo por registro)"),
};

export const timeReportRecord = z.object({
  from: dateText("Primer día del período"),
  to: dateText("Último día del período"),
  byProject: z.array(
    z.object({
      projectId: recordKey("Proyecto"),
      projectName: z.string(),
      clientName: z.string().nullable(),
      ...hoursFigures,
    }),
  ),
  byPerson: z.array(z.object({ userId: recordKey("Persona"), userName: z.string(), ...hoursFigures })),
  byMonth: z.array(z.object({ month: monthText(), ...hoursFigures })),
  /** Everything billable not yet invoiced, worked up to `to` (work in progress), by project. */
  unbilled: z.array(
    z.object({
      projectId: recordKey("Proyecto"),
      projectName: z.string(),
      clientName: z.string().nullable(),
      minutes: countOf("Minutos facturables sin facturar"),
      value: amountText("Su valor"),
      entries: countOf("Registros"),
      oldestDate: dateText("El día más antiguo sin facturar"),
    }),
  ),
  unbilledTotal: z.object({ minutes: countOf("Minutos"), value: amountText("Valor") }),
  /** Per project in the period: what was invoiced of its hours over every hour worked on it. */
  effectiveRates: z.array(
    z.object({
      projectId: recordKey("Proyecto"),
      projectName: z.string(),
      clientName: z.string().nullable(),
      totalMinutes: countOf("Todas las horas del período (facturables o no)"),
      invoicedMinutes: countOf("Minutos facturados"),
      invoicedValue: amountText("Valor facturado de sus horas"),
      effectiveRate: amountText("Valor facturado / horas trabajadas").nullable(),
    }),
  ),
});
export type TimeReportRecord = z.infer<typeof timeReportRecord>;

/** The reports a file is made of: one table of the screen each. */
export const timeReportKinds = ["projects", "people", "months", "unbilled", "effective-rates"] as const;
export type TimeReportKind = (typeof timeReportKinds)[number];
export const timeReportKindLabels: Record<TimeReportKind, string> = {
  projects: "Horas por proyecto",
  people: "Horas por persona",
  months: "Horas por mes",
  unbilled: "Trabajo sin facturar",
  "effective-rates": "Tarifa efectiva por proyecto",
};

/** GET /api/reports/time/export: one of the reports, its period and the format. */
export const timeReportExportQuery = timeReportQuery.safeExtend({
  report: z.enum(timeReportKinds, { error: "Reporte inválido" }),
  format: exportFormatField,
});
export type TimeReportExportQuery = z.output<typeof timeReportExportQuery>;
