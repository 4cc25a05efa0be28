import { bankAccountLabel, type TransactionInput, transactionTypeLabels, transactionTypes } from "api/contract";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { todayInPanama, useEndpoint } from "shared-ui";
import {
  ClientSelect,
  DateInput,
  FormDialog,
  labelledOptions,
  MoneyInput,
  SelectInput,
  type SelectOption,
  TextInput,
} from "shared-ui/forms";
import { currencyOptions } from "../../common/currency-options";
import { SupplierSelect } from "../../common/supplier-select";
import { useTransactionForm } from "../../common/use-transaction-form";

const typeOptions = labelledOptions(transactionTypes, transactionTypeLabels);

/** A new transaction: dated today in Panama, an income in balboas. */
function initialValues(): TransactionInput {
  return {
    transactionDate: todayInPanama(),
    transactionType: "income",
    amount: "",
    currency: "PAB",
    description: "",
    reference: "",
    categoryId: "",
    bankAccountId: "",
    clientId: "",
    supplierId: "",
  };
}

/** 'Nueva Transacción': sent once per submission (Idempotency-Key), it may move a bank balance. */
export function TransactionFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useTransactionForm({ open, initialValues, onClose });
  const type = useWatch({ control: form.control, name: "transactionType" });
  const categories = useEndpoint(open ? "listCategories" : null);
  const accounts = useEndpoint(open ? "listBankAccounts" : null);

  // A client goes only with an income, a supplier only with an expense.
  useEffect(() => {
    if (type !== "income") form.setValue("clientId", "");
    if (type !== "expense") form.setValue("supplierId", "");
  }, [type, form]);

  const categoryOptions = useMemo<SelectOption[]>(
    () =>
      (categories.data ?? [])
        .filter(
          (category) => category.type === null || category.type === type || (type !== "income" && type !== "expense"),
        )
        .map((category) => ({ value: category.id, label: category.name })),
    [categories.data, type],
  );
  const accountOptions = useMemo<SelectOption[]>(
    () =>
      (accounts.data ?? [])
        .filter((account) => account.isActive)
        .map((account) => ({ value: account.id, label: `${bankAccountLabel(account)} (${account.currency})` })),
    [accounts.data],
  );

  return (
    <FormDialog
      {...dialog}
      title="Nueva Transacción"
      description="Registre un ingreso, gasto, transferencia o ajuste."
      submitLabel="Crear Transacción"
      submittingLabel="Creando..."
    >
      <DateInput control={form.control} name="transactionDate" label="Fecha" required />
      <SelectInput control={form.control} name="transactionType" label="Tipo" required options={typeOptions} />
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <SelectInput control={form.control} name="currency" label="Moneda" options={currencyOptions} />
      <TextInput control={form.control} name="description" label="Descripción" required />
      <TextInput control={form.control} name="reference" label="Referencia" />
      <SelectInput
        control={form.control}
        name="categoryId"
        label="Categoría"
        options={categoryOptions}
        placeholder="Sin categoría"
      />
      <SelectInput
        control={form.control}
        name="bankAccountId"
        label="Cuenta Bancaria"
        options={accountOptions}
        placeholder="Sin cuenta bancaria"
      />
      {type === "income" && <ClientSelect control={form.control} />}
      {type === "expense" && <SupplierSelect control={form.control} />}
    </FormDialog>
  );
}
