import { type BankAccountRecord, bankAccountLabel, type TransactionInput, transactionInput } from "api/contract";
import { useMemo } from "react";
import { todayInPanama } from "shared-ui";
import { DateInput, FormDialog, MoneyInput, TextInput, useEntityForm } from "shared-ui/forms";
import { afterTransactionWrite, TRANSACTIONS_KEY } from "../../common/revalidation";

export type MovementKind = "deposit" | "withdrawal";

const titles: Record<MovementKind, string> = { deposit: "Depósito", withdrawal: "Retiro" };

function initialValues(): TransactionInput {
  return {
    transactionDate: todayInPanama(),
    amount: "",
    description: "",
    reference: "",
  } as unknown as TransactionInput;
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
    () =>
      account
        ? ({
            transactionType: kind === "deposit" ? "income" : "expense",
            currency: account.currency,
            bankAccountId: account.id,
            description: titles[kind],
          } as unknown as TransactionInput)
        : undefined,
    [account, kind],
  );
  const { form, submit } = useEntityForm({
    schema: transactionInput,
    entity: undefined,
    open,
    initialValues,
    prefill,
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
  return (
    <FormDialog
      open={open}
      title={titles[kind]}
      description={account ? `${bankAccountLabel(account)} · ${account.accountNumber}` : undefined}
      submitLabel={kind === "deposit" ? "Registrar Depósito" : "Registrar Retiro"}
      submittingLabel="Registrando..."
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <DateInput control={form.control} name="transactionDate" label="Fecha" required />
      <TextInput control={form.control} name="description" label="Descripción" required />
      <TextInput control={form.control} name="reference" label="Referencia" />
    </FormDialog>
  );
}
