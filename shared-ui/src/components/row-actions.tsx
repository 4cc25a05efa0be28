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
  editDisabledReason,
  deleteDisabledReason,
}: {
  subject: string;
  onView: () => void;
  /** A button of the row's own, placed after 'view' (the invoice's download). */
  afterView?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** Why the row cannot be edited now (an issued invoice): the button is disabled and says so. */
  editDisabledReason?: string;
  /** Why the row cannot be deleted now. */
  deleteDisabledReason?: string;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <Tooltip title="Ver detalles">
        <IconButton size="small" aria-label={`Ver ${subject}`} onClick={onView}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {afterView}
      <EditButton subject={subject} onEdit={onEdit} disabledReason={editDisabledReason} />
      <DeleteButton subject={subject} onDelete={onDelete} disabledReason={deleteDisabledReason} />
    </Stack>
  );
}

type RowButtonProps = {
  title: string;
  label: string;
  disabledReason?: string;
  color?: "error";
  onClick: () => void;
  children: ReactNode;
};

/**
 * One icon button of a row with its tooltip. Disabled, the tooltip gives the reason instead; a
 * disabled button fires no events, so the tooltip listens on a span around it (as MUI asks).
 */
function RowButton({ title, label, disabledReason, color, onClick, children }: RowButtonProps) {
  if (disabledReason === undefined) {
    return (
      <Tooltip title={title}>
        <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
          {children}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={disabledReason}>
      <span>
        <IconButton size="small" color={color} aria-label={label} disabled>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The 'Editar' icon of a row with no details view, named 'Editar <subject>' for screen readers and tests. */
export function EditButton({
  subject,
  onEdit,
  disabledReason,
}: {
  subject: string;
  onEdit: () => void;
  disabledReason?: string;
}) {
  return (
    <RowButton title="Editar" label={`Editar ${subject}`} disabledReason={disabledReason} onClick={onEdit}>
      <EditIcon fontSize="small" />
    </RowButton>
  );
}

/** The red 'Eliminar' icon of a row or card, named 'Eliminar <subject>' for screen readers and tests. */
export function DeleteButton({
  subject,
  onDelete,
  disabledReason,
}: {
  subject: string;
  onDelete: () => void;
  disabledReason?: string;
}) {
  return (
    <RowButton
      title="Eliminar"
      label={`Eliminar ${subject}`}
      disabledReason={disabledReason}
      color="error"
      onClick={onDelete}
    >
      <DeleteIcon fontSize="small" />
    </RowButton>
  );
}
