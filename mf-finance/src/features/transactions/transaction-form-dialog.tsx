import {
  type BankAccountRecord,
  bankAccountLabel,
  type CategoryRecord,
  type ClientRecord,
  clientDisplayName,
  currencies,
  type SupplierRecord,
  type TransactionInput,
  transactionInput,
  transactionTypeLabels,
  transactionTypes,
} from "api/contract";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { todayInPanama, useApiData } from "shared-ui";
import {
  DateInput,
  FormDialog,
  labelledOptions,
  MoneyInput,
  RecordSearchSelect,
  type SearchOption,
  SelectInput,
  type SelectOption,
  TextInput,
  useEntityForm,
} from "shared-ui/forms";
import { afterTransactionWrite, BANK_ACCOUNTS_KEY, CATEGORIES_KEY, TRANSACTIONS_KEY } from "../../common/revalidation";

const typeOptions = labelledOptions(transactionTypes, transactionTypeLabels);
const currencyOptions: SelectOption[] = currencies.map((currency) => ({
  value: currency,
  label: currency === "PAB" ? "PAB (B/.)" : "USD ($)",
}));

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
  } as unknown as TransactionInput;
}

const SEARCH_LIMIT = 20;
const clientSearch = (text: string) =>
  `/api/clients/search?limit=${SEARCH_LIMIT}${text ? `&q=${encodeURIComponent(text)}` : ""}`;
const supplierSearch = (text: string) =>
  `/api/financial/suppliers?limit=${SEARCH_LIMIT}&offset=0${text ? `&q=${encodeURIComponent(text)}` : ""}`;
const clientOption = (client: ClientRecord): SearchOption => ({ id: client.id, label: clientDisplayName(client) });
const supplierOption = (supplier: SupplierRecord): SearchOption => ({
  id: supplier.id,
  label: `${supplier.name} (${supplier.supplierCode})`,
});

/** 'Nueva Transacción': sent once per submission (Idempotency-Key), it may move a bank balance. */
export function TransactionFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submit } = useEntityForm({
    schema: transactionInput,
    entity: undefined,
    open,
    initialValues,
    path: TRANSACTIONS_KEY,
    revalidate: afterTransactionWrite,
    idempotent: true,
    notices: {
      created: "Transacción creada",
      updated: "Transacción creada",
      createFailed: "No se pudo crear la transacción. Inténtelo de nuevo.",
      updateFailed: "No se pudo crear la transacción. Inténtelo de nuevo.",
    },
    onClose,
  });
  const type = useWatch({ control: form.control, name: "transactionType" });
  const categories = useApiData<CategoryRecord[]>(open ? CATEGORIES_KEY : null);
  const accounts = useApiData<BankAccountRecord[]>(open ? BANK_ACCOUNTS_KEY : null);

  // A client goes only with an income, a supplier only with an expense.
  useEffect(() => {
    if (type !== "income") form.setValue("clientId", "" as never);
    if (type !== "expense") form.setValue("supplierId", "" as never);
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
      open={open}
      title="Nueva Transacción"
      description="Registre un ingreso, gasto, transferencia o ajuste."
      submitLabel="Crear Transacción"
      submittingLabel="Creando..."
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
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
      {type === "income" && (
        <RecordSearchSelect
          control={form.control}
          name="clientId"
          label="Cliente"
          searchPath={clientSearch}
          toOption={clientOption}
          noOptionsText="No se encontraron clientes"
        />
      )}
      {type === "expense" && (
        <RecordSearchSelect
          control={form.control}
          name="supplierId"
          label="Proveedor"
          searchPath={supplierSearch}
          toOption={supplierOption}
          noOptionsText="No se encontraron proveedores"
        />
      )}
    </FormDialog>
  );
}
