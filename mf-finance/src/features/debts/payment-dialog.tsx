import { Typography } from "@mui/material";
import {
  bankAccountLabel,
  type DebtPaymentInput,
  debtPaymentInput,
  paymentMethodLabels,
  paymentMethods,
} from "api/contract";
import { useMemo } from "react";
import { formatPAB, todayInPanama, useEndpoint } from "shared-ui";
import {
  DateInput,
  FormDialog,
  labelledOptions,
  MoneyInput,
  SelectInput,
  type SelectOption,
  TextInput,
  useEntityForm,
} from "shared-ui/forms";
import { type DebtKind, type DebtRow, debtKinds } from "./debt-kinds";

export const PAYMENT_FAILED = "No se pudo registrar el pago. Inténtelo de nuevo.";

const methodOptions = labelledOptions(paymentMethods, paymentMethodLabels);

/** A payment dated today in Panama, by transfer; the amount is the debt's balance (prefill). */
function initialValues(): DebtPaymentInput {
  return {
    amount: "",
    paymentDate: todayInPanama(),
    paymentMethod: "transfer",
    bankAccountId: "",
    reference: "",
    notes: "",
  };
}

/**
 * 'Registrar Pago' for one receivable or payable: sent once per submission (Idempotency-Key).
 * A refusal shows the server's reason ('El monto excede el saldo pendiente', 'Saldo insuficiente en
 * la cuenta'); field messages go under the fields.
 */
export function PaymentDialog({ kind, debt, onClose }: { kind: DebtKind; debt: DebtRow | null; onClose: () => void }) {
  const config = debtKinds[kind];
  const open = debt !== null;
  const prefill = useMemo(() => (debt ? { amount: debt.balanceAmount } : undefined), [debt]);
  const { form, dialog } = useEntityForm({
    schema: debtPaymentInput,
    open,
    initialValues,
    prefill,
    create: config.payment,
    // The payment's fields, and the debt it pays under its endpoint's name (receivableId, payableId).
    toBody: (values) => ({ ...values, [config.idField]: debt?.id }),
    notices: { created: "Pago registrado", createFailed: PAYMENT_FAILED },
    onClose,
  });
  const accounts = useEndpoint(open ? "listBankAccounts" : null);
  const accountOptions = useMemo<SelectOption[]>(
    () =>
      (accounts.data ?? [])
        .filter((account) => account.isActive)
        .map((account) => ({ value: account.id, label: bankAccountLabel(account) })),
    [accounts.data],
  );

  return (
    <FormDialog
      {...dialog}
      title="Registrar Pago"
      description={debt ? `Factura ${debt.invoiceNumber} · ${debt.counterparty}` : undefined}
      submitLabel="Registrar Pago"
      submittingLabel="Registrando..."
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
