import { Box, TableCell, TableRow, Typography } from "@mui/material";
import {
  CALENDAR_EMPTY_MESSAGE,
  type CalendarItemRecord,
  type CalendarPriority,
  calendarPriorityLabels,
  calendarTypeLabels,
  type DebtStatus,
  debtStatusText,
  UNKNOWN_CALENDAR_CLIENT,
  UNKNOWN_CALENDAR_SUPPLIER,
} from "api/contract";
import {
  type BadgeTone,
  formatDate,
  formatDollarPlain,
  formatWeekday,
  type ListState,
  ListTable,
  StatusBadge,
} from "shared-ui";

const columns = [
  { label: "Tipo" },
  { label: "Cliente/Proveedor" },
  { label: "Vencimiento" },
  { label: "Monto", align: "right" as const },
  { label: "Estado" },
  { label: "Prioridad" },
];

const statusTones: Record<DebtStatus, BadgeTone> = {
  paid: "success",
  partially_paid: "info",
  pending: "secondary",
  overdue: "destructive",
};

const priorityTones: Record<CalendarPriority, BadgeTone> = {
  high: "destructive",
  medium: "warning",
  low: "secondary",
};

function counterparty(item: CalendarItemRecord): string {
  if (item.counterpartyName) return item.counterpartyName;
  return item.type === "receivable" ? UNKNOWN_CALENDAR_CLIENT : UNKNOWN_CALENDAR_SUPPLIER;
}

/** 'Cronograma de Pagos': one server page of the window's items, by due date. */
export function CalendarTable({ list }: { list: ListState<CalendarItemRecord> }) {
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={CALENDAR_EMPTY_MESSAGE}
      renderRow={(item) => (
        <TableRow key={`${item.type}-${item.id}`} data-testid="calendar-row">
          <TableCell>
            <StatusBadge label={calendarTypeLabels[item.type]} tone={item.type === "receivable" ? "info" : "warning"} />
          </TableCell>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {counterparty(item)}
            </Typography>
            {item.type === "receivable" && (
              <Typography variant="caption" color="text.secondary">
                {item.invoiceNumber}
              </Typography>
            )}
          </TableCell>
          <TableCell>
            <Box>{formatDate(item.dueDate)}</Box>
            <Typography variant="caption" color="text.secondary">
              {formatWeekday(item.dueDate)}
            </Typography>
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            {formatDollarPlain(item.amount)}
          </TableCell>
          <TableCell>
            <StatusBadge label={debtStatusText(item.status, item.daysOverdue)} tone={statusTones[item.status]} />
          </TableCell>
          <TableCell>
            <StatusBadge label={calendarPriorityLabels[item.priority]} tone={priorityTones[item.priority]} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
