import { type TransactionInput, transactionInput } from "api/contract";
import { useEntityForm } from "shared-ui/forms";

/**
 * The form of a new transaction, for 'Nueva Transacción' and an account card's Depósito / Retiro:
 * POST /api/financial/transactions once per submission (the endpoint table gives it an
 * Idempotency-Key), since it may move a bank balance.
 */
export function useTransactionForm({
  open,
  initialValues,
  prefill,
  onClose,
}: {
  open: boolean;
  /** Module-level, so that it is the same function on every render. */
  initialValues: () => Partial<TransactionInput>;
  prefill?: Partial<TransactionInput>;
  onClose: () => void;
}) {
  return useEntityForm({
    schema: transactionInput,
    open,
    initialValues,
    prefill,
    create: "createTransaction",
    notices: {
      created: "Transacción creada",
      createFailed: "No se pudo crear la transacción. Inténtelo de nuevo.",
    },
    onClose,
  });
}
