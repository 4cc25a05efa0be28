import { type BankAccountRecord, bankAccountLabel, type TransactionInput } from "api/contract";
import { useMemo } from "react";
import { todayInPanama } from "shared-ui";
import { DateInput, FormDialog, MoneyInput, TextInput } from "shared-ui/forms";
import { useTransactionForm } from "../../common/use-transaction-form";

export type MovementKind = "deposit" | "withdrawal";

const titles: Record<MovementKind, string> = { deposit: "Depósito", withdrawal: "Retiro" };

/** The fields the dialog shows; the type, currency and account come from the card (prefill). */
function initialValues(): Partial<TransactionInput> {
  return { transactionDate: todayInPanama(), amount: "", description: "", reference: "" };
}

/**
 * Depósito / Retiro on an account card: records an income or an expense on that account (which
 * moves its balance), sent once per submission (Idempotency-Key).
 */
export function MovementDialog({
  account,
  kind,
  onClose,
}: {
  account: BankAccountRecord | null;
  kind: MovementKind;
  onClose: () => void;
}) {
  const open = account !== null;
  const prefill = useMemo(
    (): Partial<TransactionInput> | undefined =>
      account
        ? {
            transactionType: kind === "deposit" ? "income" : "expense",
            currency: account.currency,
            bankAccountId: account.id,
            description: titles[kind],
          }
        : undefined,
    [account, kind],
  );
  const { form, dialog } = useTransactionForm({ open, initialValues, prefill, onClose });
  return (
    <FormDialog
      {...dialog}
      title={titles[kind]}
      description={account ? `${bankAccountLabel(account)} · ${account.accountNumber}` : undefined}
      submitLabel={kind === "deposit" ? "Registrar Depósito" : "Registrar Retiro"}
      submittingLabel="Registrando..."
    >
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <DateInput control={form.control} name="transactionDate" label="Fecha" required />
      <TextInput control={form.control} name="description" label="Descripción" required />
      <TextInput control={form.control} name="reference" label="Referencia" />
    </FormDialog>
  );
}
