import { useCallback } from "react";
import { useApiAction } from "../api-action";
import { apiRequest } from "../api-client";
import { useConfirm } from "../confirm";

/**
 * A row's delete: every delete asks first, then DELETE `path/{id}`. A refusal (a client
 * still in use, an invoice with payments) shows the server's own reason instead of `failed`.
 */
export function useConfirmedDelete<Entity extends { id: number }>({
  path,
  question,
  deleted,
  failed,
  revalidate,
}: {
  path: string;
  /** '¿Estás seguro de que quieres eliminar este cliente?' */
  question: string;
  /** 'Cliente eliminado' */
  deleted: string;
  /** 'No se pudo eliminar el cliente.' */
  failed: string;
  revalidate: string[];
}) {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (entity: Entity) => {
      if (!(await confirm({ message: question }))) return;
      await run({
        request: () => apiRequest("DELETE", `${path}/${entity.id}`),
        success: { title: deleted },
        failure: { description: failed },
        revalidate,
      });
    },
    [confirm, run, path, question, deleted, failed, revalidate],
  );
}
