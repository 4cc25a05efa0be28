import DownloadIcon from "@mui/icons-material/Download";
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import { type InvoiceRecord, invoiceStatusLabels } from "api/contract";
import {
  apiRequest,
  formatDate,
  formatDollarPlain,
  StatusBadge,
  TableStateRows,
  useApiAction,
  useConfirm,
} from "shared-ui";
import { RowActions } from "../../common/row-actions";
import { invoiceRevalidationKeys } from "./invoice-form-dialog";
import { invoiceStatusTone } from "./invoice-status-tone";

type Props = {
  invoices: InvoiceRecord[];
  clientName: (invoice: InvoiceRecord) => string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onView: (invoice: InvoiceRecord) => void;
  onDownload: (invoice: InvoiceRecord) => void;
  onEdit: (invoice: InvoiceRecord) => void;
};

export function InvoicesTable({ invoices, clientName, isLoading, error, onRetry, onView, onDownload, onEdit }: Props) {
  const confirm = useConfirm();
  const run = useApiAction();

  async function remove(invoice: InvoiceRecord) {
    if (!(await confirm({ message: "¿Estás seguro de que quieres eliminar esta factura?" }))) return;
    await run({
      request: () => apiRequest("DELETE", `/api/invoices/${invoice.id}`),
      success: { title: "Factura eliminada" },
      // An invoice with payments is refused (409) with the server's reason, shown as is.
      failure: { description: "No se pudo eliminar la factura." },
      revalidate: invoiceRevalidationKeys,
    });
  }

  return (
    <TableContainer>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>Número</TableCell>
            <TableCell>Cliente</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell align="right">Monto</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStateRows
            columns={6}
            isLoading={isLoading}
            error={error}
            onRetry={onRetry}
            isEmpty={invoices.length === 0}
            emptyMessage="No se encontraron facturas"
          />
          {!isLoading &&
            !error &&
            invoices.map((invoice) => {
              const subject = `factura ${invoice.invoiceNumber}`;
              return (
                <TableRow key={invoice.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
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
                          <IconButton
                            size="small"
                            aria-label={`Descargar ${subject}`}
                            onClick={() => onDownload(invoice)}
                          >
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
            })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
