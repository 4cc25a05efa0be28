import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  type DialogProps,
  DialogTitle,
  Stack,
} from "@mui/material";
import { type FormEvent, type ReactNode, useId } from "react";

type FormDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  /** What the submit button reads while the request runs, e.g. 'Guardando...'. */
  submittingLabel?: string;
  submitting: boolean;
  /** Keeps the submit button disabled while the form cannot be sent (an entry that does not balance). */
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Wider than the default "sm" for forms with a table of fields (a quote's lines). */
  maxWidth?: DialogProps["maxWidth"];
  children: ReactNode;
};

/** A dialog holding one form: 'Cancelar' and the submit button, disabled while sending. */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  submittingLabel = "Guardando...",
  submitting,
  submitDisabled = false,
  onClose,
  onSubmit,
  maxWidth = "sm",
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={submitting || submitDisabled}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
