import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { formatDuration, WEEKDAY_SHORT_NAMES } from "api/contract";
import type { KeyboardEvent } from "react";
import { formatDate } from "shared-ui";
import { cellMinutes, type GridRow } from "./use-timesheet";

/** The cell of `row` and `day`, for moving through the grid with the keyboard. */
const cellSelector = (row: number, day: number) => `input[data-cell="${row}-${day}"]`;

/** Enter and ↓ go to the same day of the next row, ↑ to the previous one; Tab goes across the week. */
function moveOnKey(event: KeyboardEvent<HTMLDivElement>, row: number, day: number) {
  const step = event.key === "Enter" || event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
  if (step === 0) return;
  const next = document.querySelector<HTMLInputElement>(cellSelector(row + step, day));
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}

const sum = (values: Array<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The week's grid: a row per project and task, a text field per day that takes hours as people type
 * them ('1:30', '1.5', '45m'), the totals of each row, each day and the week.
 */
export function TimesheetGrid({
  days,
  rows,
  cellErrors,
  onCellChange,
}: {
  days: readonly string[];
  rows: readonly GridRow[];
  cellErrors: Record<string, string>;
  onCellChange: (row: number, day: number, text: string) => void;
}) {
  const minutes = rows.map((row) => row.cells.map(cellMinutes));
  const dayTotals = days.map((_, day) => sum(minutes.map((row) => row[day] ?? 0)));
  return (
    <TableContainer>
      <Table size="small" aria-label="Hoja de horas de la semana">
        <TableHead>
          <TableRow>
            <TableCell>Proyecto y tarea</TableCell>
            {days.map((date, day) => (
              <TableCell key={date} align="center">
                {WEEKDAY_SHORT_NAMES[day]}
                <Typography variant="caption" component="div" color="text.secondary">
                  {formatDate(date).slice(0, 5)}
                </Typography>
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => {
            const name = `${row.projectName}${row.task ? ` · ${row.task}` : ""}`;
            return (
              <TableRow key={row.key}>
                <TableCell sx={{ minWidth: 180 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.projectName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[row.task ?? "Sin tarea", row.clientName].filter(Boolean).join(" · ")}
                  </Typography>
                </TableCell>
                {days.map((date, day) => {
                  const error = cellErrors[`${rowIndex}-${day}`];
                  const locked = row.locked[day] ?? 0;
                  return (
                    <TableCell key={date} align="center" sx={{ px: 0.5 }}>
                      <TextField
                        size="small"
                        value={row.cells[day] ?? ""}
                        onChange={(event) => onCellChange(rowIndex, day, event.target.value)}
                        onBlur={() => {
                          const typed = cellMinutes(row.cells[day] ?? "");
                          if (typed !== null) onCellChange(rowIndex, day, typed > 0 ? formatDuration(typed) : "");
                        }}
                        onKeyDown={(event) => moveOnKey(event, rowIndex, day)}
                        error={Boolean(error)}
                        title={error ?? (locked > 0 ? `Facturado: ${formatDuration(locked)}` : undefined)}
                        placeholder="0:00"
                        slotProps={{
                          htmlInput: {
                            inputMode: "decimal",
                            "data-cell": `${rowIndex}-${day}`,
                            "aria-label": `${name}, ${WEEKDAY_SHORT_NAMES[day]} ${formatDate(date)}`,
                            "aria-invalid": Boolean(error),
                            style: { textAlign: "center", width: "4.5em" },
                          },
                        }}
                        helperText={
                          error ? (
                            <Box component="span" sx={{ maxWidth: 120, display: "block" }}>
                              {error}
                            </Box>
                          ) : locked > 0 ? (
                            `Fact. ${formatDuration(locked)}`
                          ) : undefined
                        }
                      />
                    </TableCell>
                  );
                })}
                <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 600 }}>
                  {formatDuration(sum(minutes[rowIndex] ?? []))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Total del día</TableCell>
            {dayTotals.map((total, day) => (
              <TableCell key={days[day]} align="center" sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 700 }}>
                {formatDuration(total)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="timesheet-week-total">
              {formatDuration(sum(dayTotals))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
