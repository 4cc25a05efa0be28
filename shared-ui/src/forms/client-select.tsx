import { CLIENT_SEARCH_LIMIT, type ClientRecord, clientDisplayName } from "api/contract";
import type { Control, FieldValues, Path } from "react-hook-form";
import { type ClientOwned, recordClientName } from "../client-names";
import { RecordSearchSelect, type SearchOption } from "./record-search-select";

/** A client as the picker offers it: company, else name. */
const clientOption = (client: ClientRecord): SearchOption => ({ id: client.id, label: clientDisplayName(client) });

/**
 * The 'Cliente' picker (GET /api/clients/search: the first matches by name, company or email) of every form that names a client (quotes, invoices, projects, an income):
 * it searches the clients on the server as the user types. An edit form's record (`owner`) starts
 * with its own client chosen.
 */
export function ClientSelect<Values extends FieldValues & { clientId: unknown }>({
  control,
  owner,
  required,
}: {
  control: Control<Values, unknown, unknown>;
  owner?: ClientOwned;
  required?: boolean;
}) {
  return (
    <RecordSearchSelect<Values, "searchClients">
      control={control}
      name={"clientId" as Path<Values>}
      label="Cliente"
      required={required}
      search="searchClients"
      limit={CLIENT_SEARCH_LIMIT}
      toOption={clientOption}
      noOptionsText="No se encontraron clientes"
      initialOption={owner ? { id: owner.clientId, label: recordClientName(owner) } : null}
    />
  );
}
