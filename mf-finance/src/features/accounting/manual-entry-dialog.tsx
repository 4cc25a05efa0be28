import { type ManualEntryInput, manualEntryInput } from "api/contract";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { todayInPanama, useEndpoint } from "shared-ui";
import { DateInput, FormDialog, TextInput, useEntityForm } from "shared-ui/forms";
import { activeAccountOptions } from "./account-options";
import { entryBalance } from "./entry-balance";
import { EntryBalanceSummary, EntryLines, emptyEntryLine } from "./entry-lines";

/** A new entry: dated today in Panama, two blank lines. */
function initialValues(): ManualEntryInput {
  return { entryDate: todayInPanama(), description: "", lines: [emptyEntryLine(), emptyEntryLine()] };
}

/**
 * 'Nuevo Asiento': the accountant's own entry. 'Registrar Asiento' stays disabled until the debits
 * equal the credits; a refusal (a closed month, an inactive account) shows the server's reason.
 * What is posted is never edited: a correction is another entry.
 */
export function ManualEntryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: manualEntryInput,
    open,
    initialValues,
    create: "createJournalEntry",
    notices: {
      created: "Asiento registrado",
      createFailed: "No se pudo registrar el asiento. Inténtelo de nuevo.",
    },
    onClose,
  });
  const chart = useEndpoint(open ? "listChartAccounts" : null);
  const accountOptions = useMemo(() => activeAccountOptions(chart.data), [chart.data]);
  const lines = useWatch({ control: form.control, name: "lines" });
  const balanced = entryBalance(lines).balanced;

  return (
    <FormDialog
      {...dialog}
      title="Nuevo Asiento"
      description="Cada línea lleva un débito o un crédito; el asiento se registra cuando cuadra."
      submitLabel="Registrar Asiento"
      submittingLabel="Registrando..."
      submitDisabled={!balanced}
      maxWidth="md"
    >
      <DateInput control={form.control} name="entryDate" label="Fecha" required />
      <TextInput control={form.control} name="description" label="Descripción" required />
      <EntryLines control={form.control} accountOptions={accountOptions} />
      <EntryBalanceSummary control={form.control} />
    </FormDialog>
  );
}
