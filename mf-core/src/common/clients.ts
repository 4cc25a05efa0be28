import { type ClientRecord, clientDisplayName } from "api/contract";
import type { SearchOption } from "shared-ui/forms";

/** A record that belongs to a client and carries the name the server joined in when it was read. */
export type ClientOwned = { clientId: number; clientName: string | null };

/**
 * Who a quote, invoice or project belongs to: the client's company, else name, as the server joined
 * it when the list was read (a client write revalidates those lists: common/revalidation.ts), else
 * 'Cliente {id}'.
 */
export const recordClientName = (record: ClientOwned): string => record.clientName || `Cliente ${record.clientId}`;

/** A client as the pickers offer it. */
export const clientOption = (client: ClientRecord): SearchOption => ({
  id: client.id,
  label: clientDisplayName(client),
});
