import type { TransactionRecord } from "api/contract";
import { useCallback } from "react";
import { useApiAction, useConfirm } from "shared-ui";

export const DELETE_FAILED = "Error al eliminar la transacción";

/**
 * A row's delete: asks '¿Estás seguro de que quieres eliminar la transacción "…"?', then DELETE.
 * A refusal shows the server's own reason ('La transacción pertenece a un pago…'), else the fallback.
 */
export function useDeleteTransaction() {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (transaction: TransactionRecord) => {
      const confirmed = await confirm({
        message: `¿Estás seguro de que quieres eliminar la transacción "${transaction.description}"?`,
      });
      if (!confirmed) return;
      await run({
        endpoint: "deleteTransaction",
        params: { id: transaction.id },
        success: { title: "Transacción eliminada" },
        failure: { description: DELETE_FAILED },
      });
    },
    [confirm, run],
  );
}
