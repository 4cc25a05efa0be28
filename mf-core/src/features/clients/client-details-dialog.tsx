import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type ClientRecord, clientDisplayName, clientStatusLabels } from "api/contract";
import { formatDate, StatusBadge } from "shared-ui";
import { DetailList } from "../../common/detail-list";

export function ClientDetailsDialog({ client, onClose }: { client: ClientRecord | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(client)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{client ? clientDisplayName(client) : ""}</DialogTitle>
      <DialogContent>
        {client && (
          <DetailList
            items={[
              ["Nombre", client.name],
              ["Empresa", client.company],
              ["Email", client.email],
              ["Teléfono", client.phone],
              ["Dirección", client.address],
              [
                "Estado",
                <StatusBadge
                  key="status"
                  label={clientStatusLabels[client.status]}
                  tone={client.status === "active" ? "default" : "secondary"}
                />,
              ],
              ["Cliente desde", formatDate(client.createdAt)],
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
