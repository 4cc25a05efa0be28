import { TableCell, TableRow, Typography } from "@mui/material";
import {
  type TransactionRecord,
  type TransactionStatus,
  transactionStatusLabels,
  transactionTypeLabels,
} from "api/contract";
import {
  type BadgeTone,
  DeleteButton,
  formatDate,
  formatMoney,
  type ListColumn,
  type ListState,
  ListTable,
  StatusBadge,
} from "shared-ui";
import { useDeleteTransaction } from "./use-delete-transaction";

const columns: ListColumn[] = [
  { label: "Fecha" },
  { label: "Tipo" },
  { label: "Descripción" },
  { label: "Referencia" },
  { label: "Monto", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

const statusTones: Record<TransactionStatus, BadgeTone> = {
  completed: "default",
  pending: "secondary",
  cancelled: "destructive",
};

const typeTones: Record<TransactionRecord["transactionType"], BadgeTone> = {
  income: "success",
  expense: "warning",
  transfer: "info",
  adjustment: "secondary",
};

/** 'Completado', 'Pendiente', and anything else 'Cancelado'. */
const statusLabel = (status: string) => transactionStatusLabels[status as TransactionStatus] ?? "Cancelado";

type Props = {
  list: ListState<TransactionRecord>;
  emptyMessage: string;
};

export function TransactionsTable({ list, emptyMessage }: Props) {
  const remove = useDeleteTransaction();
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={emptyMessage}
      renderRow={(transaction) => (
        <TableRow key={transaction.id} hover>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(transaction.transactionDate)}</TableCell>
          <TableCell>
            <StatusBadge
              label={transactionTypeLabels[transaction.transactionType]}
              tone={typeTones[transaction.transactionType]}
            />
          </TableCell>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: "break-word" }}>
              {transaction.description}
            </Typography>
          </TableCell>
          <TableCell>{transaction.reference || "-"}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
            {formatMoney(transaction.amount, transaction.currency)}
          </TableCell>
          <TableCell>
            <StatusBadge
              label={statusLabel(transaction.status)}
              tone={statusTones[transaction.status] ?? "destructive"}
            />
          </TableCell>
          <TableCell align="right">
            <DeleteButton subject={`transacción ${transaction.description}`} onDelete={() => remove(transaction)} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
