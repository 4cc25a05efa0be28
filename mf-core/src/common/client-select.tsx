import { useMemo } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { ErrorState } from "shared-ui";
import { SelectInput } from "shared-ui/forms";
import { type ClientOwned, recordClientName, useClients } from "./clients";

/**
 * The 'Cliente *' select of the quote, invoice and project forms, over the shared client list.
 * A list that failed to load says so, with 'Reintentar', rather than offering no clients.
 */
export function ClientSelect<Values extends FieldValues & { clientId: unknown }>({
  control,
  owner,
  sortByName = false,
}: {
  control: Control<Values, unknown, unknown>;
  /** The record being edited: its client is offered even while the list lacks it (loading, failed). */
  owner?: ClientOwned;
  sortByName?: boolean;
}) {
  const { clientOptions, clientsById, error, retry } = useClients();
  const options = useMemo(() => {
    const all =
      owner && !clientsById.has(owner.clientId)
        ? [...clientOptions, { value: owner.clientId, label: recordClientName(owner, clientsById) }]
        : clientOptions;
    return sortByName ? [...all].sort((a, b) => a.label.localeCompare(b.label, "es")) : all;
  }, [clientOptions, clientsById, owner, sortByName]);

  return (
    <>
      {error && <ErrorState message="No se pudieron cargar los clientes." onRetry={retry} />}
      <SelectInput
        control={control}
        name={"clientId" as Path<Values>}
        label="Cliente"
        required
        options={options}
        placeholder="Seleccione un cliente"
      />
    </>
  );
}
