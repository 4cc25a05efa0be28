import DownloadIcon from "@mui/icons-material/Download";
import { IconButton, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import { type InvoiceListItem, invoiceStatusLabels } from "api/contract";
import {
  formatDate,
  formatDollarPlain,
  type ListColumn,
  type ListPagination,
  ListTable,
  RowActions,
  StatusBadge,
} from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import { afterInvoiceWrite } from "../../common/revalidation";
import { invoiceStatusTone } from "./invoice-status-tone";

const columns: ListColumn[] = [
  { label: "Número" },
  { label: "Cliente" },
  { label: "Fecha" },
  { label: "Monto", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  invoices: InvoiceListItem[];
  clientName: (invoice: InvoiceListItem) => string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  pagination: ListPagination;
  onView: (invoice: InvoiceListItem) => void;
  onDownload: (invoice: InvoiceListItem) => void;
  onEdit: (invoice: InvoiceListItem) => void;
};

export function InvoicesTable({
  invoices,
  clientName,
  isLoading,
  error,
  onRetry,
  pagination,
  onView,
  onDownload,
  onEdit,
}: Props) {
  // An invoice with payments is refused (409) with the server's reason, shown as is.
  const remove = useConfirmedDelete<InvoiceListItem>({
    path: "/api/invoices",
    question: "¿Estás seguro de que quieres eliminar esta factura?",
    deleted: "Factura eliminada",
    failed: "No se pudo eliminar la factura.",
    revalidate: afterInvoiceWrite,
  });

  return (
    <ListTable
      columns={columns}
      rows={invoices}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      {...pagination}
      emptyMessage="No se encontraron facturas"
      renderRow={(invoice) => {
        const subject = `factura ${invoice.invoiceNumber}`;
        return (
          <TableRow key={invoice.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {invoice.invoiceNumber}
              </Typography>
            </TableCell>
            <TableCell>{clientName(invoice)}</TableCell>
            <TableCell>{formatDate(invoice.issueDate)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              {formatDollarPlain(invoice.total)}
            </TableCell>
            <TableCell>
              <StatusBadge
                label={invoiceStatusLabels[invoice.status] ?? invoice.status}
                tone={invoiceStatusTone(invoice.status)}
              />
            </TableCell>
            <TableCell align="right">
              <RowActions
                subject={subject}
                onView={() => onView(invoice)}
                afterView={
                  <Tooltip title="Descargar">
                    <IconButton size="small" aria-label={`Descargar ${subject}`} onClick={() => onDownload(invoice)}>
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
                onEdit={() => onEdit(invoice)}
                onDelete={() => remove(invoice)}
              />
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
