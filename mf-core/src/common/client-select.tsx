import { CLIENT_SEARCH_LIMIT, type ClientRecord } from "api/contract";
import type { Control, FieldValues, Path } from "react-hook-form";
import { RecordSearchSelect } from "shared-ui/forms";
import { type ClientOwned, clientOption, recordClientName } from "./clients";

/** GET /api/clients/search: the first matches by name, company or email, never the whole list. */
const searchPath = (text: string) =>
  `/api/clients/search?${new URLSearchParams({ q: text, limit: String(CLIENT_SEARCH_LIMIT) })}`;

/**
 * The 'Cliente *' picker of the quote, invoice and project forms: it searches the clients on the
 * server as the user types. An edit form's record (`owner`) starts with its own client chosen.
 */
export function ClientSelect<Values extends FieldValues & { clientId: unknown }>({
  control,
  owner,
}: {
  control: Control<Values, unknown, unknown>;
  owner?: ClientOwned;
}) {
  return (
    <RecordSearchSelect<Values, ClientRecord>
      control={control}
      name={"clientId" as Path<Values>}
      label="Cliente"
      required
      searchPath={searchPath}
      toOption={clientOption}
      noOptionsText="No se encontraron clientes"
      initialOption={owner ? { id: owner.clientId, label: recordClientName(owner) } : null}
    />
  );
}
