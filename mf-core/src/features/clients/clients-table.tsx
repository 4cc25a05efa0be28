import {
  Avatar,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type ClientRecord, clientDisplayName, clientStatusLabels } from "api/contract";
import { apiRequest, StatusBadge, TableStateRows, useApiAction, useConfirm } from "shared-ui";
import { summaryKeys } from "../../common/revalidation";
import { RowActions } from "../../common/row-actions";

type Props = {
  clients: ClientRecord[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onView: (client: ClientRecord) => void;
  onEdit: (client: ClientRecord) => void;
};

export function ClientsTable({ clients, isLoading, error, onRetry, onView, onEdit }: Props) {
  const confirm = useConfirm();
  const run = useApiAction();

  async function remove(client: ClientRecord) {
    if (!(await confirm({ message: "¿Estás seguro de que quieres eliminar este cliente?" }))) return;
    await run({
      request: () => apiRequest("DELETE", `/api/clients/${client.id}`),
      success: { title: "Cliente eliminado" },
      // A client still in use is refused with the server's reason, shown as is.
      failure: { description: "No se pudo eliminar el cliente." },
      revalidate: ["/api/clients", ...summaryKeys],
    });
  }

  return (
    <TableContainer>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>Cliente</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Teléfono</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStateRows
            columns={5}
            isLoading={isLoading}
            error={error}
            onRetry={onRetry}
            isEmpty={clients.length === 0}
            emptyMessage="No se encontraron clientes"
          />
          {!isLoading &&
            !error &&
            clients.map((client) => {
              const display = clientDisplayName(client);
              return (
                <TableRow key={client.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
                      <Avatar sx={{ width: 36, height: 36, bgcolor: "primary.main", fontSize: 16 }}>
                        {display.charAt(0).toUpperCase()}
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {display}
                        </Typography>
                        {client.company && (
                          <Typography variant="caption" color="text.secondary">
                            {client.name}
                          </Typography>
                        )}
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell>{client.email || "N/A"}</TableCell>
                  <TableCell>{client.phone || "N/A"}</TableCell>
                  <TableCell>
                    <StatusBadge
                      label={clientStatusLabels[client.status]}
                      tone={client.status === "active" ? "default" : "secondary"}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <RowActions
                      subject={`cliente ${display}`}
                      onView={() => onView(client)}
                      onEdit={() => onEdit(client)}
                      onDelete={() => remove(client)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
