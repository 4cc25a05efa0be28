import { TableCell, TableRow, Typography } from "@mui/material";
import { type QuoteRecord, quoteStatusLabels } from "api/contract";
import { formatDollarPlain, type ListColumn, ListTable, RowActions, StatusBadge } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import { afterQuoteWrite } from "../../common/revalidation";
import { quoteStatusTone } from "./quote-status-tone";

const columns: ListColumn[] = [
  { label: "Número" },
  { label: "Cliente" },
  { label: "Proyecto" },
  { label: "Monto", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  quotes: QuoteRecord[];
  clientName: (quote: QuoteRecord) => string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onView: (quote: QuoteRecord) => void;
  onEdit: (quote: QuoteRecord) => void;
};

export function QuotesTable({ quotes, clientName, isLoading, error, onRetry, onView, onEdit }: Props) {
  const remove = useConfirmedDelete<QuoteRecord>({
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
              onEdit={() => onEdit(quote)}
              onDelete={() => remove(quote)}
            />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
