import { type BankAccountInput, bankAccountInput, bankAccountTypeLabels, bankAccountTypes } from "api/contract";
import { FormDialog, labelledOptions, MoneyInput, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { currencyOptions } from "../../common/currency-options";

const typeOptions = labelledOptions(bankAccountTypes, bankAccountTypeLabels);

/** A new account: checking, in balboas, opening at 0.00. */
function initialValues(): BankAccountInput {
  return { bankName: "", accountNumber: "", accountType: "checking", currency: "PAB", currentBalance: "0.00" };
}

/** 'Nueva Cuenta Bancaria': bank, number, type, currency and the opening balance. */
export function BankAccountFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: bankAccountInput,
    open,
    initialValues,
    create: "createBankAccount",
    notices: {
      created: "Cuenta bancaria creada",
      createFailed: "No se pudo crear la cuenta bancaria. Inténtelo de nuevo.",
    },
    onClose,
  });
  return (
    <FormDialog
      {...dialog}
      title="Nueva Cuenta Bancaria"
      description="Registre una cuenta en un banco panameño con su saldo inicial."
      submitLabel="Crear Cuenta"
      submittingLabel="Creando..."
    >
      <TextInput control={form.control} name="bankName" label="Banco" required placeholder="Banco General" />
      <TextInput control={form.control} name="accountNumber" label="Número de Cuenta" required />
      <SelectInput control={form.control} name="accountType" label="Tipo de Cuenta" options={typeOptions} />
      <SelectInput control={form.control} name="currency" label="Moneda" options={currencyOptions} />
      <MoneyInput control={form.control} name="currentBalance" label="Saldo Inicial" required />
    </FormDialog>
  );
}
