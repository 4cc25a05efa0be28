import { type ApiTokenStatus, apiTokenStatuses, apiTokenStatusLabels, type CreatedApiTokenRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, StatusFilter, usePagedList } from "shared-ui";
import { ApiTokenCreatedDialog } from "./api-token-created-dialog";
import { ApiTokensTable } from "./api-tokens-table";
import { NewApiTokenDialog } from "./new-api-token-dialog";

/** /settings/tokens (admins): the tokens integrations use, their last use, and revoking them. */
export function ApiTokensPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ApiTokenStatus | "all">("all");
  const list = usePagedList("listApiTokens", { q: search, filters: { status } });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiTokenRecord | null>(null);

  return (
    <>
      <PageHeader
        title="Tokens de API"
        subtitle="Acceso de integraciones a la API en nombre de un usuario, con su rol."
        actions={<AddButton onClick={() => setCreating(true)}>Nuevo token</AddButton>}
      />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por nombre o usuario..."
        filters={
          <StatusFilter value={status} onChange={setStatus} statuses={apiTokenStatuses} labels={apiTokenStatusLabels} />
        }
      >
        <ApiTokensTable list={list} />
      </ListCard>
      <NewApiTokenDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <ApiTokenCreatedDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
