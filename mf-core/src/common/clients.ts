import { type ClientRecord, clientDisplayName } from "api/contract";
import { useMemo } from "react";
import { useApiData } from "shared-ui";
import type { SelectOption } from "shared-ui/forms";
import { CLIENTS_KEY } from "./revalidation";

/** A record that belongs to a client and carries the name the server joined in when it was read. */
export type ClientOwned = { clientId: number; clientName: string | null };

/**
 * Who a quote, invoice or project belongs to: company, else name, else 'Cliente {id}'. The
 * loaded client list wins over the record's own `clientName`, which is only as fresh as
 * the record's list.
 */
export function recordClientName(record: ClientOwned, clientsById: ReadonlyMap<number, ClientRecord>): string {
  const client = clientsById.get(record.clientId);
  if (client) return clientDisplayName(client);
  return record.clientName || `Cliente ${record.clientId}`;
}

/**
 * The client list that quotes, invoices and projects look names up in and offer in their
 * forms. Every caller shares SWR's one cached read of /api/clients.
 */
export function useClients() {
  const { data, error, mutate } = useApiData<ClientRecord[]>(CLIENTS_KEY);
  return useMemo(() => {
    const clients = data ?? [];
    return {
      clientsById: new Map(clients.map((client) => [client.id, client])) as ReadonlyMap<number, ClientRecord>,
      clientOptions: clients.map((client): SelectOption => ({ value: client.id, label: clientDisplayName(client) })),
      error,
      retry: () => void mutate(),
    };
  }, [data, error, mutate]);
}
