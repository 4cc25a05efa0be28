import { Box, Button, Card, CardContent, Checkbox, Chip, Stack, TableCell, TableRow, Typography } from "@mui/material";
import type { UnmatchedStatementLineRecord } from "api/contract";
import { useState } from "react";
import { formatDate, formatMoney, ListTable, SearchField, usePagedList } from "shared-ui";

type Props = {
  bankAccountId: number;
  currency: string;
  selected: ReadonlyMap<number, string>;
  onToggle: (lineId: number, amount: string) => void;
  /** 'Aceptar' a suggested movement: the line and that movement are matched at once. */
  onAccept: (line: UnmatchedStatementLineRecord, journalLineId: number) => void;
  onCreate: (line: UnmatchedStatementLineRecord) => void;
};

/** The bank's unmatched statement lines, oldest first, each with its best suggestion and its rule. */
export function StatementLinesPanel({ bankAccountId, currency, selected, onToggle, onAccept, onCreate }: Props) {
  const [q, setQ] = useState("");
  const list = usePagedList("listUnmatchedStatementLines", { params: { id: bankAccountId }, q, rowsPerPage: 25 });
  return (
    <Card data-testid="statement-lines">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Estado de cuenta sin conciliar ({list.total})
          </Typography>
          <SearchField value={q} onChange={setQ} placeholder="Buscar en el estado de cuenta" />
        </Stack>
        <ListTable
          columns={[{ label: "" }, { label: "Fecha" }, { label: "Descripción" }, { label: "Monto", align: "right" }]}
          list={list}
          emptyMessage="No hay líneas del estado de cuenta sin conciliar"
          renderRow={(line) => {
            const best = line.suggestions[0];
            return (
              <TableRow key={line.id} data-testid={`statement-line-${line.id}`}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(line.id)}
                    onChange={() => onToggle(line.id, line.amount)}
                    slotProps={{ input: { "aria-label": `Seleccionar línea ${line.description}` } }}
                  />
                </TableCell>
                <TableCell>{formatDate(line.lineDate)}</TableCell>
                <TableCell>
                  <Typography variant="body2">{line.description}</Typography>
                  {line.reference && (
                    <Typography variant="caption" color="text.secondary">
                      Ref. {line.reference}
                    </Typography>
                  )}
                  {best && (
                    <Box sx={{ mt: 0.5 }} data-testid="suggestion">
                      <Typography variant="caption" color="text.secondary" component="div">
                        Sugerencia: {best.movement.originLabel} · {best.movement.description} (
                        {formatDate(best.movement.entryDate)})
                        {best.reasons.length > 2 ? ` · ${best.reasons.slice(2).join(" · ")}` : ""}
                      </Typography>
                      <Button size="small" onClick={() => onAccept(line, best.movement.journalLineId)}>
                        Aceptar
                      </Button>
                    </Box>
                  )}
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: "center" }}>
                    {line.rule && <Chip size="small" label={`Regla: ${line.rule.actionLabel}`} />}
                    <Button size="small" variant="text" onClick={() => onCreate(line)}>
                      Crear desde la línea
                    </Button>
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {formatMoney(line.amount, currency)}
                </TableCell>
              </TableRow>
            );
          }}
        />
      </CardContent>
    </Card>
  );
}
