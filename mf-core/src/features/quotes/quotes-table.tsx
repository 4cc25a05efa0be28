import DownloadIcon from "@mui/icons-material/Download";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { IconButton, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import { type QuoteListItem, quoteStatusLabels } from "api/contract";
import { formatDollarPlain, type ListColumn, type ListPagination, ListTable, RowActions, StatusBadge } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import { afterQuoteWrite } from "../../common/revalidation";
import { quoteStatusTone } from "./quote-status-tone";
import { canConvert } from "./use-convert-quote";

const columns: ListColumn[] = [
  { label: "Número" },
  { label: "Cliente" },
  { label: "Proyecto" },
  { label: "Monto", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  quotes: QuoteListItem[];
  clientName: (quote: QuoteListItem) => string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  pagination: ListPagination;
  onView: (quote: QuoteListItem) => void;
  onEdit: (quote: QuoteListItem) => void;
  /** 'Descargar': the quote's PDF. */
  onDownload: (quote: QuoteListItem) => void;
  /** 'Convertir en factura', offered on an accepted quote not converted yet. */
  onConvert: (quote: QuoteListItem) => void;
};

export function QuotesTable({
  quotes,
  clientName,
  isLoading,
  error,
  onRetry,
  pagination,
  onView,
  onEdit,
  onDownload,
  onConvert,
}: Props) {
  const remove = useConfirmedDelete<QuoteListItem>({
    path: "/api/quotes",
    question: "¿Estás seguro de que quieres eliminar esta cotización?",
    deleted: "Cotización eliminada",
    failed: "No se pudo eliminar la cotización.",
    revalidate: afterQuoteWrite,
  });

  return (
    <ListTable
      columns={columns}
      rows={quotes}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      {...pagination}
      emptyMessage="No se encontraron cotizaciones"
      renderRow={(quote) => (
        <TableRow key={quote.id} hover>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
              {quote.quoteNumber}
            </Typography>
          </TableCell>
          <TableCell>{clientName(quote)}</TableCell>
          <TableCell>{quote.title}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            {formatDollarPlain(quote.total)}
          </TableCell>
          <TableCell>
            <StatusBadge label={quoteStatusLabels[quote.status] ?? quote.status} tone={quoteStatusTone(quote.status)} />
          </TableCell>
          <TableCell align="right">
            <RowActions
              subject={`cotización ${quote.quoteNumber}`}
              onView={() => onView(quote)}
              afterView={
                <>
                  <Tooltip title="Descargar">
                    <IconButton
                      size="small"
                      aria-label={`Descargar cotización ${quote.quoteNumber}`}
                      onClick={() => onDownload(quote)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canConvert(quote) && (
                    <Tooltip title="Convertir en factura">
                      <IconButton
                        size="small"
                        aria-label={`Convertir en factura cotización ${quote.quoteNumber}`}
                        onClick={() => onConvert(quote)}
                      >
                        <ReceiptLongIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </>
              }
              onEdit={() => onEdit(quote)}
              onDelete={() => remove(quote)}
            />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
