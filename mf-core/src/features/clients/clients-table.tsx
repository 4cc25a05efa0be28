import { Avatar, Box, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { type ClientRecord, clientDisplayName, clientStatusLabels } from "api/contract";
import { type ListColumn, type ListState, ListTable, RowActions, StatusBadge } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";

const columns: ListColumn[] = [
  { label: "Cliente" },
  { label: "Email" },
  { label: "Teléfono" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  list: ListState<ClientRecord>;
  onView: (client: ClientRecord) => void;
  onEdit: (client: ClientRecord) => void;
};

export function ClientsTable({ list, onView, onEdit }: Props) {
  const remove = useConfirmedDelete<ClientRecord>({
    endpoint: "deleteClient",
    question: "¿Estás seguro de que quieres eliminar este cliente?",
    deleted: "Cliente eliminado",
    failed: "No se pudo eliminar el cliente.",
  });

  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No se encontraron clientes"
      renderRow={(client) => {
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
      }}
    />
  );
}
