import DownloadIcon from "@mui/icons-material/Download";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { Button } from "@mui/material";
import { type QuoteRecord, quoteStatusLabels } from "api/contract";
import type { ReactNode } from "react";
import { DetailsDialog, formatDate, StatusBadge } from "shared-ui";
import { Link } from "wouter";
import { DocumentLinesSummary } from "../../common/document-lines/lines-table";
import { EmailHistory } from "../../common/email/email-history";
import { SendEmailButton } from "../../common/email/send-email-button";
import { recordPath } from "../../common/record-links";
import { QuoteAnswerLinkSection } from "./quote-answer-link-section";
import { quoteStatusTone } from "./quote-status-tone";
import { canConvert } from "./use-convert-quote";

/** The quote as 'Enviar por correo' and its history name it. */
const emailed = (quote: QuoteRecord) => ({
  kind: "quote" as const,
  id: quote.id,
  title: `Cotización ${quote.quoteNumber}`,
});

export function QuoteDetailsDialog({
  quote,
  clientName,
  onDownload,
  onConvert,
  onClose,
}: {
  quote: QuoteRecord | null;
  clientName: string;
  onDownload: (quote: QuoteRecord) => void;
  onConvert: (quote: QuoteRecord) => void;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      record={quote}
      maxWidth="md"
      title={(quote) => `Cotización ${quote.quoteNumber}`}
      items={(quote) => [
        ["Número", quote.quoteNumber],
        ["Cliente", clientName],
        ["Proyecto", quote.title],
        ["Descripción", quote.description],
        ["Válida hasta", formatDate(quote.validUntil)],
        [
          "Estado",
          <StatusBadge
            key="status"
            label={quoteStatusLabels[quote.status] ?? quote.status}
            tone={quoteStatusTone(quote.status)}
          />,
        ],
        ...(quote.invoiceId !== null && quote.invoiceNumber
          ? [
              [
                "Factura",
                <Link key="invoice" href={recordPath("/invoices", quote.invoiceId)}>
                  {quote.invoiceNumber}
                </Link>,
              ] as [string, ReactNode],
            ]
          : []),
      ]}
      below={(quote) => (
        <>
          <DocumentLinesSummary document={quote} />
          <QuoteAnswerLinkSection quote={quote} />
          <EmailHistory document={emailed(quote)} />
        </>
      )}
      actions={(quote) => (
        <>
          <Button startIcon={<DownloadIcon />} onClick={() => onDownload(quote)}>
            Descargar
          </Button>
          <SendEmailButton document={emailed(quote)} />
          {canConvert(quote) && (
            <Button startIcon={<ReceiptLongIcon />} onClick={() => onConvert(quote)}>
              Convertir en factura
            </Button>
          )}
        </>
      )}
      onClose={onClose}
    />
  );
}
