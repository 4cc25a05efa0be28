// The date field every form uses: MUI's DatePicker in Spanish (dd/MM/yyyy, weeks from
// Monday), reading and writing calendar dates as 'YYYY-MM-DD'. A separate entry point
// ("shared-ui/dates") so only the screens with forms load @mui/x-date-pickers.
import { DatePicker, LocalizationProvider } from "@mui/x-date-pickers";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { esES } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "./format";

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

type DateFieldProps = {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  minDate?: string;
};

export function DateField({
  label,
  value,
  onChange,
  name,
  required,
  error,
  helperText,
  disabled,
  minDate,
}: DateFieldProps) {
  const parsed: Dayjs | null = value ? dayjs(value, "YYYY-MM-DD") : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      <DatePicker
        label={label}
        value={parsed}
        format="DD/MM/YYYY"
        disabled={disabled}
        minDate={minDate ? dayjs(minDate) : undefined}
        onChange={(next) => onChange(next?.isValid() ? next.format("YYYY-MM-DD") : null)}
        slotProps={{ textField: { name, required, error, helperText, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
