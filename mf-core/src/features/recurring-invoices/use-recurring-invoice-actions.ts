import type { RecurringInvoiceListItem } from "api/contract";
import { useCallback } from "react";
import { useApiAction } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";

/** Pause, resume and delete (after confirming) a recurring invoice; the lists they change are reread. */
export function useRecurringInvoiceActions() {
  const run = useApiAction();

  const pause = useCallback(
    (template: Pick<RecurringInvoiceListItem, "id" | "title">) =>
      run({
        endpoint: "pauseRecurringInvoice",
        params: { id: template.id },
        success: { title: "Factura recurrente pausada", description: `«${template.title}» no creará facturas` },
        failure: { description: "No se pudo pausar la factura recurrente." },
      }),
    [run],
  );

  const resume = useCallback(
    (template: Pick<RecurringInvoiceListItem, "id" | "title">) =>
      run({
        endpoint: "resumeRecurringInvoice",
        params: { id: template.id },
        success: { title: "Factura recurrente reanudada", description: `«${template.title}» sigue desde hoy` },
        failure: { description: "No se pudo reanudar la factura recurrente." },
      }),
    [run],
  );

  const remove = useConfirmedDelete<RecurringInvoiceListItem>({
    endpoint: "deleteRecurringInvoice",
    question: "¿Estás seguro de que quieres eliminar esta factura recurrente?",
    deleted: "Factura recurrente eliminada",
    failed: "No se pudo eliminar la factura recurrente.",
  });

  return { pause, resume, remove };
}
