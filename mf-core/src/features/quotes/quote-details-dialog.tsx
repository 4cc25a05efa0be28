import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { itbmsRateLabels, type QuoteRecord, quoteStatusLabels } from "api/contract";
import { useId } from "react";
import { formatDate, formatDollarPlain, StatusBadge } from "shared-ui";
import { DetailList } from "../../common/detail-list";
import { quoteStatusTone } from "./quote-status-tone";

export function QuoteDetailsDialog({
  quote,
  clientName,
  onClose,
}: {
  quote: QuoteRecord | null;
  clientName: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={Boolean(quote)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{quote ? `Cotización ${quote.quoteNumber}` : ""}</DialogTitle>
      <DialogContent>
        {quote && (
          <DetailList
            items={[
              ["Número", quote.quoteNumber],
              ["Cliente", clientName],
              ["Proyecto", quote.title],
              ["Descripción", quote.description],
              ["Monto antes de ITBMS", formatDollarPlain(quote.amount)],
              [
                `ITBMS (${itbmsRateLabels[quote.itbmsRate] ?? `${quote.itbmsRate}%`})`,
                formatDollarPlain(quote.itbmsAmount),
              ],
              ["Total", formatDollarPlain(quote.total)],
              ["Válida hasta", formatDate(quote.validUntil)],
              [
                "Estado",
                <StatusBadge
                  key="status"
                  label={quoteStatusLabels[quote.status] ?? quote.status}
                  tone={quoteStatusTone(quote.status)}
                />,
              ],
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
