import { Box, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from "@mui/material";
import {
  type CalendarPeriod,
  type CalendarStatusFilter,
  type CalendarTypeFilter,
  calendarCaption,
  calendarPeriodLabels,
  calendarPeriods,
  calendarStatusFilterLabels,
  calendarStatusFilters,
  calendarTypeFilters,
  calendarTypeLabels,
  DEFAULT_CALENDAR_PERIOD,
} from "api/contract";
import { useState } from "react";
import {
  DEFAULT_ROWS_PER_PAGE,
  ExportMenu,
  formatDollarPlain,
  type ListPagination,
  PageHeader,
  StatCard,
  todayInPanama,
  useEndpoint,
} from "shared-ui";
import { CalendarTable } from "./calendar-table";
import { ReferenceDateCalendar } from "./reference-date-calendar";

/** The filters the screen shows, as the calendar API (and its export) takes them. */
export type CalendarFilters = {
  period: CalendarPeriod;
  date: string;
  type: CalendarTypeFilter;
  status: CalendarStatusFilter;
};

function Select<Value extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CalendarPage() {
  const [filters, setFilters] = useState<CalendarFilters>({
    period: DEFAULT_CALENDAR_PERIOD,
    date: todayInPanama(),
    type: "all",
    status: "all",
  });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const change = (next: Partial<CalendarFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(0);
  };
  // One page of the window's items; the cards and the total cover the whole filtered window.
  const { data, error, isLoading, mutate } = useEndpoint(
    "paymentCalendar",
    { query: { ...filters, limit: String(rowsPerPage), offset: String(page * rowsPerPage) } },
    { keepPreviousData: true },
  );
  const summary = data?.summary;
  const total = data?.total ?? 0;
  const pagination: ListPagination = {
    page,
    rowsPerPage,
    count: total,
    onPageChange: setPage,
    onRowsPerPageChange: (next) => {
      setRowsPerPage(next);
      setPage(0);
    },
  };

  return (
    <>
      <PageHeader
        title="Calendario de Pagos"
        subtitle="Gestione los vencimientos de cuentas por cobrar y por pagar."
        actions={<ExportMenu endpoint="exportCalendar" filters={filters} />}
      />
      <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Resumen de vencimientos">
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Por Cobrar"
            value={formatDollarPlain(summary?.receivableTotal ?? "0")}
            subtitle="Pendientes de cobro"
            loading={!summary}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Por Pagar"
            value={formatDollarPlain(summary?.payableTotal ?? "0")}
            subtitle="Pendientes de pago"
            loading={!summary}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Vencidos (Cobrar)"
            value={summary?.overdueReceivables ?? 0}
            subtitle="Facturas vencidas"
            loading={!summary}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Vencidos (Pagar)"
            value={summary?.overduePayables ?? 0}
            subtitle="Pagos vencidos"
            loading={!summary}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Select
                  label="Período"
                  value={filters.period}
                  options={calendarPeriods}
                  labels={calendarPeriodLabels}
                  onChange={(period) => change({ period })}
                />
                <Select
                  label="Tipo"
                  value={filters.type}
                  options={calendarTypeFilters}
                  labels={calendarTypeLabels}
                  onChange={(type) => change({ type })}
                />
                <Select
                  label="Estado"
                  value={filters.status}
                  options={calendarStatusFilters}
                  labels={calendarStatusFilterLabels}
                  onChange={(status) => change({ status })}
                />
              </Stack>
              <ReferenceDateCalendar value={filters.date} onChange={(date) => change({ date })} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <Box sx={{ p: 2, pb: 1 }}>
              <Typography variant="h6" component="h2">
                Cronograma de Pagos
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="calendar-caption">
                {calendarCaption(total, filters.date)}
              </Typography>
            </Box>
            <CalendarTable
              list={{ rows: data?.items ?? [], isLoading, error, retry: () => void mutate(), pagination }}
            />
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
