import AddIcon from "@mui/icons-material/Add";
import { Button, Card, MenuItem, Stack, TextField } from "@mui/material";
import { type ClientRecord, type ClientStatus, clientStatusLabels } from "api/contract";
import { useMemo, useState } from "react";
import { PageHeader, useApiData } from "shared-ui";
import { SearchField } from "../../common/search-field";
import { ClientDetailsDialog } from "./client-details-dialog";
import { ClientFormDialog } from "./client-form-dialog";
import { filterClients } from "./client-search";
import { ClientsTable } from "./clients-table";

type Editing = { client?: ClientRecord } | null;

export function ClientsPage() {
  const { data, error, isLoading, mutate } = useApiData<ClientRecord[]>("/api/clients");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientStatus | "all">("all");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<ClientRecord | null>(null);
  const clients = useMemo(() => filterClients(data ?? [], { search, status }), [data, search, status]);

  return (
    <>
      <PageHeader
        title="CRM - Gestión de Clientes"
        subtitle="Gestiona tus clientes y relaciones comerciales"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Agregar Cliente
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2 }}>
          <SearchField value={search} onChange={setSearch} placeholder="Buscar clientes..." />
          <TextField
            select
            size="small"
            label="Estado"
            value={status}
            onChange={(event) => setStatus(event.target.value as ClientStatus | "all")}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">Todos</MenuItem>
            <MenuItem value="active">{clientStatusLabels.active}</MenuItem>
            <MenuItem value="inactive">{clientStatusLabels.inactive}</MenuItem>
          </TextField>
        </Stack>
        <ClientsTable
          clients={clients}
          isLoading={isLoading}
          error={error}
          onRetry={() => mutate()}
          onView={setViewing}
          onEdit={(client) => setEditing({ client })}
        />
      </Card>
      <ClientFormDialog open={editing !== null} client={editing?.client} onClose={() => setEditing(null)} />
      <ClientDetailsDialog client={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
