import { bankAccountLabel, type TransferInput, transferInput } from "api/contract";
import { useMemo } from "react";
import { todayInPanama, useEndpoint } from "shared-ui";
import {
  DateInput,
  FormDialog,
  MoneyInput,
  SelectInput,
  type SelectOption,
  TextInput,
  useEntityForm,
} from "shared-ui/forms";

export const TRANSFER_FAILED = "Error al registrar la transferencia";

function initialValues(): TransferInput {
  return {
    fromAccountId: "",
    toAccountId: "",
    amount: "",
    transferFee: "0",
    transferDate: todayInPanama(),
    reference: "",
    description: "",
  };
}

/**
 * 'Nueva Transferencia Bancaria': sent once per submission (Idempotency-Key). A refusal shows the
 * server's reason ('Saldo insuficiente en la cuenta de origen'); field errors go under the fields.
 */
export function TransferFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: transferInput,
    open,
    initialValues,
    create: "createTransfer",
    notices: {
      created: "Transferencia registrada",
      createdDescription: "La transferencia se ha registrado exitosamente.",
      createFailed: TRANSFER_FAILED,
    },
    onClose,
  });
  const accounts = useEndpoint(open ? "listBankAccounts" : null);
  const options = useMemo<SelectOption[]>(
    () => (accounts.data ?? []).map((account) => ({ value: account.id, label: bankAccountLabel(account) })),
    [accounts.data],
  );

  return (
    <FormDialog
      {...dialog}
      title="Nueva Transferencia Bancaria"
      description="Registra una transferencia entre cuentas bancarias"
      submitLabel="Registrar Transferencia"
      submittingLabel="Registrando..."
    >
      <SelectInput control={form.control} name="fromAccountId" label="Cuenta Origen" required options={options} />
      <SelectInput control={form.control} name="toAccountId" label="Cuenta Destino" required options={options} />
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <MoneyInput control={form.control} name="transferFee" label="Comisión" />
      <DateInput control={form.control} name="transferDate" label="Fecha" required />
      <TextInput control={form.control} name="reference" label="Referencia" />
      <TextInput control={form.control} name="description" label="Descripción" multiline minRows={3} />
    </FormDialog>
  );
}
