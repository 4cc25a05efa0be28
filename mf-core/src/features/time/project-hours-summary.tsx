import { Card, CardContent, Grid, LinearProgress, Stack, Typography } from "@mui/material";
import { formatDuration, type ProjectHoursRecord } from "api/contract";
import { formatPAB, StatCard } from "shared-ui";

/** '12:30 h de 40 h (31.3 %)' and its bar, or nothing without a budget of that kind. */
function BudgetBar({ label, used, of, percent }: { label: string; used: string; of: string; percent: number | null }) {
  if (percent === null) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {label}: {used} de {of} ({percent.toFixed(1)} %)
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={percent > 100 ? "error" : percent > 85 ? "warning" : "primary"}
        aria-label={`${label}: ${percent.toFixed(1)} % usado`}
      />
    </Stack>
  );
}

/** 'Plan de mantenimiento': this month's billable hours of the project against the hours the plan includes. */
function RetainerUsage({ retainer }: { retainer: NonNullable<ProjectHoursRecord["retainer"]> }) {
  const includedMinutes = retainer.includedHours * 60;
  // A display ratio (not money): 0 included hours is over the plan at the first minute.
  const percent =
    includedMinutes === 0 ? (retainer.usedMinutes > 0 ? 101 : 0) : (retainer.usedMinutes / includedMinutes) * 100;
  const over = retainer.usedMinutes - includedMinutes;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Plan de mantenimiento: {retainer.title}</Typography>
          <BudgetBar
            label="Horas de este mes"
            used={`${formatDuration(retainer.usedMinutes)} h`}
            of={`${retainer.includedHours} h incluidas`}
            percent={Math.round(percent * 10) / 10}
          />
          <Typography variant="body2" color={over > 0 ? "error" : "text.secondary"}>
            {over > 0
              ? `${formatDuration(over)} h adicionales, a ${formatPAB(retainer.overageRate)} la hora en la próxima factura`
              : `Quedan ${formatDuration(-over)} h del plan este mes`}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A project's hours: billable and not, their value, what is still to bill, against its budgets. */
export function ProjectHoursSummary({ hours }: { hours: ProjectHoursRecord | undefined }) {
  const loading = hours === undefined;
  const totalMinutes = hours ? hours.billableMinutes + hours.nonBillableMinutes : 0;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Horas facturables"
            loading={loading}
            value={hours ? formatDuration(hours.billableMinutes) : ""}
            subtitle={hours ? `Valor: ${formatPAB(hours.billableValue)}` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Horas no facturables"
            loading={loading}
            value={hours ? formatDuration(hours.nonBillableMinutes) : ""}
            subtitle={hours ? `Total: ${formatDuration(totalMinutes)}` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Sin facturar"
            loading={loading}
            value={hours ? formatPAB(hours.unbilledValue) : ""}
            subtitle={hours ? `${formatDuration(hours.unbilledMinutes)} horas` : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Facturado"
            loading={loading}
            value={hours ? formatPAB(hours.invoicedValue) : ""}
            subtitle={hours ? `${formatDuration(hours.invoicedMinutes)} horas` : undefined}
          />
        </Grid>
      </Grid>
      {hours?.retainer && <RetainerUsage retainer={hours.retainer} />}
      {hours && (hours.hoursUsedPercent !== null || hours.budgetUsedPercent !== null) && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Stack spacing={2}>
              <BudgetBar
                label="Horas del presupuesto"
                used={`${formatDuration(totalMinutes)} h`}
                of={`${hours.budgetHours} h`}
                percent={hours.hoursUsedPercent}
              />
              <BudgetBar
                label="Presupuesto en dinero"
                used={formatPAB(hours.billableValue)}
                of={formatPAB(hours.budget)}
                percent={hours.budgetUsedPercent}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </>
  );
}
