import { minutesToHours, type TimeReportExportQuery, type TimeReportKind, timeReportKindLabels } from "../../contract";
import type { Db } from "../../db/client";
import type { ExportColumn, ExportTable } from "../exports";
import { byMonth, byPerson, byProject, effectiveRates, reportPeriod, unbilledByProject } from "./reports";

// The time reports as CSV or Excel ('Exportar' on each table of the reports screen): the rows the
// screen shows, hours as decimals with two places (api/docs/time.md, "Reports").

type Period = { from: string; to: string };

const hours = (minutes: number) => minutesToHours(minutes);

/** The file's name before its period: 'horas-por-proyecto-2026-01-01-a-2026-01-31.xlsx'. */
const fileNames: Record<TimeReportKind, string> = {
  projects: "horas-por-proyecto",
  people: "horas-por-persona",
  months: "horas-por-mes",
  unbilled: "trabajo-sin-facturar",
  "effective-rates": "tarifa-efectiva",
};

const figureColumns = <
  Row extends { billableMinutes: number; nonBillableMinutes: number; billableValue: string },
>(): ReadonlyArray<ExportColumn<Row>> => [
  { header: "Horas facturables", type: "hours", value: (row) => hours(row.billableMinutes) },
  { header: "Horas no facturables", type: "hours", value: (row) => hours(row.nonBillableMinutes) },
  { header: "Horas totales", type: "hours", value: (row) => hours(row.billableMinutes + row.nonBillableMinutes) },
  { header: "Valor facturable", type: "money", value: (row) => row.billableValue },
];

/** One report's table: its columns and its rows, read whole (a period's report is a few hundred rows). */
function table<Row>(
  kind: TimeReportKind,
  period: Period,
  columns: ReadonlyArray<ExportColumn<Row>>,
  rows: Promise<Row[]>,
) {
  return {
    fileName: `${fileNames[kind]}-${period.from}-a-${period.to}`,
    dated: false,
    sheetName: timeReportKindLabels[kind].slice(0, 31),
    columns,
    pages: (async function* () {
      yield await rows;
    })(),
  } satisfies ExportTable<Row>;
}

/** The report asked for, over the period asked for (the current month without one). */
export function timeReportExport(db: Db, query: TimeReportExportQuery, now = new Date()): ExportTable<unknown> {
  const period = reportPeriod(query, now);
  const project = { header: "Proyecto", type: "text", width: 32 } as const;
  const client = { header: "Cliente", type: "text", width: 28 } as const;
  switch (query.report) {
    case "projects":
      return table(
        "projects",
        period,
        [
          { ...project, value: (row) => row.projectName },
          { ...client, value: (row) => row.clientName },
          ...figureColumns(),
        ],
        byProject(db, period),
      ) as ExportTable<unknown>;
    case "people":
      return table(
        "people",
        period,
        [{ header: "Persona", type: "text", width: 28, value: (row) => row.userName }, ...figureColumns()],
        byPerson(db, period),
      ) as ExportTable<unknown>;
    case "months":
      return table(
        "months",
        period,
        [{ header: "Mes", type: "text", width: 10, value: (row) => row.month }, ...figureColumns()],
        byMonth(db, period),
      ) as ExportTable<unknown>;
    case "unbilled":
      return table(
        "unbilled",
        period,
        [
          { ...project, value: (row) => row.projectName },
          { ...client, value: (row) => row.clientName },
          { header: "Horas sin facturar", type: "hours", value: (row) => hours(row.minutes) },
          { header: "Valor", type: "money", value: (row) => row.value },
          { header: "Registros", type: "text", width: 10, value: (row) => String(row.entries) },
          { header: "Desde", type: "date", width: 12, value: (row) => row.oldestDate },
        ],
        unbilledByProject(db, period),
      ) as ExportTable<unknown>;
    case "effective-rates":
      return table(
        "effective-rates",
        period,
        [
          { ...project, value: (row) => row.projectName },
          { ...client, value: (row) => row.clientName },
          { header: "Horas trabajadas", type: "hours", value: (row) => hours(row.totalMinutes) },
          { header: "Horas facturadas", type: "hours", value: (row) => hours(row.invoicedMinutes) },
          { header: "Valor facturado", type: "money", value: (row) => row.invoicedValue },
          { header: "Tarifa efectiva", type: "money", value: (row) => row.effectiveRate },
        ],
        effectiveRates(db, period),
      ) as ExportTable<unknown>;
  }
}
