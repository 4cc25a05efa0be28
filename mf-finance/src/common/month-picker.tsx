import { MenuItem, Stack, TextField } from "@mui/material";
import { MONTH_NAMES } from "api/contract";
import { todayInPanama } from "shared-ui";

// The 'Mes' and 'Año' pair of the finance screens that work on one month: closing a month of the
// books, the DGI's monthly declarations.

/** The first year offered: the books keep nothing older. */
const FIRST_YEAR = 2000;

/** 'YYYY-MM' of the last finished month in Panama: the one usually closed, or declared, next. */
export function lastFinishedMonth(today = todayInPanama()): string {
  const [year = 0, month = 1] = today.split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** 'Mes' and 'Año' of a 'YYYY-MM' month, from 2000 to this year (and `yearsAhead` more). */
export function MonthPicker({
  month,
  onChange,
  yearsAhead = 0,
}: {
  month: string;
  onChange: (month: string) => void;
  yearsAhead?: number;
}) {
  const [year = "", monthNumber = "01"] = month.split("-");
  const lastYear = Number(todayInPanama().slice(0, 4)) + yearsAhead;
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => String(lastYear - index));
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label="Mes"
        value={monthNumber}
        onChange={(event) => onChange(`${year}-${event.target.value}`)}
        sx={{ minWidth: 150 }}
      >
        {MONTH_NAMES.map((name, index) => {
          const value = String(index + 1).padStart(2, "0");
          return (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          );
        })}
      </TextField>
      <TextField
        select
        size="small"
        label="Año"
        value={year}
        onChange={(event) => onChange(`${event.target.value}-${monthNumber}`)}
        sx={{ minWidth: 110 }}
      >
        {years.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** 'marzo de 2019' of '2019-03'. */
export function monthName(month: string): string {
  const [year, number] = month.split("-");
  return `${(MONTH_NAMES[Number(number) - 1] ?? "").toLowerCase()} de ${year}`;
}
