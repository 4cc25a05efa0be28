import { type QuoteRecord, quoteStatusLabels } from "api/contract";
import { DetailsDialog, formatDate, StatusBadge } from "shared-ui";
import { itbmsDetailItems } from "../../common/itbms";
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
  return (
    <DetailsDialog
      record={quote}
      title={(quote) => `Cotización ${quote.quoteNumber}`}
      items={(quote) => [
        ["Número", quote.quoteNumber],
        ["Cliente", clientName],
        ["Proyecto", quote.title],
        ["Descripción", quote.description],
        ...itbmsDetailItems(quote),
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
      onClose={onClose}
    />
  );
}
