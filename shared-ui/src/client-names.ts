/** A record that belongs to a client and carries the name the server joined in when it was read. */
export type ClientOwned = { clientId: number; clientName: string | null };

/**
 * Who a quote, invoice or project belongs to: the client's company, else name, as the server joined
 * it when the list was read (a client write revalidates those lists), else 'Cliente {id}'.
 */
export const recordClientName = (record: ClientOwned): string => record.clientName || `Cliente ${record.clientId}`;
