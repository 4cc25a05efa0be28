import { Checkbox, FormControlLabel, FormHelperText } from "@mui/material";
import type { RecurringInvoiceInput } from "api/contract";
import { type Control, Controller, useWatch } from "react-hook-form";

/**
 * 'Enviar por correo al cliente al emitirla' (api/docs/recurring-invoices.md, "E-mailed"): only an
 * issued invoice goes to the client, so the box is offered in 'Emitir factura electrónica' mode.
 */
export function EmailOnIssueField({ control }: { control: Control<RecurringInvoiceInput, unknown, unknown> }) {
  const mode = useWatch({ control, name: "mode" });
  const issuing = mode === "issue";
  return (
    <Controller
      control={control}
      name="sendByEmail"
      render={({ field }) => (
        <div>
          <FormControlLabel
            label="Enviar por correo al cliente al emitirla"
            disabled={!issuing}
            control={
              <Checkbox
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={issuing && field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
          <FormHelperText>
            {issuing
              ? "Con su PDF y su XML, al correo del cliente"
              : "Solo una factura emitida se envía al cliente: elija «Emitir factura electrónica»"}
          </FormHelperText>
        </div>
      )}
    />
  );
}
