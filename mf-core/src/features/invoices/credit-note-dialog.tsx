import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { type CreditNoteRecord, feDocumentStatusLabels, type InvoiceRecord } from "api/contract";
import { useEffect, useId, useMemo } from "react";
import { Controller } from "react-hook-form";
import { useApiAction, useToast } from "shared-ui";
import { applyServerErrors, FormDialog, MoneyInput, TextInput, useZodForm } from "shared-ui/forms";
import { creditNoteFormSchema, creditNoteScopeLabels, creditNoteScopes, emptyCreditNoteForm } from "./credit-note-form";

/** What the note's document came to, said in the success notice. */
function feStatusText(note: CreditNoteRecord): string {
  return note.feStatus
    ? `Documento electrónico: ${feDocumentStatusLabels[note.feStatus]}.`
    : "Sin documento electrónico.";
}

/**
 * 'Nota de crédito' of an authorised invoice: POST /api/invoices/{id}/credit-notes with the reason
 * and what it gives back (the whole invoice, some of its lines with a quantity each, or an amount
 * before ITBMS), checked with the contract's creditNoteInput and again by the server, whose refusals
 * (400 under the fields, 409 as it says it) are shown. The server issues the note's document right
 * away: the notice tells its number and its status.
 */
export function CreditNoteDialog({
  open,
  invoice,
  onClose,
}: {
  open: boolean;
  invoice: Pick<InvoiceRecord, "id" | "invoiceNumber" | "lines">;
  onClose: () => void;
}) {
  const { lines } = invoice;
  const schema = useMemo(() => creditNoteFormSchema(lines), [lines]);
  const emptyValues = useMemo(() => emptyCreditNoteForm(lines), [lines]);
  const form = useZodForm(schema, emptyValues);
  const run = useApiAction();
  const { toast } = useToast();
  const scope = form.watch("scope");
  const scopeLabelId = useId();

  useEffect(() => {
    if (open) form.reset(emptyValues);
  }, [open, form, emptyValues]);

  const submit = form.handleSubmit(async (body) => {
    const note = await run({
      endpoint: "createCreditNote",
      params: { id: invoice.id },
      body,
      failure: { description: "No se pudo emitir la nota de crédito. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
    if (note === undefined) return;
    toast({
      title: `Nota de crédito ${note.creditNoteNumber} emitida`,
      description: feStatusText(note),
      variant: note.feStatus === "rejected" ? "destructive" : "success",
    });
    onClose();
  });

  const linesError = form.formState.errors.quantities?.root?.message ?? form.formState.errors.quantities?.message;

  return (
    <FormDialog
      open={open}
      title="Nota de crédito"
      description={`Corrige la factura ${invoice.invoiceNumber}, autorizada por la DGI: baja lo que el cliente debe (o le deja un saldo a favor) y se emite como documento electrónico.`}
      submitLabel="Emitir nota de crédito"
      submittingLabel="Emitiendo..."
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
    >
      <TextInput
        control={form.control}
        name="reason"
        label="Motivo"
        helperText="Entre 15 y 1,000 caracteres."
        required
        multiline
        minRows={2}
        autoFocus
      />
      <Controller
        control={form.control}
        name="scope"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={scopeLabelId}>Qué se acredita</FormLabel>
            <RadioGroup row aria-labelledby={scopeLabelId} {...field}>
              {creditNoteScopes.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={creditNoteScopeLabels[value]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {scope === "lines" && (
        <FormControl error={Boolean(linesError)}>
          <TableContainer>
            <Table size="small" aria-label="Líneas a acreditar">
              <TableHead>
                <TableRow>
                  <TableCell>Concepto</TableCell>
                  <TableCell align="right">Cantidad facturada</TableCell>
                  <TableCell align="right">Cantidad a acreditar</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, index) => (
                  <TableRow key={line.id}>
                    <TableCell sx={{ whiteSpace: "pre-line" }}>{line.description}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right" sx={{ width: 200 }}>
                      <Controller
                        control={form.control}
                        name={`quantities.${index}` as const}
                        render={({ field, fieldState }) => (
                          <TextField
                            {...field}
                            value={field.value ?? ""}
                            size="small"
                            type="number"
                            placeholder="0"
                            slotProps={{
                              htmlInput: {
                                step: "any",
                                min: "0",
                                max: line.quantity,
                                inputMode: "decimal",
                                "aria-label": `Cantidad a acreditar de ${line.description}`,
                              },
                            }}
                            error={Boolean(fieldState.error)}
                            helperText={fieldState.error?.message}
                          />
                        )}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <FormHelperText>{linesError ?? "Deje en blanco las líneas que no se acreditan."}</FormHelperText>
        </FormControl>
      )}
      {scope === "amount" && <MoneyInput control={form.control} name="amount" label="Monto antes de ITBMS" required />}
    </FormDialog>
  );
}
