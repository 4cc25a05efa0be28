import { Link as MuiLink, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { formatDuration, type TimeEntryRecord } from "api/contract";
import {
  DeleteButton,
  EditButton,
  formatDate,
  formatPAB,
  type ListColumn,
  type ListState,
  ListTable,
  StatusBadge,
} from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import { Link } from "wouter";
import { recordPath } from "../../common/record-links";

const columns: ListColumn[] = [
  { label: "Fecha" },
  { label: "Persona" },
  { label: "Tarea" },
  { label: "Descripción" },
  { label: "Duración", align: "right" },
  { label: "Tarifa", align: "right" },
  { label: "Valor", align: "right" },
  { label: "Facturación" },
  { label: "Acciones", align: "right" },
];

/** An entry's invoicing: its invoice (a link), running, not billable, or still to bill. */
function Billing({ entry }: { entry: TimeEntryRecord }) {
  if (entry.invoiceId !== null) {
    return (
      <MuiLink component={Link} href={recordPath("/invoices", entry.invoiceId)}>
        {entry.invoiceNumber}
      </MuiLink>
    );
  }
  if (entry.startedAt !== null) return <StatusBadge label="En curso" tone="info" />;
  if (!entry.billable) return <StatusBadge label="No facturable" tone="secondary" />;
  return <StatusBadge label="Sin facturar" tone="warning" />;
}

/** A project's hours, a page at a time; edit and delete until an entry is invoiced. */
export function TimeEntriesTable({
  list,
  onEdit,
}: {
  list: ListState<TimeEntryRecord>;
  onEdit: (entry: TimeEntryRecord) => void;
}) {
  const remove = useConfirmedDelete<TimeEntryRecord>({
    endpoint: "deleteTimeEntry",
    question: "¿Eliminar este registro de horas?",
    deleted: "Registro de horas eliminado",
    failed: "No se pudo eliminar el registro de horas.",
  });
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No hay horas registradas"
      renderRow={(entry) => {
        const subject = `horas del ${formatDate(entry.workDate)} de ${entry.userName}`;
        const locked = entry.invoiceNumber ? `Facturado en ${entry.invoiceNumber}` : undefined;
        return (
          <TableRow key={entry.id} hover>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(entry.workDate)}</TableCell>
            <TableCell>{entry.userName}</TableCell>
            <TableCell>{entry.task ?? "—"}</TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ maxWidth: 280, overflowWrap: "anywhere" }}>
                {entry.description ?? "—"}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums" }}>
              {entry.startedAt ? "—" : formatDuration(entry.minutes)}
            </TableCell>
            <TableCell align="right">{entry.hourlyRate ? formatPAB(entry.hourlyRate) : "Sin tarifa"}</TableCell>
            <TableCell align="right">{entry.value ? formatPAB(entry.value) : "—"}</TableCell>
            <TableCell>
              <Billing entry={entry} />
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
                <EditButton
                  subject={subject}
                  onEdit={() => onEdit(entry)}
                  disabledReason={locked ?? (entry.startedAt ? "Temporizador en marcha: deténgalo primero" : undefined)}
                />
                <DeleteButton subject={subject} onDelete={() => remove(entry)} disabledReason={locked} />
              </Stack>
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
