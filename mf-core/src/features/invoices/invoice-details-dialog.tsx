import DownloadIcon from "@mui/icons-material/Download";
import { Button } from "@mui/material";
import { type InvoiceRecord, invoiceStatusLabels } from "api/contract";
import { DetailsDialog, formatDate, formatDollarPlain, StatusBadge } from "shared-ui";
import { itbmsDetailItems } from "../../common/itbms";
import { invoiceStatusTone } from "./invoice-status-tone";

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
      title={(invoice) => `Factura ${invoice.invoiceNumber}`}
      items={(invoice) => [
        ["Número", invoice.invoiceNumber],
        ["Cliente", clientName],
        ["Título", invoice.title],
        ["Descripción", invoice.description],
        ["Fecha de emisión", formatDate(invoice.issueDate)],
        ["Fecha de vencimiento", formatDate(invoice.dueDate)],
        ...itbmsDetailItems(invoice),
        [
          "Estado",
          <StatusBadge
            key="status"
            label={invoiceStatusLabels[invoice.status] ?? invoice.status}
            tone={invoiceStatusTone(invoice.status)}
          />,
        ],
        ...(invoice.paidAt ? [["Pagada el", formatDate(invoice.paidAt)] as [string, string]] : []),
        ...(invoice.receivable
          ? [["Saldo por cobrar", formatDollarPlain(invoice.receivable.balanceAmount)] as [string, string]]
          : []),
      ]}
      actions={(invoice) => (
        <Button startIcon={<DownloadIcon />} onClick={() => onDownload(invoice)}>
          Descargar
        </Button>
      )}
      onClose={onClose}
    />
  );
}
