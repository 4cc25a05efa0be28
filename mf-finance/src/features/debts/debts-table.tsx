import PaymentsIcon from "@mui/icons-material/Payments";
import { Button, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { debtStatusText } from "api/contract";
import {
  DeleteButton,
  formatDate,
  formatPAB,
  type ListColumn,
  type ListState,
  ListTable,
  StatusBadge,
} from "shared-ui";
import { type DebtRow, debtStatusTones } from "./debt-kinds";

type Props = {
  counterpartyLabel: string;
  list: ListState<DebtRow>;
  emptyMessage: string;
  onPay: (row: DebtRow) => void;
  /** Payables only: the row's delete, named 'Eliminar <deleteSubject> <invoice number>'. */
  onDelete?: (row: DebtRow) => void;
  deleteSubject?: string;
};

/** The 'Resumen' table of receivables or payables: 'Pagar' on every item not yet paid. */
export function DebtsTable({
  counterpartyLabel,
  list,

  emptyMessage,
  onPay,
  onDelete,
  deleteSubject,
}: Props) {
  const columns: ListColumn[] = [
    { label: "Factura" },
    { label: counterpartyLabel },
    { label: "Emisión" },
    { label: "Vencimiento" },
    { label: "Total", align: "right" },
    { label: "Saldo", align: "right" },
    { label: "Estado" },
    { label: "Acciones", align: "right" },
  ];
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={emptyMessage}
      renderRow={(row) => (
        <TableRow key={row.id} hover data-testid={`debt-${row.id}`}>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.invoiceNumber}
            </Typography>
            {row.description && (
              <Typography variant="caption" color="text.secondary" sx={{ display: "block", whiteSpace: "normal" }}>
                {row.description}
              </Typography>
            )}
          </TableCell>
          <TableCell>{row.counterparty}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(row.issueDate)}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(row.dueDate)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            {formatPAB(row.totalAmount)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
            {formatPAB(row.balanceAmount)}
          </TableCell>
          <TableCell>
            <StatusBadge label={debtStatusText(row.status, row.daysOverdue)} tone={debtStatusTones[row.status]} />
          </TableCell>
          <TableCell align="right">
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end", alignItems: "center" }}>
              {row.status !== "paid" && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<PaymentsIcon fontSize="small" />}
                  aria-label={`Pagar ${row.invoiceNumber}`}
                  onClick={() => onPay(row)}
                >
                  Pagar
                </Button>
              )}
              {onDelete && (
                <DeleteButton subject={`${deleteSubject} ${row.invoiceNumber}`} onDelete={() => onDelete(row)} />
              )}
            </Stack>
          </TableCell>
        </TableRow>
      )}
    />
  );
}
