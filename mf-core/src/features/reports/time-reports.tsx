import { Grid, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import {
  formatDuration,
  MONTH_NAMES,
  monthBounds,
  type TimeReportKind,
  type TimeReportRecord,
  timeReportKindLabels,
  todayInPanama,
} from "api/contract";
import { type ReactNode, useState } from "react";
import { ErrorState, ExportMenu, formatDate, formatPAB, useEndpoint } from "shared-ui";
import { DateField } from "shared-ui/dates";
import { ReportSection } from "./report-section";

type Column<Row> = { label: string; align?: "right"; value: (row: Row) => ReactNode };

/** 'Marzo 2026' of '2026-03'. */
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

const hoursColumns = <
  Row extends { billableMinutes: number; nonBillableMinutes: number; billableValue: string },
>(): Array<Column<Row>> => [
  { label: "Facturables", align: "right", value: (row) => formatDuration(row.billableMinutes) },
  { label: "No facturables", align: "right", value: (row) => formatDuration(row.nonBillableMinutes) },
  { label: "Valor", align: "right", value: (row) => formatPAB(row.billableValue) },
];

/** One report: its table of rows, and 'Exportar' with the same period. */
function TimeTable<Row>({
  kind,
  period,
  subtitle,
  rows,
  columns,
  rowKey,
}: {
  kind: TimeReportKind;
  period: { from: string; to: string };
  subtitle: string;
  rows: readonly Row[] | undefined;
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
}) {
  return (
    <ReportSection
      title={timeReportKindLabels[kind]}
      subtitle={subtitle}
      action={<ExportMenu endpoint="exportTimeReport" filters={{ report: kind, ...period }} />}
    >
      {rows === undefined ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} aria-label="Cargando" />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Sin horas en el período.
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 1 }} aria-label={timeReportKindLabels[kind]}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportSection>
  );
}

type ProjectRow = TimeReportRecord["byProject"][number];
type PersonRow = TimeReportRecord["byPerson"][number];
type MonthRow = TimeReportRecord["byMonth"][number];
type UnbilledRow = TimeReportRecord["unbilled"][number];
type RateRow = TimeReportRecord["effectiveRates"][number];

const projectColumns: Array<Column<ProjectRow>> = [
  { label: "Proyecto", value: (row) => row.projectName },
  { label: "Cliente", value: (row) => row.clientName ?? "—" },
  ...hoursColumns<ProjectRow>(),
];
const personColumns: Array<Column<PersonRow>> = [
  { label: "Persona", value: (row) => row.userName },
  ...hoursColumns<PersonRow>(),
];
const monthColumns: Array<Column<MonthRow>> = [
  { label: "Mes", value: (row) => monthLabel(row.month) },
  ...hoursColumns<MonthRow>(),
];
const unbilledColumns: Array<Column<UnbilledRow>> = [
  { label: "Proyecto", value: (row) => row.projectName },
  { label: "Horas", align: "right", value: (row) => formatDuration(row.minutes) },
  { label: "Valor", align: "right", value: (row) => formatPAB(row.value) },
  { label: "Desde", value: (row) => formatDate(row.oldestDate) },
];
const rateColumns: Array<Column<RateRow>> = [
  { label: "Proyecto", value: (row) => row.projectName },
  { label: "Horas trabajadas", align: "right", value: (row) => formatDuration(row.totalMinutes) },
  { label: "Facturado", align: "right", value: (row) => formatPAB(row.invoicedValue) },
  {
    label: "Tarifa efectiva",
    align: "right",
    value: (row) => (row.effectiveRate ? formatPAB(row.effectiveRate) : "—"),
  },
];

/**
 * The reports screen's 'Horas' (admin and finance): hours by project, person and month of a period
 * (this month unless changed), the work not yet invoiced and the effective rate per project, each
 * exportable to CSV or Excel with the same period (api/docs/time.md, "Reports").
 */
export function TimeReports() {
  const [period, setPeriod] = useState(() => monthBounds(todayInPanama().slice(0, 7)));
  const valid = period.from <= period.to;
  const { data, error, mutate } = useEndpoint(valid ? "timeReport" : null, { query: period });
  return (
    <Stack component="section" aria-label="Horas" spacing={2} sx={{ mt: 3 }}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "center" } }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Horas
        </Typography>
        <Stack direction="row" spacing={2}>
          <DateField
            label="Desde"
            value={period.from}
            onChange={(from) => from && setPeriod((current) => ({ ...current, from }))}
          />
          <DateField
            label="Hasta"
            value={period.to}
            error={!valid}
            helperText={valid ? undefined : "La fecha final no puede ser anterior a la inicial"}
            onChange={(to) => to && setPeriod((current) => ({ ...current, to }))}
          />
        </Stack>
      </Stack>
      {error ? (
        <ErrorState message="No se pudieron cargar los reportes de horas." onRetry={() => mutate()} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <TimeTable
              kind="projects"
              period={period}
              subtitle="Horas del período y su valor"
              rows={data?.byProject}
              columns={projectColumns}
              rowKey={(row) => row.projectId}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <TimeTable
              kind="people"
              period={period}
              subtitle="Horas del período por persona"
              rows={data?.byPerson}
              columns={personColumns}
              rowKey={(row) => row.userId}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <TimeTable
              kind="months"
              period={period}
              subtitle="Horas del período por mes"
              rows={data?.byMonth}
              columns={monthColumns}
              rowKey={(row) => row.month}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <TimeTable
              kind="unbilled"
              period={period}
              subtitle={
                data
                  ? `Facturable sin facturar hasta el ${formatDate(period.to)}: ${formatPAB(data.unbilledTotal.value)} (${formatDuration(data.unbilledTotal.minutes)} horas)`
                  : "Facturable sin facturar"
              }
              rows={data?.unbilled}
              columns={unbilledColumns}
              rowKey={(row) => row.projectId}
            />
          </Grid>
          <Grid size={12}>
            <TimeTable
              kind="effective-rates"
              period={period}
              subtitle="Lo facturado de sus horas entre todas las horas trabajadas en el período"
              rows={data?.effectiveRates}
              columns={rateColumns}
              rowKey={(row) => row.projectId}
            />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
