import { Stack, Typography } from "@mui/material";
import { computeItbms, type ItbmsRate, itbmsRateLabels, itbmsRates } from "api/contract";
import { type Control, type FieldValues, type Path, useWatch } from "react-hook-form";
import { formatDollarPlain } from "shared-ui";
import { labelledOptions, MoneyInput, SelectInput } from "shared-ui/forms";

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
function ItbmsTotalsLine({ amount, rate }: { amount: unknown; rate: unknown }) {
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

const itbmsRateOptions = labelledOptions(itbmsRates, itbmsRateLabels);

/** 'Monto *', the 'ITBMS' rate and the totals line under them, of a quote or invoice form. */
export function ItbmsAmountFields<Values extends FieldValues & { amount: unknown; itbmsRate: unknown }>({
  control,
}: {
  control: Control<Values, unknown, unknown>;
}) {
  // Watched here, not in the form, so typing an amount re-renders only these fields.
  const [amount, rate] = useWatch({ control, name: ["amount", "itbmsRate"] as Path<Values>[] });
  return (
    <>
      <MoneyInput control={control} name={"amount" as Path<Values>} label="Monto" required />
      <SelectInput control={control} name={"itbmsRate" as Path<Values>} label="ITBMS" options={itbmsRateOptions} />
      <ItbmsTotalsLine amount={amount} rate={rate} />
    </>
  );
}

/** '7%', 'Exento'; a rate this front end does not know yet as '{rate}%'. */
export function itbmsRateLabel(rate: string): string {
  return itbmsRateLabels[rate as ItbmsRate] ?? `${rate}%`;
}

/** The amount, ITBMS and total rows of a quote's or an invoice's "view" dialog. */
export function itbmsDetailItems(record: {
  amount: string;
  itbmsRate: string;
  itbmsAmount: string;
  total: string;
}): Array<[label: string, value: string]> {
  return [
    ["Monto antes de ITBMS", formatDollarPlain(record.amount)],
    [`ITBMS (${itbmsRateLabel(record.itbmsRate)})`, formatDollarPlain(record.itbmsAmount)],
    ["Total", formatDollarPlain(record.total)],
  ];
}
