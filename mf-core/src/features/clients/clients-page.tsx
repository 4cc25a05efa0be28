import { type ClientRecord, type ClientStatus, clientStatuses, clientStatusLabels } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, StatusFilter, usePagedList } from "shared-ui";
import { ClientDetailsDialog } from "./client-details-dialog";
import { ClientFormDialog } from "./client-form-dialog";
import { ClientsTable } from "./clients-table";
import { type ClientPrefill, ContactRequestsCard } from "./contact-requests-card";

type Editing = { client?: ClientRecord; prefill?: ClientPrefill } | null;

export function ClientsPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ClientStatus | "all">("all");
  // One page at a time, searched and filtered on the server.
  const list = usePagedList("listClients", { q: search, filters: { status } });
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<ClientRecord | null>(null);

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
        <ClientsTable list={list} onView={setViewing} onEdit={(client) => setEditing({ client })} />
      </ListCard>
      <ContactRequestsCard onCreateClient={(prefill) => setEditing({ prefill })} />
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
