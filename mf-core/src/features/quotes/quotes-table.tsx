import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { type QuoteRecord, quoteStatusLabels } from "api/contract";
import { apiRequest, formatDollarPlain, StatusBadge, TableStateRows, useApiAction, useConfirm } from "shared-ui";
import { summaryKeys } from "../../common/revalidation";
import { RowActions } from "../../common/row-actions";
import { quoteStatusTone } from "./quote-status-tone";

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
  const confirm = useConfirm();
  const run = useApiAction();

  async function remove(quote: QuoteRecord) {
    if (!(await confirm({ message: "¿Estás seguro de que quieres eliminar esta cotización?" }))) return;
    await run({
      request: () => apiRequest("DELETE", `/api/quotes/${quote.id}`),
      success: { title: "Cotización eliminada" },
      failure: { description: "No se pudo eliminar la cotización." },
      revalidate: ["/api/quotes", ...summaryKeys],
    });
  }

  return (
    <TableContainer>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>Número</TableCell>
            <TableCell>Cliente</TableCell>
            <TableCell>Proyecto</TableCell>
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
            isEmpty={quotes.length === 0}
            emptyMessage="No se encontraron cotizaciones"
          />
          {!isLoading &&
            !error &&
            quotes.map((quote) => (
              <TableRow key={quote.id} hover>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {quote.quoteNumber}
                  </Typography>
                </TableCell>
                <TableCell>{clientName(quote)}</TableCell>
                <TableCell>{quote.title}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {formatDollarPlain(quote.total)}
                </TableCell>
                <TableCell>
                  <StatusBadge
                    label={quoteStatusLabels[quote.status] ?? quote.status}
                    tone={quoteStatusTone(quote.status)}
                  />
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
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
