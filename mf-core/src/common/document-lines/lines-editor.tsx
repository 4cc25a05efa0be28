import AddIcon from "@mui/icons-material/Add";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Box, Button, FormHelperText, IconButton, Paper, Stack, Tooltip, Typography } from "@mui/material";
import type { DocumentLineInput, ItbmsRate } from "api/contract";
import { useMemo } from "react";
import {
  type Control,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  useFieldArray,
  useFormState,
  useWatch,
} from "react-hook-form";
import { formatDollarPlain, useEndpoint } from "shared-ui";
import { SelectInput, TextInput } from "shared-ui/forms";
import { itbmsRateOptions } from "../itbms";
import { DocumentTotals } from "./document-totals";
import { emptyLine, liveDocumentTotals, liveLineAmounts } from "./line-values";

type WithLines = FieldValues & { lines?: DocumentLineInput[] };
type Props<Values extends WithLines> = { control: Control<Values, unknown, unknown> };

const decimalInput = (step: string) => ({ htmlInput: { step, min: "0", inputMode: "decimal" as const } });

/** A line's total as the server will store it; a dash while its numbers are incomplete. */
function LineTotal<Values extends WithLines>({ control, index }: Props<Values> & { index: number }) {
  const line = useWatch({ control, name: `lines.${index}` as Path<Values> }) as Partial<DocumentLineInput>;
  const amounts = liveLineAmounts(line);
  return (
    <Box sx={{ textAlign: "right", alignSelf: "center", minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        Total línea
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-label={`Total de la línea ${index + 1}`}>
        {amounts ? formatDollarPlain(amounts.total) : "—"}
      </Typography>
    </Box>
  );
}

/**
 * The income accounts a line may post its sale to (api/docs/ledger.md), read for the form;
 * the empty choice is the default account.
 */
function useIncomeAccountOptions() {
  const { data } = useEndpoint("listIncomeAccounts");
  return useMemo(
    () => (data ?? []).map((account) => ({ value: account.code, label: `${account.code} ${account.name}` })),
    [data],
  );
}

/** 'Subtotal', 'ITBMS n%' per rate and 'Total', recomputed as the lines are typed. */
function LiveTotals<Values extends WithLines>({ control }: Props<Values>) {
  // Watched here, not in the form, so typing re-renders only the totals and the line's own total.
  const lines = useWatch({ control, name: "lines" as Path<Values> }) as Partial<DocumentLineInput>[] | undefined;
  const totals = liveDocumentTotals(lines);
  return <DocumentTotals subtotal={totals.subtotal} breakdown={totals.breakdown} total={totals.total} live />;
}

/** The message of the list itself ('Debe agregar al menos una línea'), under the lines. */
function LinesError<Values extends WithLines>({ control }: Props<Values>) {
  const { errors } = useFormState({ control, name: "lines" as Path<Values> });
  const lines = errors.lines as { message?: string; root?: { message?: string } } | undefined;
  const message = lines?.message ?? lines?.root?.message;
  return message ? <FormHelperText error>{message}</FormHelperText> : null;
}

/**
 * The lines of a quote or invoice form (react-hook-form's field array): per line its concept,
 * quantity, unit price, discount, ITBMS rate and total; add, remove, move up and down; and the
 * live totals, computed with the contract's functions as the API computes them.
 */
export function DocumentLinesEditor<Values extends WithLines>({
  control,
  newLineRate,
}: Props<Values> & {
  /** The rate a line added with 'Agregar línea' starts with (the company's default). */
  newLineRate: ItbmsRate;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "lines" as FieldArrayPath<Values> });
  const name = (index: number, field: keyof DocumentLineInput) => `lines.${index}.${field}` as Path<Values>;
  const last = fields.length - 1;
  const incomeAccounts = useIncomeAccountOptions();

  return (
    <Stack spacing={1.5} component="section" aria-label="Líneas">
      <Typography variant="subtitle2">Líneas</Typography>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Paper key={field.id} variant="outlined" role="group" aria-label={`Línea ${number}`} sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
              <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
                Línea {number}
              </Typography>
              <Tooltip title="Subir">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Subir línea ${number}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Bajar">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Bajar línea ${number}`}
                    disabled={index === last}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Quitar">
                {/* A document keeps at least one line. */}
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Quitar línea ${number}`}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            <Stack spacing={1.5}>
              <Box
                sx={{
                  display: "grid",
                  gap: 1.5,
                  gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" },
                  alignItems: "start",
                }}
              >
                <TextInput control={control} name={name(index, "description")} label="Concepto" required />
                <SelectInput
                  control={control}
                  name={name(index, "incomeAccountCode")}
                  label="Tipo de ingreso"
                  placeholder="Ventas de servicios (predeterminada)"
                  options={incomeAccounts}
                />
              </Box>
              <Box
                sx={{
                  display: "grid",
                  gap: 1.5,
                  gridTemplateColumns: { xs: "1fr 1fr", sm: "0.8fr 1.2fr 0.8fr 1fr auto" },
                  alignItems: "start",
                }}
              >
                <TextInput
                  control={control}
                  name={name(index, "quantity")}
                  label="Cantidad"
                  required
                  type="number"
                  slotProps={decimalInput("0.001")}
                />
                <TextInput
                  control={control}
                  name={name(index, "unitPrice")}
                  label="Precio unitario"
                  required
                  type="number"
                  slotProps={decimalInput("0.01")}
                />
                <TextInput
                  control={control}
                  name={name(index, "discountPercent")}
                  label="Descuento %"
                  type="number"
                  slotProps={decimalInput("0.01")}
                />
                <SelectInput
                  control={control}
                  name={name(index, "itbmsRate")}
                  label="ITBMS"
                  options={itbmsRateOptions}
                />
                <LineTotal control={control} index={index} />
              </Box>
            </Stack>
          </Paper>
        );
      })}
      <LinesError control={control} />
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append(emptyLine(newLineRate) as never)}>
          Agregar línea
        </Button>
      </Box>
      <LiveTotals control={control} />
    </Stack>
  );
}
