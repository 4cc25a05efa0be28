import { Button, Dialog, DialogActions, DialogContent, type DialogProps, DialogTitle } from "@mui/material";
import type { ReactNode } from "react";
import { DetailList } from "./detail-list";

type Items = Array<[label: string, value: ReactNode]>;

/** A record's "view" dialog, open while there is a record; MUI names the dialog by its title. */
export function DetailsDialog<Entity>({
  record,
  title,
  items,
  actions,
  below,
  maxWidth = "sm",
  onClose,
}: {
  record: Entity | null;
  title: (record: Entity) => string;
  items: (record: Entity) => Items;
  /** Buttons of the record's own, placed before 'Cerrar'. */
  actions?: (record: Entity) => ReactNode;
  /** What follows the fields (a quote's lines and totals). */
  below?: (record: Entity) => ReactNode;
  maxWidth?: DialogProps["maxWidth"];
  onClose: () => void;
}) {
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{record !== null ? title(record) : ""}</DialogTitle>
      <DialogContent>
        {record !== null && <DetailList items={items(record)} />}
        {record !== null && below?.(record)}
      </DialogContent>
      <DialogActions>
        {record !== null && actions?.(record)}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
