import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { Alert, Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import type { ManualEntryInput } from "api/contract";
import { type Control, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { formatPAB } from "shared-ui";
import { MoneyInput, SelectInput, type SelectOption } from "shared-ui/forms";
import { entryBalance } from "./entry-balance";

type Props = { control: Control<ManualEntryInput, unknown, unknown> };

/** A new line: no account, both sides blank. */
export const emptyEntryLine = () => ({ accountCode: "", debit: "", credit: "" });

/** 'Débitos', 'Créditos' and the difference, recomputed as the lines are typed. */
export function EntryBalanceSummary({ control }: Props) {
  const lines = useWatch({ control, name: "lines" });
  const balance = entryBalance(lines);
  return (
    <Alert severity={balance.balanced ? "success" : "warning"} role="status" aria-label="Cuadre del asiento">
      Débitos {formatPAB(balance.debits)} · Créditos {formatPAB(balance.credits)} ·{" "}
      {balance.balanced ? "El asiento cuadra" : `Diferencia ${formatPAB(balance.difference)}`}
    </Alert>
  );
}

/** The message of the lines as a whole ('Un asiento tiene al menos dos líneas'). */
function LinesError({ control }: Props) {
  const { errors } = useFormState({ control, name: "lines" });
  const lines = errors.lines as { message?: string; root?: { message?: string } } | undefined;
  const message = lines?.message ?? lines?.root?.message;
  return message ? <FormHelperText error>{message}</FormHelperText> : null;
}

/** The entry's lines: an account and a debit or a credit each; add and remove (two at least). */
export function EntryLines({ control, accountOptions }: Props & { accountOptions: readonly SelectOption[] }) {
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  return (
    <Stack spacing={1.5} component="section" aria-label="Líneas del asiento">
      <Typography variant="subtitle2">Líneas</Typography>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={`Línea ${number}`}
            sx={{
              display: "grid",
              gap: 1.5,
              gridTemplateColumns: { xs: "1fr 1fr auto", sm: "2fr 1fr 1fr auto" },
              alignItems: "start",
            }}
          >
            <Box sx={{ gridColumn: { xs: "1 / -1", sm: "auto" } }}>
              <SelectInput
                control={control}
                name={`lines.${index}.accountCode`}
                label="Cuenta"
                required
                options={accountOptions}
              />
            </Box>
            <MoneyInput control={control} name={`lines.${index}.debit`} label="Débito" />
            <MoneyInput control={control} name={`lines.${index}.credit`} label="Crédito" />
            <Tooltip title="Quitar">
              <span>
                <IconButton
                  color="error"
                  aria-label={`Quitar línea ${number}`}
                  disabled={fields.length <= 2}
                  onClick={() => remove(index)}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <LinesError control={control} />
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => append(emptyEntryLine())}>
          Agregar línea
        </Button>
      </Box>
    </Stack>
  );
}
