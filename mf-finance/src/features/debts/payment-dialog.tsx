import { Typography } from "@mui/material";
import {
  type BankAccountRecord,
  bankAccountLabel,
  paymentMethodLabels,
  paymentMethods,
  type SupplierPaymentInput,
  type supplierPaymentInput,
} from "api/contract";
import { useEffect, useMemo } from "react";
import { apiRequest, formatPAB, todayInPanama, useApiAction, useApiData } from "shared-ui";
import {
  applyServerErrors,
  DateInput,
  FormDialog,
  labelledOptions,
  MoneyInput,
  SelectInput,
  type SelectOption,
  TextInput,
  useZodForm,
} from "shared-ui/forms";
import { BANK_ACCOUNTS_KEY } from "../../common/revalidation";
import { type DebtKind, type DebtRow, debtKinds } from "./debt-kinds";

export const PAYMENT_FAILED = "No se pudo registrar el pago. Inténtelo de nuevo.";

const methodOptions = labelledOptions(paymentMethods, paymentMethodLabels);

// Receivable and supplier payments take the same fields but for the debt's id: the form is typed
// as a supplier payment, and a receivable's carries `receivableId` instead of `payableId`.
type PaymentSchema = typeof supplierPaymentInput;

function initialValues(kind: DebtKind, debt: DebtRow): SupplierPaymentInput {
  return {
    amount: debt.balanceAmount,
    paymentDate: todayInPanama(),
    paymentMethod: "transfer",
    bankAccountId: "",
    reference: "",
    notes: "",
    [debtKinds[kind].idField]: debt.id,
  } as unknown as SupplierPaymentInput;
}

/**
 * 'Registrar Pago' for one receivable or payable: sent once per submission (Idempotency-Key).
 * A refusal shows the server's reason ('El monto excede el saldo pendiente', 'Saldo insuficiente en
 * la cuenta'); field messages go under the fields.
 */
export function PaymentDialog({ kind, debt, onClose }: { kind: DebtKind; debt: DebtRow | null; onClose: () => void }) {
  const config = debtKinds[kind];
  const open = debt !== null;
  const form = useZodForm(config.paymentSchema as unknown as PaymentSchema, {} as SupplierPaymentInput);
  const run = useApiAction();
  const accounts = useApiData<BankAccountRecord[]>(open ? BANK_ACCOUNTS_KEY : null);
  const accountOptions = useMemo<SelectOption[]>(
    () =>
      (accounts.data ?? [])
        .filter((account) => account.isActive)
        .map((account) => ({ value: account.id, label: bankAccountLabel(account) })),
    [accounts.data],
  );

  useEffect(() => {
    if (debt) form.reset(initialValues(kind, debt));
  }, [debt, kind, form]);

  const submit = form.handleSubmit(async (values) => {
    const saved = await run({
      request: (options) => apiRequest("POST", config.paymentPath, values, options),
      idempotent: true,
      success: { title: "Pago registrado" },
      failure: { description: PAYMENT_FAILED },
      revalidate: [...config.revalidate],
      onError: (error) => applyServerErrors(form, error),
    });
    if (saved) onClose();
  });

  return (
    <FormDialog
      open={open}
      title="Registrar Pago"
      description={debt ? `Factura ${debt.invoiceNumber} · ${debt.counterparty}` : undefined}
      submitLabel="Registrar Pago"
      submittingLabel="Registrando..."
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      {debt && (
        <Typography variant="body2" color="text.secondary">
          Saldo pendiente: <strong>{formatPAB(debt.balanceAmount)}</strong>
        </Typography>
      )}
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <DateInput control={form.control} name="paymentDate" label="Fecha de pago" required />
      <SelectInput control={form.control} name="paymentMethod" label="Método de pago" options={methodOptions} />
      <SelectInput
        control={form.control}
        name="bankAccountId"
        label="Cuenta bancaria"
        options={accountOptions}
        placeholder="Sin cuenta bancaria"
      />
      <TextInput control={form.control} name="reference" label="Referencia" />
      <TextInput control={form.control} name="notes" label="Notas" multiline minRows={2} />
    </FormDialog>
  );
}
