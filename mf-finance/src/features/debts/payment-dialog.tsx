import { Typography } from "@mui/material";
import {
  bankAccountLabel,
  debtPaymentInput,
  fromCents,
  paymentMethodLabels,
  paymentMethods,
  receivablePaymentInput,
  toCents,
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
import type { z } from "zod";
import { type DebtKind, type DebtRow, debtKinds } from "./debt-kinds";

export const PAYMENT_FAILED = "No se pudo registrar el pago. Inténtelo de nuevo.";

const methodOptions = labelledOptions(paymentMethods, paymentMethodLabels);

/** The dialog's fields: a payment's, and the ITBMS a client withheld (receivables only). */
const paymentForm = debtPaymentInput.extend({ itbmsWithheld: receivablePaymentInput.shape.itbmsWithheld });
type PaymentFormValues = z.input<typeof paymentForm>;

/** A payment dated today in Panama, by transfer; the amount is the debt's balance (prefill). */
function initialValues(): PaymentFormValues {
  return {
    amount: "",
    itbmsWithheld: "",
    paymentDate: todayInPanama(),
    paymentMethod: "transfer",
    bankAccountId: "",
    reference: "",
    notes: "",
  };
}

/** The ITBMS its client may still withhold, when the debt is a receivable of an invoice with retention. */
function withholdingLeft(debt: DebtRow | null): string | null {
  const left = debt?.itbmsWithholdingLeft;
  return left && toCents(left) > 0n ? left : null;
}

/**
 * What the dialog proposes: the whole balance; when the client withholds ITBMS, the net it pays
 * (balance − the ITBMS it may still withhold) and that ITBMS as withheld.
 */
function proposal(debt: DebtRow | null): Partial<PaymentFormValues> | undefined {
  if (!debt) return undefined;
  const left = withholdingLeft(debt);
  const balance = toCents(debt.balanceAmount);
  if (!left || balance <= toCents(left)) return { amount: debt.balanceAmount };
  return { amount: fromCents(balance - toCents(left)), itbmsWithheld: left };
}

/**
 * 'Registrar Pago' for one receivable or payable: sent once per submission (Idempotency-Key).
 * A refusal shows the server's reason ('El monto excede el saldo pendiente', 'Saldo insuficiente en
 * la cuenta'); field messages go under the fields.
 */
export function PaymentDialog({ kind, debt, onClose }: { kind: DebtKind; debt: DebtRow | null; onClose: () => void }) {
  const config = debtKinds[kind];
  const open = debt !== null;
  const prefill = useMemo(() => proposal(debt), [debt]);
  const withholding = kind === "receivable" ? withholdingLeft(debt) : null;
  const { form, dialog } = useEntityForm({
    schema: paymentForm,
    open,
    initialValues,
    prefill,
    create: config.payment,
    // The payment's fields, and the debt it pays under its endpoint's name (receivableId, payableId).
    // A payable's payment has no ITBMS withheld.
    toBody: ({ itbmsWithheld, ...values }) => ({
      ...values,
      ...(kind === "receivable" ? { itbmsWithheld } : {}),
      [config.idField]: debt?.id,
    }),
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
      {withholding && (
        <>
          <MoneyInput control={form.control} name="itbmsWithheld" label="ITBMS retenido" />
          <Typography variant="body2" color="text.secondary">
            El cliente es agente de retención: puede retener hasta {formatPAB(withholding)} de ITBMS. El monto propuesto
            es el neto; el pago salda monto + ITBMS retenido.
          </Typography>
        </>
      )}
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
