import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import type { ReactNode } from "react";
import { DetailList } from "./detail-list";

type Items = Array<[label: string, value: ReactNode]>;

/** A record's "view" dialog, open while there is a record; MUI names the dialog by its title. */
export function DetailsDialog<Entity>({
  record,
  title,
  items,
  actions,
  onClose,
}: {
  record: Entity | null;
  title: (record: Entity) => string;
  items: (record: Entity) => Items;
  /** Buttons of the record's own, placed before 'Cerrar'. */
  actions?: (record: Entity) => ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{record !== null ? title(record) : ""}</DialogTitle>
      <DialogContent>{record !== null && <DetailList items={items(record)} />}</DialogContent>
      <DialogActions>
        {record !== null && actions?.(record)}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
