import { Card, CardContent, Checkbox, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { useState } from "react";
import { formatDate, formatMoney, ListTable, SearchField, usePagedList } from "shared-ui";

type Props = {
  bankAccountId: number;
  currency: string;
  selected: ReadonlyMap<number, string>;
  onToggle: (journalLineId: number, amount: string) => void;
};

/** The account's unmatched book movements (its journal lines on Bancos), oldest first, with what each is. */
export function BookMovementsPanel({ bankAccountId, currency, selected, onToggle }: Props) {
  const [q, setQ] = useState("");
  const list = usePagedList("listUnmatchedBookMovements", { params: { id: bankAccountId }, q, rowsPerPage: 25 });
  return (
    <Card data-testid="book-movements">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Movimientos en libros sin conciliar ({list.total})
          </Typography>
          <SearchField value={q} onChange={setQ} placeholder="Buscar en los movimientos" />
        </Stack>
        <ListTable
          columns={[{ label: "" }, { label: "Fecha" }, { label: "Movimiento" }, { label: "Monto", align: "right" }]}
          list={list}
          emptyMessage="No hay movimientos en libros sin conciliar"
          renderRow={(movement) => (
            <TableRow key={movement.journalLineId} data-testid={`book-movement-${movement.journalLineId}`}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(movement.journalLineId)}
                  onChange={() => onToggle(movement.journalLineId, movement.amount)}
                  slotProps={{ input: { "aria-label": `Seleccionar movimiento ${movement.description}` } }}
                />
              </TableCell>
              <TableCell>{formatDate(movement.entryDate)}</TableCell>
              <TableCell>
                <Typography variant="body2">{movement.description}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[movement.originLabel, movement.documentNumber, movement.counterpartyName]
                    .filter(Boolean)
                    .join(" · ")}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatMoney(movement.amount, currency)}
              </TableCell>
            </TableRow>
          )}
        />
      </CardContent>
    </Card>
  );
}
