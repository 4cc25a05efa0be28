import { Stack, Typography } from "@mui/material";
import type { ItbmsRate } from "api/contract";
import { formatDollarPlain } from "shared-ui";
import { itbmsRateLabels, itbmsTotals } from "./quote-amounts";

/** The read-only ITBMS and total of what the form holds, recomputed as the user types. */
export function QuoteTotalsLine({ amount, rate }: { amount: unknown; rate: unknown }) {
  const { itbmsAmount, total } = itbmsTotals(amount, rate);
  const rateLabel = itbmsRateLabels[rate as ItbmsRate] ?? "";
  return (
    <Stack
      direction="row"
      spacing={3}
      aria-live="polite"
      aria-label="Totales calculados"
      sx={{ px: 1.5, py: 1, bgcolor: "action.hover", borderRadius: 1, justifyContent: "flex-end" }}
    >
      <Typography variant="body2" color="text.secondary">
        ITBMS ({rateLabel}): {formatDollarPlain(itbmsAmount)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Total: {formatDollarPlain(total)}
      </Typography>
    </Stack>
  );
}
