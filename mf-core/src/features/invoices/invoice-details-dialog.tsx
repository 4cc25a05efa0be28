import DownloadIcon from "@mui/icons-material/Download";
import { Button } from "@mui/material";
import {
  type InvoiceRecord,
  type ItbmsWithholdingPercent,
  invoiceStatusLabels,
  itbmsWithholdingLabels,
} from "api/contract";
import type { ReactNode } from "react";
import { DetailsDialog, formatDate, formatDollarPlain, StatusBadge } from "shared-ui";
import { Link } from "wouter";
import { DocumentLinesSummary } from "../../common/document-lines/lines-table";
import { EmailHistory } from "../../common/email/email-history";
import { SendEmailButton } from "../../common/email/send-email-button";
import { recordPath } from "../../common/record-links";
import { InvoiceFeSection } from "./invoice-fe-section";
import { invoiceStatusTone } from "./invoice-status-tone";

/** The invoice as 'Enviar por correo' and its history name it. */
const emailed = (invoice: InvoiceRecord) => ({
  kind: "invoice" as const,
  id: invoice.id,
  title: `Factura ${invoice.invoiceNumber}`,
});

export function InvoiceDetailsDialog({
  invoice,
  clientName,
  onDownload,
  onClose,
}: {
  invoice: InvoiceRecord | null;
  clientName: string;
  onDownload: (invoice: InvoiceRecord) => void;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      record={invoice}
      maxWidth="md"
      title={(invoice) => `Factura ${invoice.invoiceNumber}`}
      items={(invoice) => [
        ["Número", invoice.invoiceNumber],
        ["Cliente", clientName],
        ["Título", invoice.title],
        ["Descripción", invoice.description],
        ["Fecha de emisión", formatDate(invoice.issueDate)],
        ["Fecha de vencimiento", formatDate(invoice.dueDate)],
        [
          "Estado",
          <StatusBadge
            key="status"
            label={invoiceStatusLabels[invoice.status] ?? invoice.status}
            tone={invoiceStatusTone(invoice.status)}
          />,
        ],
        ...(invoice.itbmsWithholdingPercent > 0
          ? [
              [
                "Retención de ITBMS",
                itbmsWithholdingLabels[invoice.itbmsWithholdingPercent as ItbmsWithholdingPercent],
              ] as [string, string],
            ]
          : []),
        ...(invoice.paidAt ? [["Pagada el", formatDate(invoice.paidAt)] as [string, string]] : []),
        ...(invoice.receivable
          ? [["Saldo por cobrar", formatDollarPlain(invoice.receivable.balanceAmount)] as [string, string]]
          : []),
        ...(invoice.quoteId !== null && invoice.quoteNumber
          ? [
              [
                "Cotización",
                <Link key="quote" href={recordPath("/quotes", invoice.quoteId)}>
                  {invoice.quoteNumber}
                </Link>,
              ] as [string, ReactNode],
            ]
          : []),
      ]}
      below={(invoice) => (
        <>
          <DocumentLinesSummary document={invoice} />
          <InvoiceFeSection invoice={invoice} />
          <EmailHistory document={emailed(invoice)} />
        </>
      )}
      actions={(invoice) => (
        <>
          <Button startIcon={<DownloadIcon />} onClick={() => onDownload(invoice)}>
            Descargar
          </Button>
          <SendEmailButton document={emailed(invoice)} />
        </>
      )}
      onClose={onClose}
    />
  );
}
