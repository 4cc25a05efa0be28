import { type ClientRecord, type ClientStatus, clientStatuses, clientStatusLabels } from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, ListCard, PageHeader, StatusFilter, useApiData } from "shared-ui";
import { CLIENTS_KEY } from "../../common/revalidation";
import { ClientDetailsDialog } from "./client-details-dialog";
import { ClientFormDialog } from "./client-form-dialog";
import { filterClients } from "./client-search";
import { ClientsTable } from "./clients-table";
import { type ClientPrefill, ContactRequestsCard } from "./contact-requests-card";

type Editing = { client?: ClientRecord; prefill?: ClientPrefill } | null;

export function ClientsPage() {
  const { data, error, isLoading, mutate } = useApiData<ClientRecord[]>(CLIENTS_KEY);
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
        actions={<AddButton onClick={() => setEditing({})}>Agregar Cliente</AddButton>}
      />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar clientes..."
        filters={
          <StatusFilter value={status} onChange={setStatus} statuses={clientStatuses} labels={clientStatusLabels} />
        }
      >
        <ClientsTable
          clients={clients}
          isLoading={isLoading}
          error={error}
          onRetry={() => mutate()}
          onView={setViewing}
          onEdit={(client) => setEditing({ client })}
        />
      </ListCard>
      <ContactRequestsCard clients={data ?? []} onCreateClient={(prefill) => setEditing({ prefill })} />
      <ClientFormDialog
        open={editing !== null}
        client={editing?.client}
        prefill={editing?.prefill}
        onClose={() => setEditing(null)}
      />
      <ClientDetailsDialog client={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
