import type { QuoteListItem } from "api/contract";
import { useCallback } from "react";
import { useApiAction, useToast } from "shared-ui";
import { useLocation } from "wouter";
import { recordPath } from "../../common/record-links";

/** Only an accepted quote that has no invoice yet offers 'Convertir en factura'. */
export const canConvert = (quote: QuoteListItem) => quote.status === "accepted" && quote.invoiceId === null;

/**
 * 'Convertir en factura': POST /api/quotes/{id}/convert, then the new draft invoice is shown on
 * /invoices. A refusal (already converted, no longer accepted) shows the server's reason, and
 * `refresh` rereads the list, which then shows the quote as it now is.
 */
export function useConvertQuote(refresh: () => void) {
  const run = useApiAction();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  return useCallback(
    async (quote: QuoteListItem) => {
      const invoice = await run({
        endpoint: "convertQuote",
        params: { id: quote.id },
        failure: { description: "No se pudo convertir la cotización. Inténtelo de nuevo." },
        onError: () => {
          refresh();
          return false;
        },
      });
      if (!invoice) return;
      toast({
        title: "Factura creada",
        description: `La cotización ${quote.quoteNumber} se convirtió en la factura ${invoice.invoiceNumber} (borrador).`,
        variant: "success",
      });
      navigate(recordPath("/invoices", invoice.id));
    },
    [run, toast, navigate, refresh],
  );
}
