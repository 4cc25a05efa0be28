import type { SupplierRecord } from "api/contract";
import { useCallback } from "react";
import { useApiAction, useConfirm } from "shared-ui";

export const DELETE_SUPPLIER_FAILED = "Error al eliminar el proveedor";

/**
 * A row's delete: asks '¿Estás seguro de que quieres eliminar el proveedor "…"?', then DELETE.
 * A refusal shows the server's own reason ('…tiene cuentas por pagar registradas.'), else the fallback.
 */
export function useDeleteSupplier() {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (supplier: SupplierRecord) => {
      const confirmed = await confirm({
        message: `¿Estás seguro de que quieres eliminar el proveedor "${supplier.name}"?`,
      });
      if (!confirmed) return;
      await run({
        endpoint: "deleteSupplier",
        params: { id: supplier.id },
        success: { title: "Proveedor eliminado" },
        failure: { description: DELETE_SUPPLIER_FAILED },
      });
    },
    [confirm, run],
  );
}
