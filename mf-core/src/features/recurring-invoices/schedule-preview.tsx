import { Typography } from "@mui/material";
import {
  addDays,
  type RecurringFrequency,
  type RecurringInvoiceInput,
  recurringFrequencies,
  upcomingOccurrences,
} from "api/contract";
import { type Control, useWatch } from "react-hook-form";
import { formatDate, todayInPanama } from "shared-ui";

const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const wholeNumber = (value: unknown) => (/^\d+$/.test(String(value ?? "")) ? Number(value) : null);

/**
 * 'Próximas fechas: 31/01/2027, 28/02/2027…', computed as the form is typed with the contract's
 * schedule (the one the server runs), from today on and counting the invoices already made.
 */
export function SchedulePreview({
  control,
  generated,
}: {
  control: Control<RecurringInvoiceInput, unknown, unknown>;
  generated: number;
}) {
  const [frequency, dayOfMonth, startDate, endDate, maxCount] = useWatch({
    control,
    name: ["frequency", "dayOfMonth", "startDate", "endDate", "maxCount"],
  });
  const day = wholeNumber(dayOfMonth);
  if (!recurringFrequencies.includes(frequency as RecurringFrequency) || !day || day > 31 || !isDate(startDate)) {
    return null;
  }
  const dates = upcomingOccurrences(
    {
      frequency: frequency as RecurringFrequency,
      dayOfMonth: day,
      startDate,
      endDate: isDate(endDate) ? endDate : null,
      maxCount: wholeNumber(maxCount),
    },
    { after: addDays(todayInPanama(), -1), generated, limit: 4 },
  );
  return (
    <Typography variant="body2" color="text.secondary" aria-label="Próximas fechas">
      {dates.length > 0
        ? `Próximas fechas: ${dates.map((date) => formatDate(date)).join(", ")}${dates.length === 4 ? "…" : ""}`
        : "Con estos datos no queda ninguna fecha de facturación"}
    </Typography>
  );
}
