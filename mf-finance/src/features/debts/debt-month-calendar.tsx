import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, Card, CircularProgress, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import { debtStatusText, monthWindow, monthYearCaption } from "api/contract";
import { ErrorState, formatPAB, todayInPanama, useEndpoint } from "shared-ui";
import { type DebtKind, type DebtRow, debtKinds, debtRow, debtStatusTones } from "./debt-kinds";

const WEEKDAYS = ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"];

const toneColors = {
  success: "success.main",
  info: "info.main",
  secondary: "text.secondary",
  destructive: "error.main",
  warning: "warning.main",
  default: "primary.main",
} as const;

/** The days shown for a month: from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: string): Array<{ date: string; inMonth: boolean }> {
  const { from, to } = monthWindow(month);
  const first = new Date(`${from}T00:00:00Z`);
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  const start = new Date(first.getTime() - mondayOffset * 86_400_000);
  const days: Array<{ date: string; inMonth: boolean }> = [];
  for (let day = start; ; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    if (date > to && days.length % 7 === 0) break;
    days.push({ date, inMonth: date >= from && date <= to });
  }
  return days;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The 'Calendario' tab: the month's items on their due day, read from the kind's list operation
 * with `from`/`to` = the month (the whole month, not a page). Weeks start on Monday.
 */
export function DebtMonthCalendar({
  kind,
  month,
  onMonthChange,
}: {
  kind: DebtKind;
  /** Any day of the month shown, 'YYYY-MM-DD'. */
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const { from, to } = monthWindow(month);
  const { data, error, isLoading, mutate } = useEndpoint(debtKinds[kind].list, { query: { from, to } });
  const rows = (data ?? []).map(debtRow);
  const today = todayInPanama();
  const byDay = new Map<string, DebtRow[]>();
  for (const row of rows) byDay.set(row.dueDate, [...(byDay.get(row.dueDate) ?? []), row]);

  return (
    <Card sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Tooltip title="Mes anterior">
          <IconButton aria-label="Mes anterior" onClick={() => onMonthChange(monthWindow(month, -1).from)}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" aria-live="polite">
          {capitalize(monthYearCaption(month))}
        </Typography>
        <Tooltip title="Mes siguiente">
          <IconButton aria-label="Mes siguiente" onClick={() => onMonthChange(monthWindow(month, 1).from)}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {error ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <Box sx={{ position: "relative" }}>
          {isLoading && (
            <Box sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", zIndex: 1 }}>
              <CircularProgress size={32} aria-label="Cargando" />
            </Box>
          )}
          <Box
            role="grid"
            aria-label={`Vencimientos de ${monthYearCaption(month)}`}
            sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5 }}
          >
            {WEEKDAYS.map((weekday) => (
              <Typography
                key={weekday}
                role="columnheader"
                variant="caption"
                sx={{ textAlign: "center", fontWeight: 700, color: "text.secondary", py: 0.5 }}
              >
                {weekday}
              </Typography>
            ))}
            {monthGrid(month).map(({ date, inMonth }) => (
              <Box
                key={date}
                role="gridcell"
                data-date={date}
                aria-label={date}
                sx={{
                  minHeight: 92,
                  p: 0.5,
                  borderRadius: 1,
                  border: 1,
                  borderColor: date === today ? "primary.main" : "divider",
                  bgcolor: inMonth ? "background.paper" : "action.hover",
                  opacity: inMonth ? 1 : 0.6,
                  minWidth: 0,
                }}
              >
                <Typography variant="caption" sx={{ fontWeight: date === today ? 700 : 400 }}>
                  {Number(date.slice(8, 10))}
                </Typography>
                <Stack spacing={0.5}>
                  {(byDay.get(date) ?? []).map((row) => (
                    <Tooltip
                      key={row.id}
                      title={`${row.counterparty} · ${formatPAB(row.balanceAmount)} · ${debtStatusText(row.status, row.daysOverdue)}`}
                    >
                      <Box
                        data-testid={`calendar-item-${row.id}`}
                        sx={{
                          borderLeft: 3,
                          borderColor: toneColors[debtStatusTones[row.status]],
                          pl: 0.5,
                          overflow: "hidden",
                        }}
                      >
                        <Typography variant="caption" noWrap component="p" sx={{ fontWeight: 600 }}>
                          {row.invoiceNumber}
                        </Typography>
                        <Typography variant="caption" noWrap component="p" color="text.secondary">
                          {formatPAB(row.status === "paid" ? row.totalAmount : row.balanceAmount)}
                        </Typography>
                      </Box>
                    </Tooltip>
                  ))}
                </Stack>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Card>
  );
}
