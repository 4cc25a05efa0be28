import { TableCell, TableRow, Typography } from "@mui/material";
import {
  feDocumentStatusLabels,
  invoiceStatusLabels,
  type RecurringOccurrenceRecord,
  recurringOccurrenceOutcomeLabels,
} from "api/contract";
import { formatDate, formatDollarPlain, type ListColumn, ListTable, StatusBadge, usePagedList } from "shared-ui";
import { Link } from "wouter";
import { recordPath } from "../../common/record-links";
import { occurrenceOutcomeTone } from "./recurring-status-tone";

const columns: ListColumn[] = [
  { label: "Fecha" },
  { label: "Factura" },
  { label: "Estado de la factura" },
  { label: "Total", align: "right" },
  { label: "Resultado" },
];

/** The invoice's status, and its electronic document's when it has one. */
function invoiceState(invoice: NonNullable<RecurringOccurrenceRecord["invoice"]>): string {
  const status = invoiceStatusLabels[invoice.status];
  return invoice.feStatus ? `${status} · ${feDocumentStatusLabels[invoice.feStatus]}` : status;
}

/** 'Facturas creadas': each date the template billed, its invoice (a link to it) and what issuing gave. */
export function RecurringOccurrencesTable({ templateId }: { templateId: number }) {
  const list = usePagedList("recurringInvoiceOccurrences", { params: { id: templateId }, rowsPerPage: 10 });
  return (
    <section aria-label="Facturas creadas">
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        Facturas creadas
      </Typography>
      <ListTable
        columns={columns}
        list={list}
        emptyMessage="Aún no ha creado facturas"
        renderRow={(row) => (
          <TableRow key={row.id}>
            <TableCell>{formatDate(row.occurrenceDate)}</TableCell>
            <TableCell>
              {row.invoice ? (
                <Link href={recordPath("/invoices", row.invoice.id)}>{row.invoice.invoiceNumber}</Link>
              ) : (
                "Eliminada"
              )}
            </TableCell>
            <TableCell>{row.invoice ? invoiceState(row.invoice) : "—"}</TableCell>
            <TableCell align="right">{row.invoice ? formatDollarPlain(row.invoice.total) : "—"}</TableCell>
            <TableCell>
              <StatusBadge
                label={recurringOccurrenceOutcomeLabels[row.outcome]}
                tone={occurrenceOutcomeTone(row.outcome)}
              />
              {row.message && (
                <Typography variant="caption" color="error" component="div" sx={{ mt: 0.5 }}>
                  {row.message}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        )}
      />
    </section>
  );
}
