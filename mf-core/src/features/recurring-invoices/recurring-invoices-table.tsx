import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { type RecurringInvoiceListItem, recurringInvoiceStatusLabels } from "api/contract";
import {
  formatDate,
  formatDollarPlain,
  type ListColumn,
  type ListState,
  ListTable,
  RowActions,
  StatusBadge,
} from "shared-ui";
import { PauseResumeButton } from "./pause-resume-button";
import { recurringStatusTone } from "./recurring-status-tone";
import { scheduleText } from "./schedule-text";
import { useRecurringInvoiceActions } from "./use-recurring-invoice-actions";

const columns: ListColumn[] = [
  { label: "Factura recurrente" },
  { label: "Frecuencia" },
  { label: "Próxima factura" },
  { label: "Creadas", align: "right" },
  { label: "Total", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  list: ListState<RecurringInvoiceListItem>;
  onView: (template: RecurringInvoiceListItem) => void;
  onEdit: (template: RecurringInvoiceListItem) => void;
};

export function RecurringInvoicesTable({ list, onView, onEdit }: Props) {
  const { remove } = useRecurringInvoiceActions();
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No hay facturas recurrentes"
      renderRow={(template) => (
        <TableRow key={template.id} hover>
          <TableCell>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {template.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {template.clientName}
                {template.includedHours !== null && ` · Plan de mantenimiento: ${template.includedHours} h incluidas`}
              </Typography>
            </Box>
          </TableCell>
          <TableCell>{scheduleText(template)}</TableCell>
          <TableCell>{template.nextDate ? formatDate(template.nextDate) : "—"}</TableCell>
          <TableCell align="right">{template.generatedCount}</TableCell>
          <TableCell align="right">{formatDollarPlain(template.total)}</TableCell>
          <TableCell>
            <StatusBadge
              label={recurringInvoiceStatusLabels[template.status]}
              tone={recurringStatusTone(template.status)}
            />
          </TableCell>
          <TableCell align="right">
            <RowActions
              subject={`factura recurrente ${template.title}`}
              onView={() => onView(template)}
              afterView={<PauseResumeButton template={template} />}
              onEdit={() => onEdit(template)}
              onDelete={() => remove(template)}
              deleteDisabledReason={
                template.generatedCount > 0 ? "Ya creó facturas: páusela en lugar de eliminarla" : undefined
              }
            />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
