import EditIcon from "@mui/icons-material/Edit";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { IconButton, TableCell, TableRow, Tooltip } from "@mui/material";
import { type TransferRecord, type TransferStatus, transferStatusLabels } from "api/contract";
import {
  type BadgeTone,
  formatDate,
  formatDateTime,
  formatPAB,
  type ListColumn,
  type ListState,
  ListTable,
  StatusBadge,
} from "shared-ui";

const columns: ListColumn[] = [
  { label: "Fecha" },
  { label: "Cuenta Origen" },
  { label: "Cuenta Destino" },
  { label: "Monto", align: "right" },
  { label: "Comisión", align: "right" },
  { label: "Referencia" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

const statusTones: Record<TransferStatus, BadgeTone> = {
  completed: "success",
  pending: "warning",
  failed: "destructive",
};

const UNKNOWN_ACCOUNT = "Cuenta desconocida";

type Props = {
  list: ListState<TransferRecord>;
  emptyMessage: string;
};

/** 'Registro de Transferencias': one server page, its pager under it. */
export function TransfersTable({ list, emptyMessage }: Props) {
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={emptyMessage}
      renderRow={(transfer) => (
        <TableRow key={transfer.id} hover>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            {formatDate(transfer.transferDate)}
            <br />
            {formatDateTime(transfer.transferDate).slice(11)}
          </TableCell>
          <TableCell>{transfer.fromAccountName ?? UNKNOWN_ACCOUNT}</TableCell>
          <TableCell>{transfer.toAccountName ?? UNKNOWN_ACCOUNT}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
            {formatPAB(transfer.amount)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            {formatPAB(transfer.transferFee)}
          </TableCell>
          <TableCell>{transfer.reference || "-"}</TableCell>
          <TableCell>
            <StatusBadge
              label={transferStatusLabels[transfer.status] ?? transfer.status}
              tone={statusTones[transfer.status] ?? "secondary"}
            />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            <Tooltip title="Ver">
              <IconButton size="small" aria-label="Ver transferencia">
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Editar">
              <IconButton size="small" aria-label="Editar transferencia">
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </TableCell>
        </TableRow>
      )}
    />
  );
}
