import DownloadIcon from "@mui/icons-material/Download";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type InvoiceRecord, invoiceStatusLabels, itbmsRateLabels } from "api/contract";
import { useId } from "react";
import { formatDate, formatDollarPlain, StatusBadge } from "shared-ui";
import { DetailList } from "../../common/detail-list";
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
  const titleId = useId();
  return (
    <Dialog open={Boolean(invoice)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{invoice ? `Factura ${invoice.invoiceNumber}` : ""}</DialogTitle>
      <DialogContent>
        {invoice && (
          <DetailList
            items={[
              ["Número", invoice.invoiceNumber],
              ["Cliente", clientName],
              ["Título", invoice.title],
              ["Descripción", invoice.description],
              ["Fecha de emisión", formatDate(invoice.issueDate)],
              ["Fecha de vencimiento", formatDate(invoice.dueDate)],
              ["Monto antes de ITBMS", formatDollarPlain(invoice.amount)],
              [
                `ITBMS (${itbmsRateLabels[invoice.itbmsRate] ?? `${invoice.itbmsRate}%`})`,
                formatDollarPlain(invoice.itbmsAmount),
              ],
              ["Total", formatDollarPlain(invoice.total)],
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
          />
        )}
      </DialogContent>
      <DialogActions>
        {invoice && (
          <Button startIcon={<DownloadIcon />} onClick={() => onDownload(invoice)}>
            Descargar
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
