import { Stack, Typography } from "@mui/material";
import { computeItbms, type ItbmsRate, itbmsRateLabels, itbmsRates } from "api/contract";
import { formatDollarPlain } from "shared-ui";

/** ITBMS and total of what a form holds, in integer cents like the API; zero for what is not an amount yet. */
function totalsOf(amount: unknown, rate: unknown) {
  const validRate = itbmsRates.includes(rate as ItbmsRate) ? (rate as ItbmsRate) : "0";
  try {
    return computeItbms(String(amount ?? "").trim() || "0", validRate);
  } catch {
    return computeItbms("0", validRate);
  }
}

/** The read-only ITBMS and total line of a quote or invoice form, recomputed as the user types. */
export function ItbmsTotalsLine({ amount, rate }: { amount: unknown; rate: unknown }) {
  const { itbmsAmount, total } = totalsOf(amount, rate);
  return (
    <Stack
      direction="row"
      spacing={3}
      aria-live="polite"
      aria-label="Totales calculados"
      sx={{ px: 1.5, py: 1, bgcolor: "action.hover", borderRadius: 1, justifyContent: "flex-end" }}
    >
      <Typography variant="body2" color="text.secondary">
        ITBMS ({itbmsRateLabels[rate as ItbmsRate] ?? ""}): {formatDollarPlain(itbmsAmount)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Total: {formatDollarPlain(total)}
      </Typography>
    </Stack>
  );
}

export const itbmsRateOptions = itbmsRates.map((value) => ({ value, label: itbmsRateLabels[value] }));
