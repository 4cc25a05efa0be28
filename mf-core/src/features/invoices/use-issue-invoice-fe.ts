import { FE_NO_PAC, type FeDocumentRecord, type InvoiceRecord } from "api/contract";
import { useCallback } from "react";
import { formatDateTime, useApiAction, useToast } from "shared-ui";

type Notice = { title: string; description?: string; variant: "success" | "default" | "destructive" };

/** What the PAC's answer (or its silence) means for the user, said once the call returns. */
export function issueNotice(fe: FeDocumentRecord): Notice {
  const fiscalNumber = `${fe.billingPoint}-${fe.number}`;
  if (fe.status === "authorised") {
    return {
      title: "Factura autorizada por la DGI",
      description: `Número fiscal ${fiscalNumber}, protocolo ${fe.protocol ?? ""}`.trim(),
      variant: "success",
    };
  }
  if (fe.status === "rejected") {
    return {
      title: "Factura rechazada por el PAC",
      description: fe.rejection ? `${fe.rejection.code}: ${fe.rejection.message}` : undefined,
      variant: "destructive",
    };
  }
  const title = "Documento firmado, no autorizado por la DGI";
  if (fe.contingency) {
    return {
      title,
      description: `El PAC no respondió: en contingencia desde ${formatDateTime(fe.contingency.startedAt)}, se reenvía automáticamente.`,
      variant: "default",
    };
  }
  if (fe.pacProvider === null) return { title, description: FE_NO_PAC, variant: "default" };
  return { title, description: "Se reenvía automáticamente al PAC.", variant: "default" };
}

/**
 * 'Emitir factura electrónica' / 'Reenviar al PAC': POST /api/invoices/{id}/fe. The invoice and its
 * lists are reread after it (an invoice write: contract/list-relations.ts); the answer's status is
 * told in a notice. A refusal (409: settings the company lacks, an invoice made a draft meanwhile)
 * is shown as the server says it, and `refresh` rereads the invoice, which then shows as it now is.
 * Resolves once the call has ended.
 */
export function useIssueInvoiceFe(refresh: () => void) {
  const run = useApiAction();
  const { toast } = useToast();
  return useCallback(
    async (invoice: Pick<InvoiceRecord, "id">) => {
      const fe = await run({
        endpoint: "issueInvoiceFe",
        params: { id: invoice.id },
        failure: { description: "No se pudo emitir la factura electrónica. Inténtelo de nuevo." },
        onError: () => {
          refresh();
          return false;
        },
      });
      if (fe) toast(issueNotice(fe));
    },
    [run, toast, refresh],
  );
}
