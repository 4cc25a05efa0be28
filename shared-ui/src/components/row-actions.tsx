import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { IconButton, Stack, Tooltip } from "@mui/material";
import type { ReactNode } from "react";

/** The view / edit / delete icons of a table row, named for screen readers and tests. */
export function RowActions({
  subject,
  onView,
  afterView,
  onEdit,
  onDelete,
}: {
  subject: string;
  onView: () => void;
  /** A button of the row's own, placed after 'view' (the invoice's download). */
  afterView?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <Tooltip title="Ver detalles">
        <IconButton size="small" aria-label={`Ver ${subject}`} onClick={onView}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {afterView}
      <EditButton subject={subject} onEdit={onEdit} />
      <DeleteButton subject={subject} onDelete={onDelete} />
    </Stack>
  );
}

/** The 'Editar' icon of a row with no details view, named 'Editar <subject>' for screen readers and tests. */
export function EditButton({ subject, onEdit }: { subject: string; onEdit: () => void }) {
  return (
    <Tooltip title="Editar">
      <IconButton size="small" aria-label={`Editar ${subject}`} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The red 'Eliminar' icon of a row or card, named 'Eliminar <subject>' for screen readers and tests. */
export function DeleteButton({ subject, onDelete }: { subject: string; onDelete: () => void }) {
  return (
    <Tooltip title="Eliminar">
      <IconButton size="small" color="error" aria-label={`Eliminar ${subject}`} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
