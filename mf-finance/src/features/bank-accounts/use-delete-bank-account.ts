import type { BankAccountRecord } from "api/contract";
import { useCallback } from "react";
import { useApiAction, useConfirm } from "shared-ui";

export const DELETE_FAILED = "Error al eliminar la cuenta bancaria";

/**
 * An account's delete: asks '¿Estás seguro de que quieres eliminar la cuenta {bank} - {number}?',
 * then DELETE. A refusal shows the server's reason ('…porque tiene movimientos'), else the fallback.
 */
export function useDeleteBankAccount() {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (account: BankAccountRecord) => {
      const confirmed = await confirm({
        message: `¿Estás seguro de que quieres eliminar la cuenta ${account.bankName} - ${account.accountNumber}?`,
      });
      if (!confirmed) return;
      await run({
        endpoint: "deleteBankAccount",
        params: { id: account.id },
        success: { title: "Cuenta eliminada" },
        failure: { description: DELETE_FAILED },
      });
    },
    [confirm, run],
  );
}
