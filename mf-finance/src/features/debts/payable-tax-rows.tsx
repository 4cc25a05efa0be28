import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import { itbmsRateLabels, itbmsRates, type PayableInput } from "api/contract";
import { useEffect, useRef } from "react";
import { type Control, type UseFormReturn, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { formatPAB } from "shared-ui";
import { labelledOptions, MoneyInput, SelectInput } from "shared-ui/forms";
import { liveTaxTotal, MAX_TAX_ROWS, newTaxRow, suggestedItbms } from "./payable-tax-values";

type Form = UseFormReturn<PayableInput, unknown, unknown>;
type Props = { form: Form };

const rateOptions = labelledOptions(itbmsRates, itbmsRateLabels);

/**
 * Fills the row's ITBMS with rate × base each time its base or rate changes, not when it first
 * shows: the user then types over it what the invoice printed (the supplier's per-line rounding).
 */
function ItbmsSuggestion({ form, index }: Props & { index: number }) {
  const [base, rate] = useWatch({ control: form.control, name: [`taxes.${index}.base`, `taxes.${index}.rate`] });
  const previous = useRef({ base, rate });
  useEffect(() => {
    if (previous.current.base === base && previous.current.rate === rate) return;
    previous.current = { base, rate };
    const itbms = suggestedItbms(base, rate);
    if (itbms !== null) {
      form.setValue(`taxes.${index}.itbms`, itbms, { shouldValidate: form.formState.isSubmitted });
    }
  }, [base, rate, form, index]);
  return null;
}

/** 'Monto total', the sum of the rows' bases and ITBMS, as the server will store it. */
function LiveTotal({ control }: { control: Control<PayableInput, unknown, unknown> }) {
  const rows = useWatch({ control, name: "taxes" });
  return (
    <Typography variant="subtitle2" sx={{ textAlign: "right", whiteSpace: "nowrap", ml: "auto" }}>
      {`Monto total: ${formatPAB(liveTaxTotal(rows))}`}
    </Typography>
  );
}

/** The list's own message ('Debe indicar al menos una base con su tasa'), under the rows. */
function RowsError({ control }: { control: Control<PayableInput, unknown, unknown> }) {
  const { errors } = useFormState({ control, name: "taxes" });
  const taxes = errors.taxes as { message?: string; root?: { message?: string } } | undefined;
  const message = taxes?.message ?? taxes?.root?.message;
  return message ? <FormHelperText error>{message}</FormHelperText> : null;
}

/**
 * The supplier invoice's base and ITBMS per rate (react-hook-form's field array): per row its
 * rate, base and ITBMS as printed; add a rate, remove one; and the total they make.
 */
export function PayableTaxRows({ form }: Props) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "taxes" });

  return (
    <Stack spacing={1.5} component="section" aria-label="ITBMS por tasa">
      <Typography variant="subtitle2">ITBMS por tasa (como en la factura)</Typography>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={`Fila ${number}`}
            sx={{
              display: "grid",
              gap: 1.5,
              // A phone: the rate and the remove button, then base and ITBMS; wider, one line.
              gridTemplateColumns: { xs: "1fr 1fr auto", sm: "1fr 1fr 1fr auto" },
              gridTemplateAreas: { xs: '"rate rate remove" "base itbms ."', sm: '"rate base itbms remove"' },
              alignItems: "start",
            }}
          >
            <Box sx={{ gridArea: "rate" }}>
              <SelectInput control={control} name={`taxes.${index}.rate`} label="Tasa" options={rateOptions} />
            </Box>
            <Box sx={{ gridArea: "base" }}>
              <MoneyInput control={control} name={`taxes.${index}.base`} label="Base" required />
            </Box>
            <Box sx={{ gridArea: "itbms" }}>
              <MoneyInput control={control} name={`taxes.${index}.itbms`} label="ITBMS" required />
            </Box>
            <ItbmsSuggestion form={form} index={index} />
            <Tooltip title="Quitar">
              {/* An invoice keeps at least one row. */}
              <Box component="span" sx={{ gridArea: "remove" }}>
                <IconButton
                  color="error"
                  aria-label={`Quitar fila ${number}`}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            </Tooltip>
          </Box>
        );
      })}
      <RowsError control={control} />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= MAX_TAX_ROWS}
          onClick={() => append(newTaxRow(form.getValues("taxes")))}
        >
          Agregar tasa
        </Button>
        <LiveTotal control={control} />
      </Stack>
    </Stack>
  );
}
