import type { endpoints } from "api/contract/endpoints";
import { useCallback } from "react";
import { type ApiActionOptions, useApiAction } from "../api-action";
import { useConfirm } from "../confirm";

/** The DELETE operations of one record: '/api/clients/{id}'. */
type RecordDelete = {
  [N in keyof typeof endpoints]: (typeof endpoints)[N] extends { method: "DELETE"; path: `${string}{id}` } ? N : never;
}[keyof typeof endpoints];

/**
 * A row's delete: every delete asks first, then the `endpoint` (DELETE …/{id}) with the row's id;
 * the lists it changes are reread. A refusal (a client still in use, an invoice with payments)
 * shows the server's own reason instead of `failed`.
 */
export function useConfirmedDelete<Entity extends { id: number }>({
  endpoint,
  question,
  deleted,
  failed,
}: {
  /** 'deleteClient' */
  endpoint: RecordDelete;
  /** '¿Estás seguro de que quieres eliminar este cliente?' */
  question: string;
  /** 'Cliente eliminado' */
  deleted: string;
  /** 'No se pudo eliminar el cliente.' */
  failed: string;
}) {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (entity: Entity) => {
      if (!(await confirm({ message: question }))) return;
      await run({
        endpoint,
        params: { id: entity.id },
        success: { title: deleted },
        failure: { description: failed },
      } as ApiActionOptions<RecordDelete>);
    },
    [confirm, run, endpoint, question, deleted, failed],
  );
}
