import { DateCalendar, LocalizationProvider } from "@mui/x-date-pickers";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { esES } from "@mui/x-date-pickers/locales";
import dayjs from "dayjs";

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The reference date of the calendar: one month on screen, in Spanish, weeks from Monday (the
 * "es" locale), reading and writing 'YYYY-MM-DD'.
 */
export function ReferenceDateCalendar({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DateCalendar
        value={dayjs(value, "YYYY-MM-DD")}
        onChange={(next) => {
          if (next?.isValid()) onChange(next.format("YYYY-MM-DD"));
        }}
        sx={{ width: "100%", maxWidth: 340, mx: "auto" }}
      />
    </LocalizationProvider>
  );
}
