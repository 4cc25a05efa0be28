import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TableCell, TableRow } from "@mui/material";
import type { BankAccountRecord } from "api/contract";
import { formatDate, formatMoney, ListTable, StatusBadge, usePagedList } from "shared-ui";

// 'Movimientos del banco': the account's statement lines, what the bank said, newest first, paged.

const columns = [
  { label: "Fecha" },
  { label: "Descripción" },
  { label: "Referencia" },
  { label: "Monto", align: "right" },
  { label: "Saldo", align: "right" },
  { label: "Conciliación" },
] as const;

type Props = { account: BankAccountRecord | null; onClose: () => void };

export function StatementLinesDialog({ account, onClose }: Props) {
  const list = usePagedList(account ? "listStatementLines" : null, {
    params: account ? { id: account.id } : undefined,
    rowsPerPage: 10,
  });
  return (
    <Dialog open={account !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Movimientos del banco</DialogTitle>
      <DialogContent>
        <ListTable
          columns={columns}
          list={list}
          emptyMessage="No hay movimientos importados de esta cuenta"
          renderRow={(line) => (
            <TableRow key={line.id}>
              <TableCell>{formatDate(line.date)}</TableCell>
              <TableCell>{line.description}</TableCell>
              <TableCell>{line.reference ?? ""}</TableCell>
              <TableCell align="right">{formatMoney(line.amount, account?.currency)}</TableCell>
              <TableCell align="right">
                {line.balance === null ? "" : formatMoney(line.balance, account?.currency)}
              </TableCell>
              <TableCell>
                <StatusBadge
                  label={line.matchId === null ? "Sin conciliar" : "Conciliada"}
                  tone={line.matchId === null ? "secondary" : "success"}
                />
              </TableCell>
            </TableRow>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
